import type { TStore } from '@atrium/contracts/store';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notFound, STORE_ID, signIn, store } from '@/features/store/store-fixtures';
import { stubFetch } from '@/test/app-harness';
import { MANAGER_BASE, renderManager } from './store-manager-harness';

vi.mock('@/lib/socket', () => ({ useSocket: () => null }));
afterEach(() => vi.unstubAllGlobals());

const BASE = MANAGER_BASE;
const render = renderManager;
const STORE_URL = `/api/agency_app/stores/${STORE_ID}`;

/** The store as the server keeps it: a PUT changes it, the next GET reads it back. */
function serveStore(initial: TStore, refuse?: { status: number; body: unknown }) {
  let current = initial;
  return stubFetch(({ url, method, body }) => {
    if (url === STORE_URL && method === 'PUT') {
      if (refuse) return refuse;
      current = { ...current, ...(body as Partial<TStore>) };
      return { body: { data: current } };
    }
    if (url === STORE_URL) return { body: { data: current } };
    if (url.startsWith('/api/agency_app/app_creator/services'))
      return { body: { data: [], meta: { total: 0, nextCursor: null } } };
    return notFound;
  });
}

describe("the store's settings", { timeout: 30_000 }, () => {
  it('checks the name with the contract, then renames and closes the store', async () => {
    signIn('agency_admin');
    const { calls } = serveStore(store());
    render(`${BASE}/settings`);
    const name = await screen.findByLabelText('Store name');
    expect(name).toHaveValue('Summit Growth services');
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');

    await userEvent.clear(name);
    await userEvent.type(name, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Give the store a name.')).toBeInTheDocument();
    expect(name).toHaveFocus();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await userEvent.clear(name);
    await userEvent.type(name, 'Summit services');
    await userEvent.click(screen.getByRole('radio', { name: /Closed/ }));
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      // An unchanged currency is not sent: it would trip the rule that a store with sales keeps its currency.
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ name: 'Summit services', description: null, open: false }),
    );
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Summit services' })).toBeInTheDocument();
    expect(screen.getByText('The store is closed: locations can see it but cannot buy.')).toBeInTheDocument();
  });

  it('keeps the currency of a store with sales, and shows where to connect Stripe', async () => {
    signIn('agency_staff');
    serveStore(store({ hasSales: true, canTakePayments: false }));
    render(`${BASE}/settings`);
    const currency = await screen.findByLabelText('Currency');
    expect(currency).toBeDisabled();
    expect(screen.getByText('Something has been sold in this store, so its currency can no longer change.')).toBeInTheDocument();
    expect(screen.getByText(/Stripe is not connected, so this store cannot take payments/)).toBeInTheDocument();
    // One way to Stripe: the settings say it, the banner over the tabs steps aside.
    expect(screen.getAllByRole('link', { name: 'Connect Stripe' })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Connect Stripe' })).toHaveAttribute('href', '/paymentproviders');
  });

  it('gives the address of the CRM menu link that opens the store for each location, and copies it', async () => {
    signIn('agency_admin');
    serveStore(store());
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(`${BASE}/settings`);
    const address = `${window.location.origin}/sso?to=%2Fservice_store`;
    expect(await screen.findByLabelText("Address for the CRM's menu link")).toHaveValue(address);
    await userEvent.click(screen.getByRole('button', { name: 'Copy address' }));
    expect(writeText).toHaveBeenCalledWith(address);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it('sends a new currency while nothing is sold, and shows the server refusing it', async () => {
    signIn('agency_admin');
    const { calls } = serveStore(store({ canTakePayments: true }), {
      status: 409,
      body: { error: { code: 'conflict', message: 'The currency cannot change once something is sold in this store' } },
    });
    render(`${BASE}/settings`);
    expect(await screen.findByText(/Stripe is connected: locations pay by card/)).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Currency'), 'EUR');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('The currency cannot change once something is sold in this store')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ currency: 'EUR' });
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes, and stays when asked to', async () => {
    signIn('agency_admin');
    serveStore(store());
    render(`${BASE}/settings`);
    await userEvent.type(await screen.findByLabelText('Store name'), ' plus');
    await userEvent.click(screen.getByRole('link', { name: 'Products' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay and keep editing' }));
    expect(screen.getByLabelText('Store name')).toHaveValue('Summit Growth services plus');
    expect(screen.getByTestId('location')).toHaveTextContent(`${BASE}/settings`);

    await userEvent.click(screen.getByRole('link', { name: 'Products' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(new RegExp(`${BASE}$`)));
  });
});
