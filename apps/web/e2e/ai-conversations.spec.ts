import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { apiSession, signIn, unique } from './helpers';

const AGENCY_ADMIN = 'olivia@summitgrowth.test';
const LOCATION_USER = 'emma@summitdental.test';

/** The events of a Server-Sent Events answer (`event: <type>` / `data: <json>`), in order. */
function streamEvents(body: string): Array<{ type: string } & Record<string, unknown>> {
  return body
    .split(/\n\n+/)
    .map((block) => block.split('\n').find((line) => line.startsWith('data:')))
    .filter((line): line is string => Boolean(line))
    .map((line) => JSON.parse(line.slice('data:'.length)));
}

/** Through the API: Summit's admin makes and publishes an agent, and Emma asks it from her location. */
async function askedConversation(request: APIRequestContext, question: string) {
  const admin = await apiSession(request, AGENCY_ADMIN);
  const saved = await request.put('/v1/agents', {
    headers: admin.headers,
    data: { name: `Inbox helper ${unique()}`, greeting: 'Hello!', instructions: 'Answer from the knowledge base.' },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const agentId = (await saved.json()).data._id as string;
  expect((await request.post(`/v1/agents/${agentId}/publish`, { headers: admin.headers })).ok()).toBe(true);

  const emma = await apiSession(request, LOCATION_USER);
  const asked = await request.post('/v1/agents/location/agent-message', {
    headers: emma.headers,
    data: { locationId: emma.user.locationId, agentId, message: question },
  });
  expect(asked.ok(), await asked.text()).toBe(true);
  const events = streamEvents(await asked.text());
  const conversationId = events.find((e) => e.type === 'start')?.conversationId as string;
  const answerId = events.find((e) => e.type === 'done')?.messageId as string;
  expect(conversationId && answerId, JSON.stringify(events.at(-1))).toBeTruthy();
  /** Emma rates the answer unhelpful, with a reason. */
  const rateUnhelpful = async (reason: string) => {
    const rated = await request.put(`/api/v1/chat-conversations/messages/${answerId}/rating`, {
      headers: emma.headers,
      data: { helpful: false, reason },
    });
    expect(rated.ok(), await rated.text()).toBe(true);
  };
  return { conversationId, emma, rateUnhelpful };
}

/** A conversation of Emma's whose answer she rated unhelpful with a reason. */
async function unhelpfulConversation(request: APIRequestContext, question: string, reason: string) {
  const asked = await askedConversation(request, question);
  await asked.rateUnhelpful(reason);
  return asked;
}

async function signedInPage(browser: Browser, email: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  // In English: the sign-in helper finds the login screen's fields by their English labels.
  await signIn(page, email);
  return { context, page };
}

/** Full-page pictures for the reviewers when SHOTS_DIR is set. */
async function shoot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true });
}

test('staff find an answer rated unhelpful, read why, and answer as a person', async ({ browser, request }) => {
  const question = `How do I sign in to my account? ${unique()}`;
  const reason = `It did not say where the sign-in page is ${unique()}`;
  const reply = `Hi Emma, use the Sign in button at the top right ${unique()}`;
  const { conversationId, emma } = await unhelpfulConversation(request, question, reason);

  const { context, page } = await signedInPage(browser, AGENCY_ADMIN);
  await page.goto('/ai-agents/conversations');
  await expect(page.getByRole('heading', { level: 1, name: 'Conversations' })).toBeVisible();
  await page.getByLabel('Rating').selectOption('unhelpful');
  await expect(page).toHaveURL(/\?rating=unhelpful$/);
  const row = page.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: new RegExp(question.slice(-12)) });
  await expect(row).toContainText('Unhelpful answers: 1');
  await expect(row).toContainText('Summit Dental');
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/ai-agents/conversations/${conversationId}$`));
  await expect(page.getByText('Rated unhelpful by the asker')).toBeVisible();
  await expect(page.getByText(`Reason: ${reason}`)).toBeVisible();
  await expect(page.getByText(/the agent steps back/)).toBeVisible();

  await page.getByRole('textbox', { name: 'Your message to the asker' }).fill(reply);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('list', { name: 'Conversation' }).getByText(reply)).toBeVisible();
  await expect(page.getByText(/A person answers this conversation now/)).toBeVisible();

  // What Emma reads has the person's message.
  const seen = await request.get(`/api/v1/chat-conversations/retrieve/${conversationId}`, { headers: emma.headers });
  const messages = (await seen.json()).data.messages as Array<{ role: string; text: string }>;
  expect(messages.at(-1)).toMatchObject({ role: 'person', text: reply });

  // Back keeps the filter.
  await page.getByRole('link', { name: 'All conversations' }).click();
  await expect(page).toHaveURL(/\/ai-agents\/conversations\?rating=unhelpful$/);
  await context.close();
});

test('the inbox reads right to left in Arabic and fits a phone', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const reason = `Too vague ${unique()}`;
  const { conversationId } = await unhelpfulConversation(request, `Which browsers are supported? ${unique()}`, reason);
  // One sign-in; the language cookie comes first in the detection order, so each page load reads it.
  const { context, page } = await signedInPage(browser, AGENCY_ADMIN);
  for (const language of ['en', 'ar'] as const) {
    await context.addCookies([{ name: 'i18next', value: language, url: test.info().project.use.baseURL! }]);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/ai-agents/conversations?rating=unhelpful');
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      await expect(page.locator(`a[href="/ai-agents/conversations/${conversationId}"]`)).toBeVisible();
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await shoot(page, `ai-inbox-${language}-${width}`);
      await page.goto(`/ai-agents/conversations/${conversationId}`);
      await expect(page.getByText(reason)).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await shoot(page, `ai-conversation-${language}-${width}`);
    }
  }
  await context.close();
});

test('staff watching a conversation see the asker rate it, live, and its ticket by number', async ({ browser, request }) => {
  const reason = `It skipped the second step ${unique()}`;
  const { conversationId, emma, rateUnhelpful } = await askedConversation(request, `How do I reset a password? ${unique()}`);
  const handoff = await request.post(`/api/v1/chat-conversations/${conversationId}/handoff`, { headers: emma.headers, data: {} });
  expect(handoff.ok(), await handoff.text()).toBe(true);
  const { ticketId, ticketNumber } = (await handoff.json()).data as { ticketId: string; ticketNumber: number };

  const { context, page } = await signedInPage(browser, AGENCY_ADMIN);
  let retrieved = 0;
  page.on('request', (r) => {
    if (r.url().includes(`/chat-conversations/retrieve/${conversationId}`)) retrieved += 1;
  });
  await page.goto(`/ai-agents/conversations/${conversationId}`);
  await expect(page.getByRole('link', { name: `Ticket #${ticketNumber}` })).toHaveAttribute(
    'href',
    `/support_tickets/${ticketId}`,
  );
  await expect(page.getByText('Rated unhelpful by the asker')).toHaveCount(0);

  // Emma rates while the page stays open; rated again (the same rating) until the tab's socket has joined the
  // staff room, since the page cannot tell when that happened.
  await expect(async () => {
    await rateUnhelpful(reason);
    await expect(page.getByText('Rated unhelpful by the asker')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByText(`Reason: ${reason}`)).toBeVisible();
  await expect(page.getByText('Unhelpful answers: 1')).toBeVisible();
  // From the event itself: the conversation was not fetched again.
  expect(retrieved).toBe(1);
  await shoot(page, 'ai-conversation-ticket-en-1280');

  // In Arabic, on a phone: the ticket keeps the help desk's number, and nothing is wider than the screen.
  await context.addCookies([{ name: 'i18next', value: 'ar', url: test.info().project.use.baseURL! }]);
  await page.setViewportSize({ width: 390, height: 900 });
  await page.reload();
  await expect(page.getByRole('link', { name: `التذكرة رقم ${ticketNumber}` })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shoot(page, 'ai-conversation-ticket-ar-390');
  await context.close();
});
