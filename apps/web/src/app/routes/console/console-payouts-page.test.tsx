import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stripeNavigation } from '@/features/payments/api/stripe-connection';
import { signInAs, stripeConnection } from '@/features/payments/payment-fixtures';
import { createTestQueryClient, ShellProviders, stubFetch } from '@/test/app-harness';
import { ConsolePayoutsPage } from './console-payouts-page';

vi.mock('@/lib/socket', () => ({ useSocket: () => null }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const NORTHWIND = '0190f3a0-0000-7000-8000-0000000000e1';
const ELSEWHERE = '0190f3a0-0000-7000-8000-0000000000e2';

function renderPage() {
  const router = createMemoryRouter([{ path: '*', element: <ConsolePayoutsPage /> }], { initialEntries: ['/console/payouts'] });
  render(
    <ShellProviders queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </ShellProviders>,
  );
}

describe('the partner’s payouts', () => {
  it("shows each partner's connection, and connects one through the partner's own path", async () => {
    signInAs('app_creator');
    const assign = vi.spyOn(stripeNavigation, 'assign').mockImplementation(() => {});
    const { calls } = stubFetch(({ url }) => {
      if (url === '/api/v1/partner/stripe')
        return {
          body: {
            data: [
              { partner: { _id: ELSEWHERE, name: 'Elsewhere Apps' }, connection: stripeConnection({ storeFeePercent: 20 }) },
              { partner: { _id: NORTHWIND, name: 'Northwind Web' }, connection: null },
            ],
          },
        };
      if (url.startsWith('/api/v1/partner/stripe/integrate')) return { body: { data: { url: 'http://stripe.test/oauth' } } };
      return { status: 404 };
    });
    renderPage();
    const connected = await screen.findByRole('region', { name: 'Elsewhere Apps' });
    expect(within(connected).getByText('Charges enabled')).toBeInTheDocument();
    expect(within(connected).getByText('20% of each sale')).toBeInTheDocument();
    const northwind = screen.getByRole('region', { name: 'Northwind Web' });
    await userEvent.click(within(northwind).getByRole('button', { name: 'Connect existing account' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://stripe.test/oauth'));
    expect(calls.some((c) => c.url === `/api/v1/partner/stripe/integrate?method=oauth&partnerId=${NORTHWIND}`)).toBe(true);
  });

  it('says so when the person publishes as no partner', async () => {
    signInAs('app_creator');
    stubFetch(() => ({ body: { data: [] } }));
    renderPage();
    expect(await screen.findByText('No partner to connect')).toBeInTheDocument();
  });
});
