import { render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInAs, stripeConnection } from '@/features/payments/payment-fixtures';
import { createTestQueryClient, ShellProviders, stubFetch } from '@/test/app-harness';
import { AgencyStripeReturnPage } from './agency-stripe-return-page';

vi.mock('@/lib/socket', () => ({ useSocket: () => null }));
afterEach(() => vi.unstubAllGlobals());

function renderStrict(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/integrations/agency_stripe', element: <AgencyStripeReturnPage /> },
      { path: '/paymentproviders', element: <p>Payments area</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <StrictMode>
      <ShellProviders queryClient={createTestQueryClient()}>
        <RouterProvider router={router} />
      </ShellProviders>
    </StrictMode>,
  );
  return router;
}

describe("Stripe's return", () => {
  it('finishes connecting once, even with double effects, then goes to the payments area', async () => {
    signInAs('agency_admin');
    const { calls } = stubFetch(() => ({ body: { data: stripeConnection() } }));
    const router = renderStrict('/integrations/agency_stripe?code=ac_1&state=agency.s1.sig');
    expect(await screen.findByText('Payments area')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/paymentproviders');
    const submits = calls.filter((c) => c.url === '/api/v1/agency/stripe/submit');
    expect(submits).toHaveLength(1);
    expect(submits[0]?.body).toEqual({ state: 'agency.s1.sig', code: 'ac_1' });
  });

  it('says a cancelled connection was cancelled, without asking the server', async () => {
    signInAs('agency_admin');
    const { calls } = stubFetch(() => ({ status: 500 }));
    renderStrict('/integrations/agency_stripe?error=access_denied&state=agency.s1.sig');
    expect(await screen.findByRole('heading', { name: 'Connecting Stripe was cancelled' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to payments' })).toHaveAttribute('href', '/paymentproviders');
    expect(calls).toHaveLength(0);
  });

  it("shows the server's refusal with a way to try again", async () => {
    signInAs('agency_admin');
    const { calls } = stubFetch(() => ({
      status: 502,
      body: { error: { code: 'stripe_unavailable', message: 'Stripe did not answer as expected. Try again in a moment.' } },
    }));
    renderStrict('/integrations/agency_stripe?state=agency.s1.sig');
    expect(await screen.findByRole('heading', { name: 'Stripe could not be connected' })).toBeInTheDocument();
    expect(screen.getByText('Stripe did not answer as expected. Try again in a moment.')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Try again' }).click();
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/v1/agency/stripe/submit')).toHaveLength(2));
  });

  it("finishes a partner's connection through the partner's path", async () => {
    signInAs('app_creator');
    const { calls } = stubFetch(() => ({
      body: { data: { partner: { _id: stripeConnection()._id, name: 'Northwind Web' }, connection: stripeConnection() } },
    }));
    renderStrict('/integrations/agency_stripe?code=ac_2&state=partner.s2.sig');
    await waitFor(() => expect(calls.some((c) => c.url === '/api/v1/partner/stripe/submit')).toBe(true));
  });
});
