import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CardFormProps } from '@/components/payments/card-form';
import {
  listing,
  notFound,
  ORDER_ID,
  order,
  PRODUCT_ID,
  STORE_ID,
  signIn,
  store,
  storefrontPath,
  USER,
} from '@/features/store/store-fixtures';
import { renderInShell, stubFetch } from '@/test/app-harness';
import { ProductPage } from './product-page';
import { StorefrontPage } from './storefront-page';

vi.mock('@/lib/socket', () => ({ useSocket: () => null }));
// The card form is the payments helper's (its own tests): here it only says the bank's answer.
vi.mock('@/components/payments/card-form', () => ({
  CardForm: (props: CardFormProps) => (
    <div>
      <p>Card for {props.clientSecret}</p>
      <button type="button" onClick={() => props.onConfirmed({ intentId: 'pi_1', status: 'succeeded' })}>
        {props.submitLabel}
      </button>
    </div>
  ),
}));
afterEach(() => vi.unstubAllGlobals());

const BASE = '/app/:company_id/:planId/:userId/:locationId/:app_creator_app_id';
const render = (path: string) =>
  renderInShell(<div />, {
    path,
    routes: [
      { path: `${BASE}/store_services`, element: <StorefrontPage /> },
      { path: `${BASE}/product/:productId`, element: <ProductPage /> },
    ],
  });

function serveCheckout() {
  let paid = false;
  return stubFetch(({ url, method }) => {
    if (url === `/api/agency_app/stores/${STORE_ID}`) return { body: { data: store() } };
    if (url === `/api/agency_app/store_services/${PRODUCT_ID}`) return { body: { data: listing() } };
    if (url.startsWith('/api/agency_app/get_publickey'))
      return {
        body: {
          data: { publishableKey: 'pk_test_atrium_sandbox', stripeAccount: 'acct_1', cardFrameUrl: 'http://localhost:9/card' },
        },
      };
    if (method === 'POST' && url === '/api/agency_app/create_order')
      return { status: 201, body: { data: { order: order(), clientSecret: 'pi_1_secret' } } };
    if (method === 'POST' && url === '/api/agency_app/buy_service') {
      paid = true;
      return { body: { data: order({ status: 'paid' }) } };
    }
    if (url.startsWith('/api/agency_app/get_transaction'))
      return {
        body: {
          data: {
            order: order({ status: paid ? 'paid' : 'pending_payment' }),
            payment: {
              status: 'succeeded',
              amountMinor: 14_700,
              currency: 'USD',
              cardBrand: 'visa',
              cardLast4: '4242',
              receiptUrl: null,
            },
          },
        },
      };
    return notFound;
  });
}

describe('buying a product inside the CRM', { timeout: 30_000 }, () => {
  it('asks for the required option, then orders once with one key, pays, and shows the order paid', async () => {
    signIn('location_admin');
    const { calls } = serveCheckout();
    render(storefrontPath(`product/${PRODUCT_ID}`));
    const buy = await screen.findByRole('button', { name: 'Buy for $97' });
    await userEvent.click(buy);
    expect(await screen.findByText('Choose one.')).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/agency_app/create_order')).toBe(false);

    await userEvent.selectOptions(screen.getByLabelText('Pages'), '20 pages');
    // The price follows the choice.
    await userEvent.dblClick(screen.getByRole('button', { name: 'Buy for $147' }));
    // Changing one's mind and buying again is the same purchase: the same order and key.
    await userEvent.click(await screen.findByRole('button', { name: 'Change my choices' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Buy for $147' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Pay $147' }));

    await screen.findByRole('heading', { name: 'Payment received' });
    const orders = calls.filter((c) => c.url === '/api/agency_app/create_order');
    expect(orders).toHaveLength(2);
    expect(orders[1]?.body).toEqual(orders[0]?.body);
    expect(orders[0]?.body).toMatchObject({
      productId: PRODUCT_ID,
      options: [{ name: 'Pages', choice: '20 pages' }],
      expectedAmountMinor: 14_700,
      currency: 'USD',
      requestKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(calls.find((c) => c.url === '/api/agency_app/buy_service')?.body).toEqual({ orderId: ORDER_ID });
    expect(screen.getByText('visa ending in 4242')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View my order' })).toHaveAttribute(
      'href',
      `${storefrontPath('store_services')}?view=orders&order=${ORDER_ID}`,
    );
  });

  it('says so when the price changed at the server, and reads the product again', async () => {
    signIn('location_admin');
    const { calls } = stubFetch(({ url }) => {
      if (url === `/api/agency_app/stores/${STORE_ID}`) return { body: { data: store() } };
      if (url === `/api/agency_app/store_services/${PRODUCT_ID}`) return { body: { data: listing({ options: [] }) } };
      if (url === '/api/agency_app/create_order')
        return {
          status: 409,
          body: { error: { code: 'price_changed', message: 'The price changed to $120. Check it and buy again.' } },
        };
      return notFound;
    });
    render(storefrontPath(`product/${PRODUCT_ID}`));
    await userEvent.click(await screen.findByRole('button', { name: 'Buy for $97' }));
    expect(await screen.findByText('The price changed to $120. Check it and buy again.')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.url === `/api/agency_app/store_services/${PRODUCT_ID}`)).toHaveLength(2));
  });

  it('sells nothing while the agency cannot take payments', async () => {
    signIn('location_admin');
    stubFetch(({ url }) => {
      if (url === `/api/agency_app/stores/${STORE_ID}`) return { body: { data: store({ canTakePayments: false }) } };
      if (url === `/api/agency_app/store_services/${PRODUCT_ID}`)
        return { body: { data: listing({ store: store({ canTakePayments: false }) }) } };
      return notFound;
    });
    render(storefrontPath(`product/${PRODUCT_ID}`));
    expect(await screen.findByRole('button', { name: 'Buy for $97' })).toBeDisabled();
    expect(screen.getAllByText('This store cannot take payments yet.').length).toBeGreaterThan(0);
  });
});

describe('the store frame', () => {
  it('refuses a link made for another user, without asking the server', async () => {
    signIn('location_admin', { _id: '0192f1c2-0000-7000-8000-00000000ffff' });
    const { calls } = stubFetch(() => notFound);
    render(storefrontPath('store_services'));
    expect(await screen.findByRole('heading', { name: 'This store link is not for your account' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('asks a visitor to sign in', async () => {
    stubFetch(() => notFound);
    render(storefrontPath('store_services'));
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      expect.stringContaining('/login?redirectTo='),
    );
  });

  it("lists the location's orders and opens one with its thread", async () => {
    signIn('location_admin');
    stubFetch(({ url }) => {
      if (url === `/api/agency_app/stores/${STORE_ID}`) return { body: { data: store() } };
      if (url.startsWith('/api/agency_app/orders?'))
        return { body: { data: [order({ status: 'delivered', messageCount: 1 })], meta: { total: 1, nextCursor: null } } };
      if (url === `/api/agency_app/orders/${ORDER_ID}`) return { body: { data: order({ status: 'delivered' }) } };
      if (url === `/api/agency_app/orders/${ORDER_ID}/messages`)
        return {
          body: {
            data: [
              {
                _id: '0192f1c2-0000-7000-8000-0000000000e1',
                orderId: ORDER_ID,
                side: 'seller',
                author: { _id: USER, name: 'Olivia Summit' },
                body: 'Your audit is attached.',
                files: [{ url: '/uploads/store/orders/audit.png', name: 'audit.png', size: 2048, contentType: 'image/png' }],
                delivery: true,
                createdAt: '2026-11-27T09:00:00.000Z',
              },
            ],
          },
        };
      return notFound;
    });
    render(`${storefrontPath('store_services')}?view=orders`);
    await userEvent.click(await screen.findByRole('link', { name: /Local SEO audit/ }));
    expect(await screen.findByText('Your audit is attached.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /audit\.png/ })).toHaveAttribute('href', '/uploads/store/orders/audit.png');
    expect(screen.getByRole('list', { name: 'Order progress' })).toBeInTheDocument();
  });
});
