import { type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, signIn, unique } from './helpers';

const LOCATION_USER = 'emma@summitdental.test';
const AGENT = 'olivia@summitgrowth.test';

async function signedInPage(browser: Browser, email: string, portal?: 'Location or user account') {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email, portal);
  return { context, page };
}

/** Full-page pictures for the reviewers when SHOTS_DIR is set (en and ae, 1280 and 390 wide). */
async function shoot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true });
}

test('a location user opens a ticket, an agent answers, and the answer arrives live', async ({ browser }) => {
  const subject = `Invoices do not download ${unique()}`;
  const note = `Check the billing export job ${unique()}`;
  const answer = `Thanks Emma, please try again now ${unique()}`;
  const user = await signedInPage(browser, LOCATION_USER, 'Location or user account');
  const headerLink = user.page.getByRole('banner').locator('a[href="/support_tickets"]');
  // The demo data has unread answers already: the flow counts from where it starts.
  const unread = async () => Number((await headerLink.getAttribute('aria-label'))?.match(/\d+/)?.[0] ?? 0);

  await user.page.goto('/support_tickets');
  await expect(headerLink).toHaveAttribute('aria-label', /^Support/);
  await user.page.getByRole('link', { name: 'New ticket' }).first().click();
  await user.page.getByRole('button', { name: 'Submit ticket' }).click();
  await expect(user.page.getByLabel('Subject')).toHaveAccessibleDescription('This field is required.');
  await user.page.getByLabel('Subject').fill(subject);
  await user.page.getByLabel('Priority').selectOption('high');
  await user.page.getByLabel('Description').fill('The download button does nothing since Monday.');
  await user.page.getByRole('button', { name: 'Submit ticket' }).click();
  await expect(user.page.getByRole('heading', { name: subject })).toBeVisible();
  await user.page.getByRole('link', { name: 'All tickets' }).first().click();
  const userRow = user.page.getByRole('list', { name: 'Tickets' }).getByRole('link', { name: new RegExp(subject) });
  await expect(userRow).toBeVisible();
  const before = await unread();

  const agent = await signedInPage(browser, AGENT);
  await agent.page.goto('/support_tickets');
  await expect(agent.page.getByRole('tab', { name: 'Unassigned' })).toHaveAttribute('aria-selected', 'true');
  await agent.page
    .getByRole('list', { name: 'Tickets' })
    .getByRole('link', { name: new RegExp(subject) })
    .click();
  await expect(agent.page.getByRole('heading', { name: subject })).toBeVisible();
  await agent.page.getByRole('button', { name: 'Assign to me' }).click();
  await expect(agent.page.getByLabel('Assignee')).toHaveValue(/.+/);

  await agent.page.getByText('Internal note', { exact: true }).first().click();
  await agent.page.getByLabel('Internal note, seen by the team only').fill(note);
  await agent.page.keyboard.press('Control+Enter');
  await expect(agent.page.locator('[data-kind="internal"]').filter({ hasText: note })).toBeVisible();
  await agent.page.getByText('Reply', { exact: true }).click();
  await agent.page.getByLabel('Your reply').fill(answer);
  await agent.page.getByRole('button', { name: 'Send reply' }).click();
  await expect(agent.page.locator('[data-kind="team"]').filter({ hasText: answer })).toBeVisible();

  // The user's list and header change without a reload: one more unread answer (the note does not count).
  await expect.poll(unread).toBe(before + 1);
  await expect(headerLink).toHaveAttribute(
    'aria-label',
    `Support: ${before + 1} unread ${before + 1 === 1 ? 'answer' : 'answers'}`,
  );
  await expect(userRow).toContainText('1 new');
  await expect(userRow).toContainText('Pending');
  await userRow.click();
  await expect(user.page.getByText(answer)).toBeVisible();
  await expect.poll(unread).toBe(before);
  await expect(agent.page.getByText('Also viewing:')).toBeVisible();
  await expect(agent.page.getByRole('status').filter({ hasText: 'Emma D.' })).toBeVisible();

  // A second answer appears in the open conversation, live, and the open tab reads it at once.
  const followUp = `It works again on our side ${unique()}`;
  await agent.page.getByLabel('Your reply').fill(followUp);
  await agent.page.keyboard.press('Control+Enter');
  await expect(user.page.getByText(followUp)).toBeVisible();
  await expect.poll(unread).toBe(before);
  await expect(user.page.getByText(note)).toHaveCount(0);
  await expect(user.page.getByText('Internal note')).toHaveCount(0);

  await user.context.close();
  await agent.context.close();
});

test("a customer's phone shows no Ctrl+Enter hint and no first-response data; the team's desk shows both", async ({
  browser,
}) => {
  const subject = `Phone thread ${unique()}`;
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const user = await phone.newPage();
  await signIn(user, LOCATION_USER, 'Location or user account');
  await user.goto('/support_tickets/new');
  await user.getByLabel('Subject').fill(subject);
  await user.getByLabel('Description').fill('The calendar is empty on my phone.');
  await expect(user.getByText('Ctrl + Enter (⌘ + Enter) sends')).toHaveCount(0);
  await user.getByRole('button', { name: 'Submit ticket' }).click();
  await expect(user.getByRole('heading', { name: subject })).toBeVisible();
  const ticketPath = new URL(user.url()).pathname;
  await expect(user.getByLabel('Your reply')).toBeVisible();
  await expect(user.getByText('Ctrl + Enter (⌘ + Enter) sends')).toHaveCount(0);
  await expect(user.getByText('First response')).toHaveCount(0);
  await expect(user.getByText(/^(Due in|Overdue by|Answered)/)).toHaveCount(0);
  // The shortcut still sends, for a phone or tablet with a keyboard attached.
  await user.getByLabel('Your reply').fill('Adding a detail from my phone.');
  await user.getByLabel('Your reply').press('Control+Enter');
  await expect(user.locator('[data-kind="customer"]').filter({ hasText: 'Adding a detail from my phone.' })).toBeVisible();

  const agent = await signedInPage(browser, AGENT);
  await agent.page.goto(ticketPath);
  await expect(agent.page.getByRole('heading', { name: subject })).toBeVisible();
  await expect(agent.page.getByText('Ctrl + Enter (⌘ + Enter) sends')).toBeVisible();
  await expect(agent.page.getByText('First response').first()).toBeVisible();
  await expect(agent.page.getByText(/^Due in/).first()).toBeVisible();
  await phone.close();
  await agent.context.close();
});

test('the embedded view checks its ids: the right ones show the list, wrong ones an error', async ({ browser, request }) => {
  // Location people sign in at the user portal.
  const res = await request.post('/api/v1/user/login', { data: { email: LOCATION_USER, password: DEMO_PASSWORD } });
  expect(res.ok()).toBe(true);
  const {
    _id: userId,
    agencyId,
    locationId,
  } = (await res.json()).data.user as { _id: string; agencyId: string; locationId: string };
  const user = await signedInPage(browser, LOCATION_USER, 'Location or user account');

  await user.page.goto(`/updated_app/support/${agencyId}/${locationId}/${userId}`);
  await expect(user.page.getByRole('heading', { name: 'Support tickets' })).toBeVisible();
  await expect(user.page.getByText(/^Summit Dental.* · Summit Growth Agency$/)).toBeVisible();
  await expect(user.page.getByRole('banner')).toHaveCount(0);
  await user.page.getByRole('link', { name: 'New ticket' }).click();
  await expect(user.page).toHaveURL(new RegExp(`/updated_app/support/${agencyId}/${locationId}/${userId}/new$`));

  await user.page.goto(`/support/${agencyId}/${locationId}/pro/${agencyId}`);
  await expect(user.page.getByRole('alert')).toContainText('This support link does not match your account');
  await user.context.close();
});

test('support screens, for the reviewers', async ({ browser, request }) => {
  test.skip(!process.env.SHOTS_DIR, 'pictures only when SHOTS_DIR is set');
  test.setTimeout(120_000);
  const user = await signedInPage(browser, LOCATION_USER, 'Location or user account');
  await user.page.goto('/support_tickets/new');
  await user.page.getByLabel('Subject').fill(`Calendar sync stopped ${unique()}`);
  await user.page.getByLabel('Description').fill('Bookings from the widget no longer reach the calendar.\nSince this morning.');
  await user.page.getByRole('button', { name: 'Submit ticket' }).click();
  await expect(user.page.getByRole('heading', { name: /Calendar sync stopped/ })).toBeVisible();
  const ticketPath = new URL(user.page.url()).pathname;
  const agent = await signedInPage(browser, AGENT);
  await agent.page.goto(ticketPath);
  await agent.page.getByText('Internal note', { exact: true }).first().click();
  await agent.page.getByLabel('Internal note, seen by the team only').fill('Probably the webhook secret rotated on Friday.');
  await agent.page.keyboard.press('Control+Enter');
  await agent.page.getByText('Reply', { exact: true }).click();
  await agent.page.getByLabel('Your reply').fill('Thanks! We are reconnecting the calendar now and will confirm shortly.');
  await agent.page.keyboard.press('Control+Enter');
  await expect(agent.page.locator('[data-kind="team"]')).toHaveCount(1);

  const login = await request.post('/api/v1/user/login', { data: { email: LOCATION_USER, password: DEMO_PASSWORD } });
  const me = (await login.json()).data.user as { _id: string; agencyId: string; locationId: string };
  const embedded = `/updated_app/support/${me.agencyId}/${me.locationId}/${me._id}`;

  for (const lng of ['en', 'ae']) {
    for (const width of [1280, 390]) {
      const tag = `${lng}-${width}`;
      for (const { page } of [agent, user]) await page.setViewportSize({ width, height: 900 });
      await agent.page.goto(`/support_tickets?lng=${lng}`);
      await expect(
        agent.page.getByRole('list').filter({ has: agent.page.locator('a[href^="/support_tickets/"]') }),
      ).toBeVisible();
      await shoot(agent.page, `list-team-${tag}`);
      await agent.page.goto(`${ticketPath}?lng=${lng}`);
      await expect(agent.page.locator('[data-kind="internal"]')).toBeVisible();
      await shoot(agent.page, `detail-team-${tag}`);
      await user.page.goto(`${ticketPath}?lng=${lng}`);
      await expect(user.page.locator('[data-kind="team"]')).toBeVisible();
      await shoot(user.page, `detail-user-${tag}`);
      await user.page.goto(`/support_tickets/new?lng=${lng}`);
      await user.page.locator('button[type="submit"]').click();
      await shoot(user.page, `new-${tag}`);
      await user.page.goto(`${embedded}?lng=${lng}`);
      await expect(user.page.locator(`a[href^="${embedded}/"]`).first()).toBeVisible();
      await shoot(user.page, `embedded-${tag}`);
      await user.page.goto(`/support_tickets?status=solved&lng=${lng}`);
      await user.page.locator('li > a[href^="/support_tickets/"]').first().click();
      await expect(user.page.locator('[data-kind="team"]').first()).toBeVisible();
      await shoot(user.page, `solved-user-${tag}`);
    }
  }
  await user.context.close();
  await agent.context.close();
});
