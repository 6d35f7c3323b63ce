import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notFound, ORDER_ID, order, PRODUCT_ID, STORE_ID, signIn, store } from '@/features/store/store-fixtures';
import { stubFetch } from '@/test/app-harness';
import { MANAGER_BASE, renderManager } from './store-manager-harness';

vi.mock('@/lib/socket', () => ({ useSocket: () => null }));
afterEach(() => vi.unstubAllGlobals());

const BASE = MANAGER_BASE;
const render = renderManager;
const list = (items: unknown[]) => ({ body: { data: items, meta: { total: items.length, nextCursor: null } } });

describe("the agency's store manager", { timeout: 30_000 }, () => {
  it('says a store without Stripe cannot take payments, with the way to connect', async () => {
    signIn('agency_admin');
    stubFetch(({ url }) => {
      if (url === `/api/agency_app/stores/${STORE_ID}`) return { body: { data: store({ canTakePayments: false }) } };
      if (url.startsWith('/api/agency_app/app_creator/services')) return list([]);
      return notFound;
    });
    render(BASE);
    expect(await screen.findByText('This store cannot take payments yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Connect Stripe' })).toHaveAttribute('href', '/paymentproviders');
    expect(await screen.findByRole('heading', { name: 'No products yet' })).toBeInTheDocument();
  });

  it("is not found for another agency's address, without asking the server", async () => {
    signIn('agency_admin', { agencyId: '0192f1c2-0000-7000-8000-0000000000a2' });
    const { calls } = stubFetch(() => notFound);
    render(BASE);
    expect(await screen.findByRole('heading', { name: 'Store not found' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('checks a new product before sending it, then creates it in minor units', async () => {
    signIn('agency_staff');
    const { calls } = stubFetch(({ url, method, body }) => {
      if (url === `/api/agency_app/stores/${STORE_ID}`) return { body: { data: store() } };
      if (url.startsWith('/api/agency_app/tags')) return { body: { data: [] } };
      if (method === 'POST' && url === '/api/agency_app/app_creator/services')
        return {
          status: 201,
          body: {
            data: {
              ...(body as object),
              _id: PRODUCT_ID,
              storeId: STORE_ID,
              currency: 'USD',
              images: [],
              options: [],
              snapshot: null,
              tags: [],
              position: 0,
              stripeProductId: null,
              stripePriceId: null,
              syncedAt: null,
              orderCount: 0,
              createdAt: '2026-11-27T08:00:00.000Z',
              updatedAt: '2026-11-27T08:00:00.000Z',
            },
          },
        };
      if (url === `/api/agency_app/app_creator/services/${PRODUCT_ID}`) return notFound;
      return notFound;
    });
    render(`${BASE}/products/new`);
    const create = await screen.findByRole('button', { name: 'Create product' });
    await userEvent.click(create);
    expect(await screen.findByText('Give the product a name.')).toBeInTheDocument();
    expect(screen.getByText('Enter a price.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.type(screen.getByLabelText('Name'), 'Local SEO audit');
    await userEvent.type(screen.getByLabelText('Price'), '97.50');
    await userEvent.click(create);
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      storeId: STORE_ID,
      kind: 'service',
      name: 'Local SEO audit',
      priceMinor: 9_750,
      billing: 'one_time',
      status: 'draft',
    });
  });

  it('moves a paid order on and delivers it with a message', async () => {
    signIn('agency_admin');
    let current = order({ status: 'paid', paidAt: '2026-11-27T08:05:00.000Z' });
    const { calls } = stubFetch(({ url, method, body }) => {
      if (url === `/api/agency_app/stores/${STORE_ID}`) return { body: { data: store() } };
      if (url === `/api/agency_app/app_creator/orders/${ORDER_ID}`) return { body: { data: current } };
      if (method === 'POST' && url.endsWith('/status')) {
        current = order({ status: (body as { status: 'in_progress' }).status });
        return { body: { data: current } };
      }
      if (url === `/api/agency_app/orders/${ORDER_ID}/messages` && method === 'GET') return { body: { data: [] } };
      if (url.startsWith('/api/v1/utils/upload/image'))
        return {
          status: 201,
          body: {
            data: {
              url: '/uploads/store/orders/audit.png',
              path: 'store/orders/audit.png',
              width: 1,
              height: 1,
              bytes: 2048,
              format: 'png',
            },
          },
        };
      if (url === `/api/agency_app/orders/${ORDER_ID}/messages`) {
        current = order({ status: 'delivered' });
        return {
          status: 201,
          body: {
            data: {
              _id: '0192f1c2-0000-7000-8000-0000000000e2',
              orderId: ORDER_ID,
              side: 'seller',
              author: null,
              body: (body as { body: string }).body,
              files: [],
              delivery: true,
              createdAt: '2026-11-27T09:00:00.000Z',
            },
          },
        };
      }
      return notFound;
    });
    render(`${BASE}/orders/${ORDER_ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Mark in progress' }));
    await waitFor(() => expect(calls.find((c) => c.url.endsWith('/status'))?.body).toEqual({ status: 'in_progress' }));

    await userEvent.click(screen.getByRole('button', { name: 'Deliver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deliver “Local SEO audit”' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deliver' }));
    expect(within(dialog).getByText('Write a delivery message.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Delivery message'), 'Your audit is attached.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deliver' }));
    // A delivery is its files: none attached is said before anything is sent.
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Attach what you deliver.');
    expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/messages'))).toBe(false);
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'audit.png', { type: 'image/png' });
    await userEvent.upload(within(dialog).getByLabelText(/Attach a file/), file);
    expect(await within(dialog).findByText('audit.png')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deliver' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST' && c.url.endsWith('/messages'))?.body).toEqual({
        body: 'Your audit is attached.',
        files: [{ url: '/uploads/store/orders/audit.png', name: 'audit.png', size: 2048, contentType: 'image/png' }],
        delivery: true,
      }),
    );
    expect(await screen.findByText('Your audit is attached.')).toBeInTheDocument();
  });
});
