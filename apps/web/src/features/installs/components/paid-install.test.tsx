import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CardFormProps } from '@/components/payments/card-form';
import {
  APP_ID,
  app,
  cardSetup,
  DENTAL,
  install,
  installState,
  PLAN_PRO,
  quote,
  REALTY,
  SUBSCRIPTION_ID,
  signInAs,
  subscription,
} from '@/features/installs/test-fixtures';
import { type FetchCall, renderInShell, stubFetch } from '@/test/app-harness';
import { AppInstallPanel } from './app-install-panel';

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));
vi.mock('@/lib/socket', () => ({ useSocket: () => null }));
// The card form is A2's frame to Stripe or the sandbox: here a button that says what Stripe would say.
vi.mock('@/components/payments/card-form', () => ({
  CardForm: (props: CardFormProps) => (
    <button
      type="button"
      data-secret={props.clientSecret}
      onClick={() => props.onConfirmed({ intentId: props.clientSecret.split('_secret')[0] ?? '', status: 'succeeded' })}
    >
      {props.submitLabel}
    </button>
  ),
}));

const locations = [
  { _id: DENTAL, name: 'Summit Dental Downtown', createdAt: '2026-01-01T00:00:00.000Z' },
  { _id: REALTY, name: 'Summit Realty North', createdAt: '2026-01-01T00:00:00.000Z' },
];
const notFound = { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } };

function serve(extra: (call: FetchCall) => { status?: number; body?: unknown } | undefined, state = installState()) {
  let current = state;
  const stub = stubFetch((call) => {
    const answer = extra(call);
    if (answer) return answer;
    if (call.url.startsWith('/api/v1/app/install_state')) return { body: { data: current } };
    if (call.url === '/api/v1/agency/locations') return { body: { data: locations } };
    if (call.url.startsWith('/api/v1/app/billing/subscriptions')) return { body: { data: [] } };
    return notFound;
  });
  return { ...stub, setState: (next: typeof state) => (current = next) };
}

const render = () => renderInShell(<AppInstallPanel app={app} />, { path: `/${APP_ID}` });

async function choosePaidForBoth() {
  await userEvent.click(await screen.findByRole('button', { name: 'Install' }));
  const dialog = screen.getByRole('dialog', { name: 'Install Beacon Chat' });
  await userEvent.click(within(dialog).getByRole('radio', { name: /Pro/ }));
  await userEvent.click(within(dialog).getByRole('radio', { name: /Chosen locations/ }));
  expect(await within(dialog).findByText('Choose where to install it to see the total.')).toBeInTheDocument();
  await userEvent.click(await within(dialog).findByRole('checkbox', { name: /Select all/ }));
  return dialog;
}

describe('installing a paid plan', () => {
  beforeEach(() => vi.clearAllMocks());
  afterEach(() => vi.unstubAllGlobals());

  it('shows the total and the trial, saves the card, and the installs appear', async () => {
    signInAs('agency_admin');
    const installed = installState({ state: 'installed', installs: [install({ planId: PLAN_PRO, planName: 'Pro' })] });
    const server = serve((call) => {
      if (call.url === '/api/v1/app/billing/quote') return { body: { data: quote() } };
      if (call.url === '/api/v1/app/billing/checkout')
        return { body: { data: { subscriptionId: SUBSCRIPTION_ID, status: 'incomplete', card: cardSetup(), quote: quote() } } };
      if (call.url === '/api/v1/app/billing/confirm') {
        server.setState(installed);
        const data = { outcome: 'active', subscription: subscription(), card: null, message: null, installs: installed.installs };
        return { body: { data } };
      }
      return undefined;
    });
    render();
    const dialog = await choosePaidForBoth();

    expect(await within(dialog).findByText('$38/month for 2 locations')).toBeInTheDocument();
    expect(within(dialog).getByText('Free for 14 days, then $38/month from Dec 11, 2026')).toBeInTheDocument();
    const quoted = server.calls.filter((c) => c.url === '/api/v1/app/billing/quote').at(-1);
    expect(quoted?.body).toEqual({
      appId: APP_ID,
      planId: PLAN_PRO,
      target: { kind: 'locations', locationIds: [DENTAL, REALTY] },
    });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    const pay = await screen.findByRole('dialog', { name: 'Pay for Beacon Chat' });
    await userEvent.click(await within(pay).findByRole('button', { name: 'Start free trial' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toast.success).toHaveBeenCalledWith('Beacon Chat installed. Your free trial ends on Dec 11, 2026.');
    const checkout = server.calls.find((c) => c.url === '/api/v1/app/billing/checkout');
    expect(checkout?.body).toMatchObject({
      appId: APP_ID,
      planId: PLAN_PRO,
      target: { kind: 'locations', locationIds: [DENTAL, REALTY] },
      quotedTotalMinor: 3800,
      quotedCurrency: 'USD',
    });
    expect((checkout?.body as { requestKey: string } | undefined)?.requestKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(server.calls.find((c) => c.url === '/api/v1/app/billing/confirm')?.body).toEqual({ subscriptionId: SUBSCRIPTION_ID });
    // Nothing was installed by the browser: the install endpoint was never asked.
    expect(server.calls.some((c) => c.url === '/api/v1/app/update_app_with_company_id')).toBe(false);
    expect(await screen.findByText('Summit Dental Downtown')).toBeInTheDocument();
  });

  it('asks for 3-D Secure when the bank wants it, then confirms again', async () => {
    signInAs('agency_admin');
    let confirms = 0;
    const noTrial = quote({ trialDays: 0, trialEndsAt: null });
    const server = serve((call) => {
      if (call.url === '/api/v1/app/billing/quote') return { body: { data: noTrial } };
      if (call.url === '/api/v1/app/billing/checkout')
        return { body: { data: { subscriptionId: SUBSCRIPTION_ID, status: 'incomplete', card: cardSetup(), quote: noTrial } } };
      if (call.url === '/api/v1/app/billing/confirm') {
        confirms += 1;
        const sub = subscription({ status: confirms === 1 ? 'incomplete' : 'active', trialEndsAt: null });
        const data =
          confirms === 1
            ? { outcome: 'requires_action', subscription: sub, card: cardSetup('payment'), message: null, installs: [] }
            : { outcome: 'active', subscription: sub, card: null, message: null, installs: [install()] };
        return { body: { data } };
      }
      return undefined;
    });
    render();
    const dialog = await choosePaidForBoth();
    expect(await within(dialog).findByText('$38 is charged today.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Subscribe for $38/month' }));

    expect(await screen.findByText(/Your bank asks you to confirm this payment/)).toBeInTheDocument();
    const again = screen.getByRole('button', { name: 'Confirm payment' });
    expect(again).toHaveAttribute('data-secret', 'pi_1_secret_x');
    await userEvent.click(again);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Beacon Chat installed. Your subscription has started.'));
    expect(server.calls.filter((c) => c.url === '/api/v1/app/billing/confirm')).toHaveLength(2);
  });

  it('says so when the bank declines, and a new card starts a new checkout', async () => {
    signInAs('agency_admin');
    const server = serve((call) => {
      if (call.url === '/api/v1/app/billing/quote') return { body: { data: quote() } };
      if (call.url === '/api/v1/app/billing/checkout')
        return { body: { data: { subscriptionId: SUBSCRIPTION_ID, status: 'incomplete', card: cardSetup(), quote: quote() } } };
      if (call.url === '/api/v1/app/billing/confirm')
        return { status: 409, body: { error: { code: 'card_not_saved', message: 'Your card was declined.' } } };
      return undefined;
    });
    render();
    const dialog = await choosePaidForBoth();
    await within(dialog).findByText('$38/month for 2 locations');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Start free trial' }));
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    expect(screen.getByText('The payment did not go through')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try another card' }));
    await screen.findByRole('button', { name: 'Start free trial' });
    const keys = server.calls
      .filter((c) => c.url === '/api/v1/app/billing/checkout')
      .map((c) => (c.body as { requestKey: string }).requestKey);
    expect(new Set(keys).size).toBe(2);
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('asks the server again when it could not read the outcome back, without a new checkout', async () => {
    signInAs('agency_admin');
    let confirms = 0;
    const server = serve((call) => {
      if (call.url === '/api/v1/app/billing/quote') return { body: { data: quote() } };
      if (call.url === '/api/v1/app/billing/checkout')
        return { body: { data: { subscriptionId: SUBSCRIPTION_ID, status: 'incomplete', card: cardSetup(), quote: quote() } } };
      if (call.url === '/api/v1/app/billing/confirm') {
        confirms += 1;
        if (confirms === 1)
          return { status: 502, body: { error: { code: 'stripe_unavailable', message: 'Stripe did not answer as expected.' } } };
        return { body: { data: { outcome: 'active', subscription: subscription(), card: null, message: null, installs: [] } } };
      }
      return undefined;
    });
    render();
    const dialog = await choosePaidForBoth();
    await within(dialog).findByText('$38/month for 2 locations');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Start free trial' }));
    expect(await screen.findByText('Your card is saved, but the subscription could not be confirmed yet')).toBeInTheDocument();
    expect(screen.queryByText('The payment did not go through')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Beacon Chat installed. Your free trial ends on Dec 11, 2026.'),
    );
    expect(server.calls.filter((c) => c.url === '/api/v1/app/billing/checkout')).toHaveLength(1);
  });

  it('says the app cannot take payments yet, and its paid plan cannot be bought', async () => {
    signInAs('agency_admin');
    serve((call) =>
      call.url === '/api/v1/app/billing/quote'
        ? { status: 409, body: { error: { code: 'payments_unavailable', message: 'This app cannot take payments yet' } } }
        : undefined,
    );
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Install' }));
    const dialog = screen.getByRole('dialog', { name: 'Install Beacon Chat' });
    const pro = within(dialog).getByRole('radio', { name: /Pro/ });
    await waitFor(() => expect(pro).toBeDisabled());
    expect(within(dialog).getByText('This app cannot take payments yet')).toBeInTheDocument();
    // The free plan still installs.
    expect(within(dialog).getByRole('button', { name: 'Install' })).toBeEnabled();
  });

  it('tells a location admin that paid plans are bought by the agency', async () => {
    signInAs('location_admin', { locationId: DENTAL });
    const server = serve(() => undefined);
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Install' }));
    const dialog = screen.getByRole('dialog', { name: 'Install Beacon Chat' });
    await userEvent.click(within(dialog).getByRole('radio', { name: /Pro/ }));
    expect(within(dialog).getByText("Paid plans are bought by your agency's admin.")).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Continue to payment' })).toBeDisabled();
    expect(server.calls.some((c) => c.url.startsWith('/api/v1/app/billing'))).toBe(false);
  });

  it('uninstalling a paid install says when the subscription ends, and ends it then by default', async () => {
    signInAs('agency_admin');
    const installs = [install({ planId: PLAN_PRO, planName: 'Pro' })];
    // It pays for Summit Dental alone, so uninstalling there ends it (fewer places would only lower its quantity).
    const sub = subscription({
      status: 'active',
      currentPeriodEnd: '2027-01-15T10:00:00.000Z',
      placesTarget: { kind: 'locations', locations: [{ _id: DENTAL, name: 'Summit Dental Downtown' }] },
    });
    const server = serve(
      (call) => {
        if (call.url.startsWith('/api/v1/app/billing/subscriptions')) return { body: { data: [sub] } };
        if (call.url === '/api/v1/app/remove_subscription')
          return {
            body: {
              data: {
                removed: 0,
                state: installState({ state: 'installed', installs }),
                endingSubscriptions: [{ subscriptionId: SUBSCRIPTION_ID, endsAt: sub.currentPeriodEnd, installs: 2 }],
              },
            },
          };
        return undefined;
      },
      installState({ state: 'installed', installs }),
    );
    render();
    expect(await screen.findByText('Renews on Jan 15, 2027')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Uninstall' }));
    const dialog = screen.getByRole('dialog', { name: 'Uninstall Beacon Chat?' });
    await userEvent.click(within(dialog).getByRole('radio', { name: /Chosen locations/ }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Summit Dental/ }));
    expect(
      within(dialog).getByText('Your subscription ends on Jan 15, 2027; the app stays installed until then.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: /At the end of the period/ })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Beacon Chat stays installed until Jan 15, 2027, then it is removed.'),
    );
    expect(server.calls.find((c) => c.url === '/api/v1/app/remove_subscription')?.body).toEqual({
      appId: APP_ID,
      target: { kind: 'locations', locationIds: [DENTAL] },
      when: 'period_end',
    });
  });

  it('changes plan after showing the prorated amount', async () => {
    signInAs('agency_admin');
    const yearly = {
      ...app.plans[1]!,
      _id: '0190a0a0-0000-7000-8000-0000000000f3',
      name: 'Pro yearly',
      model: 'yearly' as const,
      priceCents: 19000,
    };
    const withYearly = { ...app, plans: [...app.plans, yearly] };
    const sub = subscription({ status: 'active' });
    const server = serve(
      (call) => {
        if (call.url.startsWith('/api/v1/app/billing/subscriptions') && call.method === 'GET') return { body: { data: [sub] } };
        if (call.url.endsWith('/change-plan/preview'))
          return {
            body: {
              data: {
                subscription: sub,
                plan: { _id: yearly._id, name: 'Pro yearly' },
                unitMinor: 19000,
                totalMinor: 38000,
                currency: 'USD',
                interval: 'year',
                prorationMinor: 35210,
                renewsAt: '2027-11-27T10:00:00.000Z',
              },
            },
          };
        if (call.url.endsWith('/change-plan'))
          return { body: { data: { ...sub, plan: { _id: yearly._id, name: 'Pro yearly' } } } };
        return undefined;
      },
      installState({ state: 'installed', installs: [install({ planId: PLAN_PRO })] }),
    );
    renderInShell(<AppInstallPanel app={withYearly} />, { path: `/${APP_ID}` });
    await userEvent.click(await screen.findByRole('button', { name: 'Change plan' }));
    const dialog = screen.getByRole('dialog', { name: 'Change the plan of Beacon Chat' });
    expect(await within(dialog).findByText('$380/year for 2 locations')).toBeInTheDocument();
    expect(within(dialog).getByText('$352.10 is charged now for the rest of this period.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change plan' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Beacon Chat is now on Pro yearly'));
    expect(server.calls.find((c) => c.url === `/api/v1/app/billing/subscriptions/${SUBSCRIPTION_ID}/change-plan`)?.body).toEqual({
      planId: yearly._id,
    });
  });
});
