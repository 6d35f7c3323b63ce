import type { TAppBillingSummary, TAppInvoice, TAppSubscription, TPaymentMethod } from '@atrium/contracts/app-billing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CardFormProps } from '@/components/payments/card-form';
import { setSession } from '@/lib/session-store';
import { type FetchCall, renderInShell, stubFetch } from '@/test/app-harness';
import { SESSION, USER } from '@/test/fixtures';
import { BillingOverview } from './billing-overview';

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));
vi.mock('@/lib/socket', () => ({ useSocket: () => null }));
vi.mock('@/components/payments/card-form', () => ({
  CardForm: (props: CardFormProps) => (
    <button type="button" onClick={() => props.onConfirmed({ intentId: 'seti_9', status: 'succeeded' })}>
      {props.submitLabel}
    </button>
  ),
}));

const SUB_ID = '0190a0a0-0000-7000-8000-0000000005b1';
const sub: TAppSubscription = {
  _id: SUB_ID,
  subject: 'app_plan',
  app: { _id: '0190a0a0-0000-7000-8000-000000000a99', name: 'Beacon Chat', iconUrl: null },
  plan: { _id: '0190a0a0-0000-7000-8000-0000000000f3', name: 'Yearly' },
  bundle: null,
  placesTarget: {
    kind: 'locations',
    locations: [
      { _id: '0190a0a0-0000-7000-8000-0000000000d1', name: 'Summit Dental Downtown' },
      { _id: '0190a0a0-0000-7000-8000-0000000000d2', name: 'Summit Realty North' },
    ],
  },
  places: 2,
  unitMinor: 48500,
  totalMinor: 97000,
  currency: 'USD',
  interval: 'year',
  monthlyMinor: 8083,
  status: 'trialing',
  trialEndsAt: '2026-12-11T10:00:00.000Z',
  currentPeriodEnd: '2026-12-11T10:00:00.000Z',
  cancelAtPeriodEnd: false,
  canceledAt: null,
  endedAt: null,
  lastPaymentError: null,
  createdAt: '2026-11-27T10:00:00.000Z',
};
const summary: TAppBillingSummary = {
  agency: { _id: USER.agencyId as string, name: 'Northwind Agency', plan: 'free' },
  monthly: [{ currency: 'USD', totalMinor: 8083, trialingMinor: 8083 }],
  subscriptions: [sub],
};
const invoice: TAppInvoice = {
  _id: '0190a0a0-0000-7000-8000-0000000006c1',
  subscriptionId: SUB_ID,
  number: 'ATR-0001',
  status: 'paid',
  description: 'Beacon Chat · Yearly',
  amountDueMinor: 97000,
  amountPaidMinor: 97000,
  currency: 'USD',
  hostedInvoiceUrl: 'http://127.0.0.1:4999/invoices/in_1',
  invoicePdf: 'http://127.0.0.1:4999/invoices/in_1.pdf',
  periodStart: null,
  periodEnd: null,
  issuedAt: '2026-11-27T10:00:00.000Z',
};
const visa: TPaymentMethod = {
  id: 'pm_visa',
  brand: 'visa',
  last4: '4242',
  expMonth: 4,
  expYear: 2030,
  isDefault: true,
  subscriptions: 1,
};
const master: TPaymentMethod = {
  id: 'pm_mc',
  brand: 'mastercard',
  last4: '4444',
  expMonth: 1,
  expYear: 2031,
  isDefault: false,
  subscriptions: 0,
};

function serve(extra: (call: FetchCall) => { status?: number; body?: unknown } | undefined = () => undefined) {
  return stubFetch((call) => {
    const answer = extra(call);
    if (answer) return answer;
    if (call.url === '/api/v1/app_billings/summary') return { body: { data: summary } };
    if (call.url.startsWith('/api/v1/app_billings/invoices'))
      return { body: { data: [invoice], meta: { total: 1, nextCursor: null } } };
    if (call.url === '/api/v1/app_billings/payment_methods' && call.method === 'GET') return { body: { data: [visa, master] } };
    return { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } };
  });
}

describe('BillingOverview', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    setSession(SESSION);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the plan, the monthly spend, each subscription, the invoices and the cards', async () => {
    serve();
    renderInShell(<BillingOverview canManage />);
    expect(await screen.findByText('$80.83/month')).toBeInTheDocument();
    expect(screen.getByText('$80.83 of it is still in free trials')).toBeInTheDocument();
    const row = screen.getByTestId('billing-subscription');
    expect(within(row).getByText('Beacon Chat · Yearly')).toBeInTheDocument();
    expect(within(row).getByText('For 2 locations: Summit Dental Downtown, Summit Realty North')).toBeInTheDocument();
    expect(within(row).getByText('$970/year')).toBeInTheDocument();
    expect(within(row).getByText('Free trial until Dec 11, 2026')).toBeInTheDocument();

    const bill = await screen.findByTestId('billing-invoice');
    expect(within(bill).getByText('ATR-0001')).toBeInTheDocument();
    expect(within(bill).getByText('$970.00')).toBeInTheDocument();
    expect(within(bill).getByText('Paid')).toBeInTheDocument();
    expect(within(bill).getByRole('link', { name: 'View invoice ATR-0001' })).toHaveAttribute('href', invoice.hostedInvoiceUrl);
    expect(within(bill).getByRole('link', { name: 'Download invoice ATR-0001 as PDF' })).toHaveAttribute(
      'href',
      invoice.invoicePdf,
    );

    const [first, second] = await screen.findAllByTestId('billing-card');
    expect(within(first!).getByText('Visa ending in 4242')).toBeInTheDocument();
    expect(within(first!).getByText('Expires 04/2030')).toBeInTheDocument();
    expect(within(first!).getByText('Default')).toBeInTheDocument();
    expect(within(second!).getByRole('button', { name: 'Make default' })).toBeInTheDocument();
  });

  it('cancels at the period end by default, said plainly', async () => {
    const { calls } = serve((call) =>
      call.url.endsWith('/cancel') ? { body: { data: { ...sub, cancelAtPeriodEnd: true } } } : undefined,
    );
    renderInShell(<BillingOverview canManage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel Beacon Chat · Yearly?' });
    expect(
      within(dialog).getByText('Your subscription ends on Dec 11, 2026; its apps stay installed until then.'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Beacon Chat · Yearly ends on Dec 11, 2026'));
    expect(calls.find((c) => c.url === `/api/v1/app/billing/subscriptions/${SUB_ID}/cancel`)?.body).toEqual({
      when: 'period_end',
    });
  });

  it('adds a card through the card form, makes another default, and removes one', async () => {
    const { calls } = serve((call) => {
      if (call.url === '/api/v1/app_billings/payment_methods' && call.method === 'POST')
        return {
          body: {
            data: {
              setupIntentId: 'seti_9',
              card: {
                clientSecret: 'seti_9_secret',
                publishableKey: 'pk_test',
                cardFrameUrl: 'http://x/card',
                stripeAccount: null,
                mode: 'setup',
              },
            },
          },
        };
      if (call.url === '/api/v1/app_billings/payment_methods/confirm') return { body: { data: [visa, master] } };
      if (call.url === '/api/v1/app_billings/payment_methods/pm_mc/default')
        return {
          body: {
            data: [
              { ...visa, isDefault: false },
              { ...master, isDefault: true },
            ],
          },
        };
      if (call.url === '/api/v1/app_billings/payment_methods/pm_visa' && call.method === 'DELETE')
        return { status: 409, body: { error: { code: 'conflict', message: 'This card pays for a current subscription.' } } };
      return undefined;
    });
    renderInShell(<BillingOverview canManage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add a card' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a card' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Card saved'));
    expect(calls.find((c) => c.url === '/api/v1/app_billings/payment_methods/confirm')?.body).toEqual({
      setupIntentId: 'seti_9',
      makeDefault: true,
    });

    await userEvent.click(screen.getByRole('button', { name: 'Make default' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Mastercard ending in 4444 is now your default card'));

    await userEvent.click(screen.getByRole('button', { name: 'Remove Visa ending in 4242' }));
    const confirm = screen.getByRole('dialog', { name: 'Remove Visa ending in 4242?' });
    expect(within(confirm).getByText(/Add or choose another default card first/)).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await within(confirm).findByText('This card pays for a current subscription.')).toBeInTheDocument();
  });

  it('lets staff read without actions, and says what is empty', async () => {
    serve((call) => {
      if (call.url === '/api/v1/app_billings/summary') return { body: { data: { ...summary, monthly: [], subscriptions: [] } } };
      if (call.url.startsWith('/api/v1/app_billings/invoices'))
        return { body: { data: [], meta: { total: 0, nextCursor: null } } };
      if (call.url === '/api/v1/app_billings/payment_methods') return { body: { data: [] } };
      return undefined;
    });
    renderInShell(<BillingOverview canManage={false} />);
    expect(await screen.findByText('Your agency does not pay for any app or bundle yet.')).toBeInTheDocument();
    expect(await screen.findByText(/No invoices yet/)).toBeInTheDocument();
    expect(await screen.findByText(/No card saved yet/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a card' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
  });

  it('says when a section failed and tries again', async () => {
    let fail = true;
    serve((call) =>
      call.url === '/api/v1/app_billings/summary' && fail
        ? { status: 500, body: { error: { code: 'internal', message: 'Stripe is unreachable' } } }
        : undefined,
    );
    renderInShell(<BillingOverview canManage />);
    expect(await screen.findByText('Something went wrong: Stripe is unreachable')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('$80.83/month')).toBeInTheDocument();
  });
});
