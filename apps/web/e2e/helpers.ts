import { type APIRequestContext, expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'atrium-demo-2026';
export const SUPER_ADMIN = 'admin@atrium.test';

/**
 * Signs in through the login screen, as a user would. The account is found by its email, whatever its kind;
 * `_portal` only documents which kind of account a flow uses.
 */
export async function signIn(
  page: Page,
  email: string,
  _portal: 'Agency account' | 'Location or user account' = 'Agency account',
) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** A unique suffix so parallel tests never collide on emails or titles. */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A demo account's session through the API, for setting up or checking what a flow needs. */
export async function apiSession(request: APIRequestContext, email: string) {
  const res = await request.post('/api/v1/auth/sign-in', { data: { email, password: DEMO_PASSWORD } });
  expect(res.ok()).toBe(true);
  const { token, user } = (await res.json()).data as {
    token: string;
    user: { agencyId: string | null; locationId: string | null };
  };
  return { token, user, headers: { Authorization: `Bearer ${token}` } };
}

/** The id of a demo item found by one of its fields in the list `email` reads (`/faqs`, `/testimonials`, ...). */
export async function findItemId(
  request: APIRequestContext,
  email: string,
  path: string,
  field: string,
  value: string,
  params: Record<string, string | number> = {},
): Promise<string> {
  const { headers } = await apiSession(request, email);
  const res = await request.get(`/api/v1${path}`, { headers, params: { limit: 200, ...params } });
  expect(res.ok()).toBe(true);
  const found = ((await res.json()).data as Record<string, unknown>[]).find((item) => item[field] === value);
  expect(found, `${value} is in the demo data`).toBeDefined();
  return found!._id as string;
}

/** Sets the locations an education item is hidden from, as agency admin `email` (flows put demo data back with it). */
export async function setHiddenFrom(request: APIRequestContext, email: string, path: string, id: string, hiddenFrom: string[]) {
  const { headers } = await apiSession(request, email);
  const res = await request.put(`/api/v1${path}/${id}/visibility`, { headers, data: { hiddenFrom } });
  expect(res.ok()).toBe(true);
}
