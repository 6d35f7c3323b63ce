import { expect, type Locator, type Page, test } from '@playwright/test';
import { apiSession, signIn, unique } from './helpers';

const AGENCY_ADMIN = 'olivia@summitgrowth.test';
const LOCATION_USER = 'emma@summitdental.test';

/**
 * Pictures for the reviewers when SHOTS_DIR is set (en and ae, 1280 and 390 wide): the full page, one part of it, or
 * what the window shows (a dialog over the page).
 */
async function shoot(page: Page, name: string, part?: Locator | 'window') {
  const path = `${process.env.SHOTS_DIR}/${name}.png`;
  if (!process.env.SHOTS_DIR) return;
  if (part === 'window') await page.screenshot({ path });
  else await (part ? part.screenshot({ path }) : page.screenshot({ path, fullPage: true }));
}

test('an agency admin builds an agent from its FAQs and docs, tries it, publishes it and restores a version', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const name = `Summit Helper ${unique()}`;
  await signIn(page, AGENCY_ADMIN);

  // The account menu leads to the agents.
  await page.getByRole('button', { name: /Olivia/ }).click();
  await page.getByRole('menuitem', { name: 'AI agents' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'AI agents' })).toBeVisible();
  await page.getByRole('button', { name: 'New agent' }).first().click();
  await expect(page).toHaveURL(/\/ai-agents\/[0-9a-f-]{36}$/);
  const agentId = page.url().split('/').pop() as string;

  // Only FAQs and the knowledge base, a greeting, saved as the draft.
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Greeting').fill('Hello! Ask me anything about Atrium.');
  const sources = page.getByRole('group', { name: 'Sources' });
  for (const kind of ['Media library', 'Changelogs', 'Apps and snapshots', 'Custom answers', 'Uploaded files'])
    await sources.getByRole('checkbox', { name: new RegExp(kind) }).uncheck();
  await expect(page.getByRole('button', { name: 'Publish' })).toBeDisabled();
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await shoot(page, 'agents-builder');

  // The playground answers from the saved draft, citing the FAQ it quotes.
  const playground = page.getByRole('region', { name: 'Playground' });
  await playground.getByRole('textbox', { name: 'Your question' }).fill('does it work in firefox or safari');
  await playground.getByRole('button', { name: 'Send' }).click();
  // Quoted with a link in the answer, and listed under its sources.
  await expect(playground.getByRole('link', { name: /Which browsers are supported\?/ })).toHaveCount(2);
  await shoot(page, 'agents-playground', playground);

  // Version 1, then a change published as version 2.
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published v1')).toBeVisible();
  await page.getByLabel('Greeting').fill('Hi there, how can I help?');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Unpublished changes')).toBeVisible();
  await page.getByRole('button', { name: 'Publish changes' }).click();
  await expect(page.getByText('Published v2')).toBeVisible();
  await expect(page.getByText('The published version is up to date.')).toBeVisible();

  // Restoring version 1 brings its greeting back into the draft, unpublished until published again.
  await page.getByRole('tab', { name: 'Versions' }).click();
  await page.getByRole('button', { name: 'Restore version 1' }).click();
  await page.getByRole('dialog', { name: 'Restore version 1?' }).getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByLabel('Greeting')).toHaveValue('Hello! Ask me anything about Atrium.');
  await expect(page.getByText('Unpublished changes')).toBeVisible();

  // The server agrees: the draft is version 1's, and two versions are kept.
  const { headers } = await apiSession(request, AGENCY_ADMIN);
  const agent = (await (await request.get(`/v1/agents/${agentId}`, { headers })).json()).data;
  expect(agent).toMatchObject({ greeting: 'Hello! Ask me anything about Atrium.', publishedVersion: 2, hasDraftChanges: true });
  expect(agent.knowledgeKinds).toEqual(['faqs', 'docs']);
  const versions = (await (await request.get(`/v1/agents/${agentId}/versions`, { headers })).json()).data;
  expect(versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
});

test('an agency admin unpublishes an agent, which its location loses, then deletes it with its conversations', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const name = `Summit Front Desk ${unique()}`;
  const admin = await apiSession(request, AGENCY_ADMIN);
  const created = await request.put('/v1/agents', { headers: admin.headers, data: { name, knowledgeKinds: ['faqs'] } });
  const agentId = (await created.json()).data._id as string;
  expect((await request.post(`/v1/agents/${agentId}/publish`, { headers: admin.headers })).ok()).toBe(true);
  // A location user talks to it once.
  const emma = await apiSession(request, LOCATION_USER);
  const asked = await request.post('/v1/agents/message', {
    headers: emma.headers,
    data: { agentId, message: 'Which browsers are supported?' },
  });
  expect(asked.ok()).toBe(true);
  const conversationId = JSON.parse(
    (await asked.text())
      .split('\n')
      .find((l) => l.startsWith('data: '))!
      .slice(6),
  ).conversationId as string;

  await signIn(page, AGENCY_ADMIN);
  await page.goto(`/ai-agents/${agentId}`);
  await expect(page.getByText('Published v1')).toBeVisible();
  await page.getByRole('button', { name: 'Unpublish' }).click();
  const unpublish = page.getByRole('dialog', { name: `Unpublish ${name}?` });
  await unpublish.getByRole('button', { name: 'Unpublish' }).click();
  await expect(unpublish).toBeHidden();
  await expect(page.getByText('Unpublished (was v1)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish again' })).toBeEnabled();

  // Emma can no longer pick it, and her conversation says it is gone; she can still read it.
  const usable = (await (await request.get('/v1/agents', { headers: emma.headers })).json()).data as { _id: string }[];
  expect(usable.map((a) => a._id)).not.toContain(agentId);
  const again = await request.post('/v1/agents/message', {
    headers: emma.headers,
    data: { agentId, conversationId, message: 'Hello?' },
  });
  expect(again.status()).toBe(409);
  const read = await request.get(`/api/v1/chat-conversations/retrieve/${conversationId}`, { headers: emma.headers });
  expect(read.ok()).toBe(true);

  // Deleting says what goes with it, by keyboard, and lands on the list.
  const remove = page.getByRole('button', { name: 'Delete agent' });
  await remove.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Delete ${name}?` });
  await expect(dialog.getByText('Its 1 conversation will be deleted too, for everyone who had it.')).toBeVisible();
  await expect(dialog.getByText(/leave the agent unpublished instead of deleting it/)).toBeVisible();
  await shoot(page, 'agents-delete-en-1280', 'window');
  await dialog.getByRole('button', { name: 'Delete agent' }).click();
  await expect(page).toHaveURL(/\/ai-agents$/);
  await expect(page.getByText(`${name} was deleted.`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'AI agents' })).toBeVisible();
  await expect(page.getByText(name, { exact: true })).toHaveCount(0);

  expect((await request.get(`/v1/agents/${agentId}`, { headers: admin.headers })).status()).toBe(404);
  expect((await request.get(`/api/v1/chat-conversations/retrieve/${conversationId}`, { headers: emma.headers })).status()).toBe(
    404,
  );
});

test('the agents’ screens at 390 px and in Arabic', async ({ browser, request }) => {
  test.skip(!process.env.SHOTS_DIR, 'pictures for the reviewers only');
  test.setTimeout(240_000);
  const { headers } = await apiSession(request, AGENCY_ADMIN);
  // An agent of its own to show, with a greeting and only some sources, whatever else the run has made.
  const created = await request.put('/v1/agents', {
    headers,
    data: { name: `Summit Concierge ${unique()}`, greeting: 'Hello! Ask me about your apps.', knowledgeKinds: ['faqs', 'docs'] },
  });
  expect(created.ok()).toBe(true);
  const own = (await created.json()).data as { _id: string };
  // Published and asked once, so the delete question has a conversation to count.
  expect((await request.post(`/v1/agents/${own._id}/publish`, { headers })).ok()).toBe(true);
  const emma = await apiSession(request, LOCATION_USER);
  const asked = await request.post('/v1/agents/message', {
    headers: emma.headers,
    data: { agentId: own._id, message: 'Which browsers are supported?' },
  });
  expect(asked.ok()).toBe(true);
  for (const [lang, width] of [
    ['en', 390],
    ['ae', 1280],
    ['ae', 390],
  ] as const) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await signIn(page, AGENCY_ADMIN);
    // Signed in with the English labels; the cookie comes first in the language detection (SPEC 8).
    if (lang === 'ae') await context.addCookies([{ name: 'i18next', value: 'ae', domain: 'localhost', path: '/' }]);
    for (const [path, shot] of [
      ['/ai-agents', 'list'],
      [`/ai-agents/${own._id}`, 'builder'],
      ['/ai-agents/usage', 'usage'],
    ] as const) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await shoot(page, `agents-${shot}-${lang}-${width}`);
    }
    // The delete question, on the agent's own builder.
    await page.goto(`/ai-agents/${own._id}`);
    await shoot(page, `agents-actions-${lang}-${width}`, 'window');
    await page.getByRole('button', { name: lang === 'ae' ? 'حذف الوكيل' : 'Delete agent' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await shoot(page, `agents-delete-${lang}-${width}`, 'window');
    await context.close();
  }
});
