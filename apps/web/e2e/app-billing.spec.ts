import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { apiSession, signIn } from './helpers';
import { pressBelowCardFrame } from './store-helpers';

const AGENCY_ADMIN = 'olivia@summitgrowth.test';
const LOCATIONS = ['Summit Dental Downtown', 'Summit Realty North'];

interface Plan {
  _id: string;
  name: string;
  model: string;
  priceCents: number;
  trialDays: number;
}
interface PaidApp {
  _id: string;
  name: string;
  plan: Plan;
}

/**
 * The app to buy: a live app for locations that Summit Growth has nowhere yet, with a paid monthly or yearly plan that
 * has a trial, whose partner can take payments (the server's quote for the two demo locations says so).
 */
async function pickPaidApp(request: APIRequestContext): Promise<PaidApp> {
  const { headers } = await apiSession(request, AGENCY_ADMIN);
  const locations: { _id: string; name: string }[] = (await (await request.get('/api/v1/agency/locations', { headers })).json())
    .data;
  const locationIds = LOCATIONS.map((name) => locations.find((l) => l.name === name)?._id);
  expect(locationIds.every(Boolean)).toBe(true);
  const list = await request.get('/api/v1/app/filter?installTarget=location&price=paid&sort=installs&limit=60');
  const apps: { _id: string; name: string }[] = (await list.json()).data;
  for (const app of apps) {
    if (apps.filter((a) => a.name === app.name).length > 1) continue;
    const state = (await (await request.get(`/api/v1/app/install_state?app_id=${app._id}`, { headers })).json()).data;
    if (state.state !== 'install' || !state.canInstallFor.locations) continue;
    const detail = (await (await request.get(`/api/v1/app/get_single_app?app_id=${app._id}`)).json()).data as { plans: Plan[] };
    const plan = detail.plans.find((p) => (p.model === 'monthly' || p.model === 'yearly') && p.priceCents > 0 && p.trialDays > 0);
    if (!plan) continue;
    const quote = await request.post('/api/v1/app/billing/quote', {
      headers,
      data: { appId: app._id, planId: plan._id, target: { kind: 'locations', locationIds } },
    });
    if (quote.ok()) return { ...app, plan };
  }
  throw new Error('No paid app with a trial that Summit Growth can buy in the demo data');
}

/** Types a card into the card form's frame (the Stripe sandbox's own page) and presses the dialog's submit. */
async function payWithCard(dialog: Locator, number: string, submit: string | RegExp) {
  const frame = dialog.frameLocator('iframe');
  await frame.getByLabel('Card number').fill(number);
  await frame.getByLabel('Expiration date').fill('12 / 34');
  await frame.getByLabel('Security code').fill('123');
  const postal = frame.getByLabel('Postal code');
  if (await postal.isVisible()) await postal.fill('10001');
  await pressBelowCardFrame(dialog.getByRole('button', { name: submit }));
}

async function openApp(page: Page, app: PaidApp) {
  await page.goto(`/${app._id}`);
  await expect(page.getByRole('heading', { level: 1, name: app.name })).toBeVisible();
  return page.getByTestId('app-install-panel');
}

test('Olivia pays for an app on two locations, then cancels; subscribes to a bundle; sees it all in billing', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const app = await pickPaidApp(request);
  await signIn(page, AGENCY_ADMIN);

  // Installing a paid plan: the total for both locations and the trial, then the card.
  const panel = await openApp(page, app);
  await panel.getByRole('button', { name: 'Install' }).click();
  const dialog = page.getByRole('dialog', { name: `Install ${app.name}` });
  await dialog.getByRole('radio', { name: new RegExp(app.plan.name) }).check({ force: true });
  await dialog.getByRole('radio', { name: /Chosen locations/ }).check();
  for (const name of LOCATIONS) await dialog.getByRole('checkbox', { name }).check();
  const perPeriod = app.plan.model === 'yearly' ? 'year' : 'month';
  await expect(dialog.getByTestId('quote-total')).toHaveText(new RegExp(`/${perPeriod} for 2 locations$`));
  await expect(dialog.getByTestId('quote-trial')).toHaveText(
    new RegExp(`^Free for ${app.plan.trialDays} days?, then .+/${perPeriod} from `),
  );
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();
  const pay = page.getByRole('dialog', { name: `Pay for ${app.name}` });
  await payWithCard(pay, '4242 4242 4242 4242', 'Start free trial');
  await expect(pay).toBeHidden({ timeout: 30_000 });
  await expect(page.getByText(new RegExp(`${app.name} installed\\. Your free trial ends on`))).toBeVisible();
  for (const name of LOCATIONS) await expect(panel.getByText(name, { exact: true })).toBeVisible();
  await expect(panel.getByTestId('app-subscription')).toContainText(/Free trial until/);

  // Uninstalling every location of a paid install ends the subscription at the period's end, said plainly.
  await panel.getByRole('button', { name: 'Uninstall' }).click();
  const uninstall = page.getByRole('dialog', { name: `Uninstall ${app.name}?` });
  await uninstall.getByRole('radio', { name: /Chosen locations/ }).check();
  for (const name of LOCATIONS) await uninstall.getByRole('checkbox', { name }).check();
  await expect(uninstall.getByTestId('paid-end-notice')).toHaveText(
    /^Your subscription ends on .+; the app stays installed until then\.$/,
  );
  await uninstall.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByText(new RegExp(`${app.name} stays installed until .+, then it is removed\\.`))).toBeVisible();
  await expect(panel.getByTestId('app-subscription')).toContainText(/Ends on/);
  for (const name of LOCATIONS) await expect(panel.getByText(name, { exact: true })).toBeVisible();

  // A bundle for the agency: Subscribe, the card, and its apps show installed.
  const bundle = (await (await request.get('/api/v1/app/bundles/alltheapps')).json()).data as {
    name: string;
    apps: { _id: string }[];
  };
  await page.goto(`/alltheappsstore/${bundle.apps[0]!._id}`);
  await expect(page.getByRole('heading', { level: 1, name: bundle.name })).toBeVisible();
  await page.getByTestId('bundle-subscribe').getByRole('button', { name: 'Subscribe' }).click();
  const subscribe = page.getByRole('dialog', { name: `Subscribe to ${bundle.name}` });
  await expect(subscribe.getByTestId('quote-total')).toHaveText(/\/month for the agency$/);
  await subscribe.getByRole('button', { name: 'Continue to payment' }).click();
  await payWithCard(subscribe, '4242 4242 4242 4242', /^Subscribe for /);
  await expect(subscribe).toBeHidden({ timeout: 30_000 });
  await expect(page.getByText(`Subscribed to ${bundle.name}: its apps are installed`)).toBeVisible();
  await expect(page.getByTestId('bundle-subscribe').getByText('Subscribed', { exact: true })).toBeVisible();
  await expect(page.getByText(`${bundle.apps.length} of ${bundle.apps.length} installed`)).toBeVisible();

  // /app_billings: the spend, both subscriptions, and the bundle's paid invoice.
  await page.goto('/app_billings');
  const billing = page.getByTestId('billing-overview');
  await expect(billing.getByTestId('billing-monthly')).toContainText('/month');
  await expect(billing.getByTestId('billing-subscription').filter({ hasText: app.name })).toContainText('Ending');
  await expect(billing.getByTestId('billing-subscription').filter({ hasText: bundle.name })).toContainText('Active');
  await expect(billing.getByTestId('billing-invoice').filter({ hasText: 'Paid' }).first()).toBeVisible();
  await expect(billing.getByTestId('billing-card').first()).toContainText('ending in 4242');
});
