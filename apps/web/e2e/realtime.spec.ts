import { expect, test } from '@playwright/test';
import { SUPER_ADMIN, signIn, unique } from './helpers';

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
