import type { TStoreListing, TStoreSubscription, TSubscriptionChangePreview } from '@atrium/contracts/store';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  listing,
  notFound,
  PRODUCT_ID,
  STORE_ID,
  SUBSCRIPTION_ID,
  signIn,
  store,
  storefrontPath,
  subscription,
} from '@/features/store/store-fixtures';
import { type FetchCall, renderInShell, stubFetch } from '@/test/app-harness';
import { StorefrontPage } from './storefront-page';

vi.mock('@/lib/socket', () => ({ useSocket: () => null }));
// The frame's toaster asks whether motion is reduced; jsdom has no matchMedia.
beforeEach(() => vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener() {}, removeEventListener() {} })));
afterEach(() => vi.unstubAllGlobals());

const PLUS_ID = '0192f1c2-0000-7000-8000-000000000072';
const YEARLY_ID = '0192f1c2-0000-7000-8000-000000000073';
const plan = (overrides: Partial<TStoreListing>): TStoreListing => {
  const { snapshotFields: _f, store: _s, ...base } = listing({ options: [], billing: 'month', ...overrides });
  return base;
};
const PLANS = [
  plan({ _id: PRODUCT_ID, name: 'SEO care', priceMinor: 9_700 }),
  plan({ _id: PLUS_ID, name: 'SEO care plus', priceMinor: 19_700 }),
  plan({
    _id: YEARLY_ID,
    name: 'SEO care yearly',
    billing: 'year',
    priceMinor: 99_000,
    options: [{ name: 'Reports', required: true, choices: [{ label: 'Weekly', priceMinor: 10_000 }] }],
  }),
  plan({ _id: '0192f1c2-0000-7000-8000-000000000074', name: 'Local SEO audit', billing: 'one_time' }),
];
const render = () =>
  renderInShell(<div />, {
    path: `${storefrontPath('store_services')}?view=subscriptions`,
    routes: [
      { path: '/app/:company_id/:planId/:userId/:locationId/:app_creator_app_id/store_services', element: <StorefrontPage /> },
    ],
  });

/** The buyer's store: its plans, the location's subscription, and the preview and change the test answers. */
function serve(answer: (call: FetchCall) => { status?: number; body?: unknown } | null, shop = store()) {
  let current: TStoreSubscription = subscription();
  return stubFetch((call) => {
    const { url, method, body } = call;
    const own = answer(call);
    if (own) return own;
    if (url === `/api/agency_app/stores/${STORE_ID}`) return { body: { data: shop } };
    if (url.startsWith('/api/agency_app/store_services?'))
      return { body: { data: { store: shop, tags: [], collections: [], products: PLANS } } };
    if (url.startsWith('/api/agency_app/subscriptions?'))
      return { body: { data: [current], meta: { total: 1, nextCursor: null } } };
    if (method === 'POST' && url === '/api/agency_app/change_subscription') {
      const moved = PLANS.find((p) => p._id === (body as { productId: string }).productId);
      current = subscription({ productId: moved?._id, productName: moved?.name, unitMinor: moved?.priceMinor });
      return { body: { data: current } };
    }
    return notFound;
  });
}

const PREVIEW = '/api/agency_app/preview_change_subscription';
/** Stripe's preview of the change, as the server answers it. */
const previewSays =
  (data: TSubscriptionChangePreview) =>
  ({ url }: FetchCall) =>
    url === PREVIEW ? { body: { data } } : null;

describe("changing a subscription's plan", { timeout: 30_000 }, () => {
  it('offers the other recurring plans, previews the proration, and moves the subscription', async () => {
    signIn('location_admin');
    const { calls } = serve(
      previewSays({
        prorationMinor: 5_000,
        currency: 'USD',
        nextAmountMinor: 19_700,
        // The sandbox's preview gives no date: the subscription's period end stands in.
        nextPaymentAt: null,
      }),
    );
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Change plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the plan of “SEO care”' });
    expect(within(dialog).getByText('Current plan: $97 / month')).toBeInTheDocument();
    // The current plan and one-time products are not plans to move to.
    const radios = await within(dialog).findAllByRole('radio');
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual([
      'SEO care plus$197 / month',
      'SEO care yearlyfrom $990 / year',
    ]);
    const confirm = within(dialog).getByRole('button', { name: 'Change plan' });
    expect(confirm).toBeDisabled();

    await userEvent.click(within(dialog).getByRole('radio', { name: /SEO care plus/ }));
    const summary = await within(dialog).findByRole('region', { name: 'What the change costs' });
    expect(within(summary).getByText('$197 / month')).toBeInTheDocument();
    expect(within(summary).getByText('To pay for the rest of this period')).toBeInTheDocument();
    expect(within(summary).getByText('$50')).toBeInTheDocument();
    expect(within(summary).getByText('Next payment, on Dec 27, 2026')).toBeInTheDocument();
    expect(within(summary).getByText('$247')).toBeInTheDocument();
    const asked = {
      subscriptionId: SUBSCRIPTION_ID,
      productId: PLUS_ID,
      options: [],
      expectedAmountMinor: 19_700,
      currency: 'USD',
    };
    expect(calls.find((c) => c.url === PREVIEW)?.body).toEqual(asked);

    await userEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.url === '/api/agency_app/change_subscription')?.body).toEqual(asked);
    expect(await screen.findByText('Your plan is now “SEO care plus”')).toBeInTheDocument();
    expect(await screen.findByText('SEO care plus')).toBeInTheDocument();
    expect(screen.getByText('$197 / month')).toBeInTheDocument();
  });

  it('waits for a required option, and says a yearly move starts a new period now', async () => {
    signIn('location_admin');
    const { calls } = serve(
      previewSays({ prorationMinor: 0, currency: 'USD', nextAmountMinor: 109_000, nextPaymentAt: '2027-11-27T08:00:00.000Z' }),
    );
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Change plan' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('radio', { name: /SEO care yearly/ }));
    expect(within(dialog).getByText('Choose the options to see what the change costs.')).toBeInTheDocument();
    expect(calls.some((c) => c.url === PREVIEW)).toBe(false);

    await userEvent.selectOptions(within(dialog).getByLabelText('Reports'), 'Weekly');
    expect(await within(dialog).findByText(/starts a new period today: \$1,090 is charged now/)).toBeInTheDocument();
    expect(within(dialog).getByText('Nov 27, 2027')).toBeInTheDocument();
    expect(calls.find((c) => c.url === PREVIEW)?.body).toMatchObject({
      productId: YEARLY_ID,
      options: [{ name: 'Reports', choice: 'Weekly' }],
      expectedAmountMinor: 109_000,
    });
  });

  it("shows the server's refusal and keeps the confirm off", async () => {
    signIn('location_admin');
    serve(({ url }) =>
      url === PREVIEW
        ? { status: 409, body: { error: { code: 'price_changed', message: 'The price changed: it is now $210.00.' } } }
        : null,
    );
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Change plan' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('radio', { name: /SEO care plus/ }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The price changed: it is now $210.00.');
    expect(within(dialog).getByRole('button', { name: 'Change plan' })).toBeDisabled();
  });

  it('says a closed store changes no plans', async () => {
    signIn('location_admin');
    const { calls } = serve(() => null, store({ open: false }));
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Change plan' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText('The store is closed for now: plans cannot change until it opens again.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('change_subscription'))).toBe(false);
  });
});
