import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, SUPER_ADMIN, signIn, unique } from './helpers';

test('sign up, log out and log in again', async ({ page }) => {
  const id = unique();
  const email = `owner-${id}@agency.test`;
  await page.goto('/register');
  // Validation shows in place and loses nothing.
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Agency name must be at least 2 characters')).toBeVisible();

  await page.getByLabel('Agency name').fill(`Rocket ${id}`);
  await page.getByLabel('First name').fill('Rita');
  await page.getByLabel('Last name').fill('Rocket');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await expect(page.getByLabel('Agency name')).toHaveValue(`Rocket ${id}`);
  await page.getByLabel('Password', { exact: true }).fill('rocket-launch-2026');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/$/);
  const account = page.getByRole('banner').getByRole('button', { name: /Rita/ });
  await expect(account).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

  await account.click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('rocket-launch-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: /Rita/ })).toBeVisible();
});

test('a registered email cannot sign up twice', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Agency name').fill('Copy Agency');
  await page.getByLabel('First name').fill('Olivia');
  await page.getByLabel('Last name').fill('Copy');
  await page.getByLabel('Email').fill('olivia@summitgrowth.test');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('An account with this email already exists')).toBeVisible();
});

/** A fresh agency admin through the API, so flows that change a password never touch the demo accounts. */
async function freshAccount(request: APIRequestContext, first = 'Nora') {
  const email = `reset-${unique()}@agency.test`;
  const res = await request.post('/api/v1/auth/signup', {
    data: { agencyName: `Reset ${unique()}`, firstName: first, lastName: 'Reset', email, password: 'first-passphrase-1' },
  });
  expect(res.status()).toBe(201);
  return { email, token: (await res.json()).data.token as string };
}

/** Full-page pictures for the reviewers when SHOTS_DIR is set. */
async function shoot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true });
}

test('forgot password: the link from the outbox sets a new password and signs every session out', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { email, token } = await freshAccount(request);

  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password\?email=/);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByText(`If an account uses ${email}`)).toBeVisible();
  await shoot(page, 'forgot-sent-en-1280');

  // No SMTP_URL on the test server: the super admin reads the mail in the outbox.
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, SUPER_ADMIN);
  await admin
    .getByRole('banner')
    .getByRole('button', { name: /Account menu/ })
    .click();
  await admin.getByRole('menuitem', { name: 'Admin: Outbox' }).click();
  await expect(admin).toHaveURL(/\/admin\/outbox$/);
  await expect(admin.getByRole('heading', { name: 'Outbox', level: 1 })).toBeVisible();
  const row = admin.getByRole('button', { name: new RegExp(`Reset your Atrium password.*${email.replace(/[.+]/g, '\\$&')}`) });
  await expect(row).toBeVisible({ timeout: 15_000 });
  await expect(row).toContainText('Not sent');
  await shoot(admin, 'outbox-en-1280');
  await row.click();
  const dialog = admin.getByRole('dialog', { name: 'Reset your Atrium password' });
  const link = await dialog.getByRole('link', { name: /\/reset-password\?token=/ }).getAttribute('href');
  expect(link).toMatch(/^http:\/\/[^/]+\/reset-password\?token=[\w-]{43}$/);
  await shoot(admin, 'outbox-mail-en-1280');
  await admin.context().close();

  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('second-passphrase-2');
  await page.getByLabel('Confirm new password').fill('second-passphrase-3');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('The passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm new password').fill('second-passphrase-2');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('heading', { name: 'Your password was changed' })).toBeVisible();

  // The session made at sign-up is gone; the link works once.
  const me = await request.get('/api/v1/account', { headers: { Authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(401);
  const again = await request.post('/api/v1/user/reset-password', {
    data: { token: new URL(link!).searchParams.get('token'), password: 'third-passphrase-3' },
  });
  expect((await again.json()).error.code).toBe('reset_link_used');

  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('first-passphrase-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('second-passphrase-2');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: /Nora/ })).toBeVisible();
});

test('a location user signs in with email and password alone', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('radio')).toHaveCount(0);
  await page.getByLabel('Email').fill('emma@summitdental.test');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: /Emma/ })).toBeVisible();
});

test('the auth pages fit a phone, in Arabic too', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const lng of ['en', 'ae']) {
    await page.goto(`/forgot-password?lng=${lng}`);
    await expect(page.locator('html')).toHaveAttribute('dir', lng === 'ae' ? 'rtl' : 'ltr');
    await expect(page.getByRole('button', { name: lng === 'ae' ? 'إرسال الرابط' : 'Send reset link' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shoot(page, `forgot-${lng}-390`);
    await page.goto(`/reset-password?token=not-a-real-token&lng=${lng}`);
    await page.getByLabel(lng === 'ae' ? 'كلمة المرور الجديدة' : 'New password', { exact: true }).fill('some-long-passphrase');
    await page.getByLabel(lng === 'ae' ? 'تأكيد كلمة المرور الجديدة' : 'Confirm new password').fill('some-long-passphrase');
    await page.getByRole('button', { name: lng === 'ae' ? 'تعيين كلمة المرور الجديدة' : 'Set new password' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shoot(page, `reset-invalid-${lng}-390`);
  }
});
