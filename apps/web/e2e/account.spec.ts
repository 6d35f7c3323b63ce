import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { unique } from './helpers';

const PASSWORD = 'profile-passphrase-1';

/** A fresh agency admin, so changing a name or signing sessions out never disturbs the demo accounts. */
async function freshAccount(request: APIRequestContext) {
  const email = `profile-${unique()}@agency.test`;
  const res = await request.post('/api/v1/auth/signup', {
    data: { agencyName: `Profile ${unique()}`, firstName: 'Pia', lastName: 'Profile', email, password: PASSWORD },
  });
  expect(res.status()).toBe(201);
  // Sign-up signs in; that session is set aside so the browsers below are the account's only ones.
  const logout = await request.post('/api/v1/auth/logout', {
    headers: { Authorization: `Bearer ${(await res.json()).data.token}` },
  });
  expect(logout.ok()).toBe(true);
  return email;
}

async function signInAs(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);
}

async function shoot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true });
}

test('profile: change the name, see the sessions, sign another browser out', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const email = await freshAccount(request);
  const laptop = await browser.newContext({
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  });
  const phone = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  });
  const page = await laptop.newPage();
  const other = await phone.newPage();
  await signInAs(other, email);
  await signInAs(page, email);

  await page.getByRole('banner').getByRole('button', { name: /Pia/ }).click();
  await page.getByRole('menuitem', { name: 'Your profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page).toHaveTitle(/Your profile/);
  await expect(page.getByLabel('Email')).toHaveValue(email);

  await page.getByLabel('First name').fill('Philippa');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your details were saved.')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: /Philippa/ })).toBeVisible();

  const sessions = page.getByRole('list').filter({ hasText: 'This browser' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.getByRole('listitem').first()).toContainText('Firefox on Linux');
  await expect(sessions.getByRole('listitem').first()).toContainText('This browser');
  await shoot(page, 'profile-en-1280');
  await sessions.getByRole('button', { name: 'Sign out Safari on iOS' }).click();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByText('No other browser is signed in to your account.')).toBeVisible();

  // The phone's token no longer works; this browser's still does.
  const phoneToken = await other.evaluate(() => localStorage.getItem('token'));
  const phoneMe = await request.get('/api/v1/account', { headers: { Authorization: `Bearer ${phoneToken}` } });
  expect(phoneMe.status()).toBe(401);
  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('Philippa');

  for (const [lng, width] of [
    ['en', 390],
    ['ae', 1280],
    ['ae', 390],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/profile?lng=${lng}`);
    await expect(page.getByLabel(lng === 'ae' ? 'الاسم الأول' : 'First name')).toHaveValue('Philippa');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await shoot(page, `profile-${lng}-${width}`);
  }
  await laptop.close();
  await phone.close();
});

test('profile: a new email needs the current password, then signs in', async ({ page, request }) => {
  const email = await freshAccount(request);
  const next = `moved-${unique()}@agency.test`;
  await signInAs(page, email);
  await page.goto('/profile');
  await page.getByLabel('Email').fill(next);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Enter your current password to change your email')).toBeVisible();
  await page.getByLabel('Current password').first().fill('not-the-password');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your current password is not correct').first()).toBeVisible();
  await page.getByLabel('Current password').first().fill(PASSWORD);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(`From now on, sign in with ${next}.`)).toBeVisible();
  const res = await request.post('/api/v1/auth/sign-in', { data: { email: next, password: PASSWORD } });
  expect(res.status()).toBe(200);
});

test('the profile asks visitors to sign in first', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fprofile$/);
});
