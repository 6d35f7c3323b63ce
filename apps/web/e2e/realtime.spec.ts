import { expect, test } from '@playwright/test';
import { apiSession, SUPER_ADMIN, signIn, unique } from './helpers';

test('an admin publishes a podcast and a second signed-in browser sees it appear', async ({ browser }) => {
  const title = `Live launch ${unique()}`;
  const viewerContext = await browser.newContext();
  const viewer = await viewerContext.newPage();
  await signIn(viewer, 'olivia@summitgrowth.test');
  await viewer.goto('/podcast');
  await expect(viewer.locator('article').first()).toBeVisible();
  await expect(viewer.getByRole('heading', { name: title })).toHaveCount(0);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, SUPER_ADMIN);
  await admin.goto('/admin/podcasts');
  await admin.getByRole('button', { name: 'New podcast' }).click();
  const form = admin.getByRole('dialog');
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Video id').fill('dQw4w9WgXcQ');
  await form.getByLabel('Description').fill('<p>Recorded <strong>live</strong>.</p>');
  await form.getByRole('button', { name: /save|create/i }).click();
  await expect(form).toBeHidden();
  const row = admin.getByRole('row', { name: new RegExp(title) });
  await row.getByRole('button', { name: 'Publish' }).click();

  await expect(viewer.getByText(`New podcast: ${title}`)).toBeVisible();
  await expect(viewer.getByRole('heading', { name: title })).toBeVisible();
  await viewerContext.close();
  await adminContext.close();
});

test('a comment on an open ticket costs the other tab no request, and the sender only its own', async ({ browser, request }) => {
  const customer = await apiSession(request, 'emma@summitdental.test');
  const subject = `Push, then stop pulling ${unique()}`;
  const created = await request.post('/api/v1/support', {
    data: { subject, description: 'The export button spins forever.' },
    headers: customer.headers,
  });
  expect(created.ok()).toBe(true);
  const ticketId = (await created.json()).data._id as string;

  const readerContext = await browser.newContext();
  const reader = await readerContext.newPage();
  await signIn(reader, 'emma@summitdental.test', 'Location or user account');
  await reader.goto(`/support_tickets/${ticketId}`);
  await expect(reader.getByRole('heading', { name: subject })).toBeVisible();

  const agentContext = await browser.newContext();
  const agent = await agentContext.newPage();
  await signIn(agent, 'olivia@summitgrowth.test');
  await agent.goto(`/support_tickets/${ticketId}`);
  await expect(agent.getByRole('heading', { name: subject })).toBeVisible();
  // Both tabs watch the ticket (each sees the other), and what opening it asked for has settled.
  await expect(agent.getByText('Also viewing:')).toBeVisible();
  await expect(reader.getByText('Also viewing:')).toBeVisible();
  await reader.waitForLoadState('networkidle');
  await agent.waitForLoadState('networkidle');

  const apiCalls = (page: typeof reader) => {
    const seen: string[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.pathname.startsWith('/api/')) seen.push(`${req.method()} ${url.pathname}`);
    });
    return seen;
  };
  const readerCalls = apiCalls(reader);
  const agentCalls = apiCalls(agent);

  const answer = `Fixed on our side, please try again ${unique()}`;
  await agent.getByLabel('Your reply').fill(answer);
  await agent.getByRole('button', { name: 'Send reply' }).click();
  await expect(agent.locator('[data-kind="team"]').filter({ hasText: answer })).toBeVisible();
  // The comment and the ticket's new state arrive on the socket and are shown as they are.
  await expect(reader.locator('[data-kind="team"]').filter({ hasText: answer })).toBeVisible();
  await expect(reader.getByRole('main').getByText('Pending').first()).toBeVisible();
  // Give any refetch the chance to happen before counting.
  await reader.waitForTimeout(1500);

  expect(readerCalls).toEqual([]);
  expect(agentCalls).toEqual(['POST /api/v1/support/tickets/ticketchat']);
  // Read as it arrived (over the socket): the customer has nothing unread on it.
  const unread = await request.get('/api/v1/support/GetUnreadComments', { headers: customer.headers });
  const tickets = (await unread.json()).data.tickets as { ticketId: string }[];
  expect(tickets.map((t) => t.ticketId)).not.toContain(ticketId);

  await readerContext.close();
  await agentContext.close();
});
