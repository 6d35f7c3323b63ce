import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stripeNavigation } from '@/features/payments/api/stripe-connection';
import { signInAs, stripeConnection, stripePayment, stripePayout } from '@/features/payments/payment-fixtures';
import { createTestQueryClient, ShellProviders, stubFetch } from '@/test/app-harness';
import { PaymentProvidersPage } from './payment-providers-page';

vi.mock('@/lib/socket', () => ({ useSocket: () => null }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/paymentproviders/*', element: <PaymentProvidersPage /> }], {
    initialEntries: [path],
  });
  render(
    <ShellProviders queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </ShellProviders>,
  );
  return router;
}

describe('Payments area', () => {
  it('offers an admin both ways to connect and leaves for the address the server gives', async () => {
    signInAs('agency_admin');
    const assign = vi.spyOn(stripeNavigation, 'assign').mockImplementation(() => {});
    const { calls } = stubFetch(({ url }) => {
      if (url === '/api/v1/agency/stripe') return { body: { data: null } };
      if (url.startsWith('/api/v1/agency/stripe/integrate')) return { body: { data: { url: 'http://stripe.test/onboard' } } };
      return { status: 404 };
    });
    renderAt('/paymentproviders');
    expect(await screen.findByRole('heading', { name: 'Connect Stripe' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect existing account' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create account with Stripe' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://stripe.test/onboard'));
    expect(calls.some((c) => c.url === '/api/v1/agency/stripe/integrate?method=onboarding')).toBe(true);
  });

  it('tells staff to ask an admin instead of offering to connect', async () => {
    signInAs('agency_staff');
    stubFetch(() => ({ body: { data: null } }));
    renderAt('/paymentproviders');
    expect(await screen.findByText('Stripe is not connected yet. Ask an agency admin to connect it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Connect existing account' })).not.toBeInTheDocument();
  });

  it('keeps a location out', async () => {
    signInAs('location_admin');
    const { calls } = stubFetch(() => ({ status: 404 }));
    renderAt('/paymentproviders');
    expect(await screen.findByText("Payments are the agency team's")).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows what Stripe still needs, with Finish onboarding', async () => {
    signInAs('agency_admin');
    stubFetch(({ url }) => {
      if (url === '/api/v1/agency/stripe')
        return {
          body: {
            data: stripeConnection({
              chargesEnabled: false,
              payoutsEnabled: false,
              requirementsDue: ['external_account', 'tos_acceptance.date'],
            }),
          },
        };
      return { body: { data: { kind: 'payments', items: [], hasMore: false, nextStartingAfter: null } } };
    });
    renderAt('/paymentproviders');
    expect(await screen.findByText('Charges disabled')).toBeInTheDocument();
    expect(screen.getByText('A bank account for payouts')).toBeInTheDocument();
    expect(screen.getByText("Accepting Stripe's terms of service")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Finish onboarding' })).toBeInTheDocument();
  });

  it('lists payouts a page at a time and filters by status', async () => {
    signInAs('agency_admin');
    const { calls } = stubFetch(({ url, body }) => {
      if (url === '/api/v1/agency/stripe') return { body: { data: stripeConnection() } };
      const b = body as { kind: string; startingAfter?: string; status?: string };
      if (b.kind === 'payments')
        return { body: { data: { kind: 'payments', items: [stripePayment(1)], hasMore: false, nextStartingAfter: null } } };
      if (b.status === 'failed')
        return { body: { data: { kind: 'payouts', items: [], hasMore: false, nextStartingAfter: null } } };
      const items = b.startingAfter ? [stripePayout(3)] : [stripePayout(1), stripePayout(2)];
      return {
        body: { data: { kind: 'payouts', items, hasMore: !b.startingAfter, nextStartingAfter: b.startingAfter ? null : 'po_2' } },
      };
    });
    renderAt('/paymentproviders/payouts');
    const panel = await screen.findByRole('tabpanel');
    await within(panel).findAllByText('$1,250.00');
    expect(screen.getByRole('tab', { name: 'Payouts' })).toHaveAttribute('aria-selected', 'true');
    expect(within(panel).getAllByText('$1,250.00')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(panel).getAllByText('$1,250.00')).toHaveLength(3));
    expect(calls.find((c) => (c.body as { startingAfter?: string })?.startingAfter === 'po_2')).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'failed');
    expect(await screen.findByText('No payouts match these filters.')).toBeInTheDocument();
  });

  it('asks before disconnecting and says what stops working', async () => {
    signInAs('agency_admin');
    const { calls } = stubFetch(({ url, method }) => {
      if (url === '/api/v1/agency/stripe') return { body: { data: stripeConnection({ method: 'oauth' }) } };
      if (method === 'POST' && url.startsWith('/api/v1/agency/stripe/delete/')) return { status: 204 };
      return { body: { data: { kind: 'payments', items: [], hasMore: false, nextStartingAfter: null } } };
    });
    renderAt('/paymentproviders');
    await userEvent.click(await screen.findByRole('button', { name: 'Disconnect Stripe' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Your locations can no longer buy from your store.')).toBeInTheDocument();
    expect(within(dialog).getByText("Atrium's access to your Stripe account is removed at Stripe.")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(calls.some((c) => c.url === `/api/v1/agency/stripe/delete/${stripeConnection()._id}`)).toBe(true));
  });
});
