import type { TProspect } from '@atrium/contracts/prospects';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { id, page, signInAs } from '@/features/crm/crm-fixtures';
import { renderInShell, stubFetch } from '@/test/app-harness';
import { Component as ProspectsPage } from './prospects-page';

vi.mock('@/lib/socket', () => ({ useSocket: () => null }));

afterEach(() => vi.unstubAllGlobals());

const BAKERY: TProspect = {
  _id: id(0x71),
  businessName: 'Dockside Bakery',
  contactName: 'Ana Ruiz',
  email: 'ana@dockside.test',
  phone: null,
  website: null,
  address: null,
  city: 'Portland',
  country: 'US',
  notes: null,
  tags: ['food'],
  status: 'qualified',
  locationId: null,
  crmLocationId: null,
  convertedAt: null,
  createdAt: '2026-11-26T20:00:00.000Z',
  updatedAt: '2026-11-26T20:00:00.000Z',
};

function serve(listed: TProspect = BAKERY) {
  return stubFetch(({ url, method }) => {
    if (url === '/api/v1/crm/prospects/tags') return { body: { data: [{ tag: 'food', count: 1 }] } };
    if (url.startsWith('/api/v1/crm/prospects?')) return { body: page([listed]) };
    if (method === 'PUT') return { body: { data: listed } };
    if (method === 'POST' && url === '/api/v1/crm/prospects')
      return { status: 201, body: { data: { ...BAKERY, _id: id(0x72) } } };
    if (method === 'POST' && url.endsWith('/convert'))
      return { body: { data: { ...BAKERY, status: 'converted', crmLocationId: 'loc_new' } } };
    return { status: 404 };
  });
}

describe('Prospects page', () => {
  it('checks the form with the contract before sending, then adds the prospect', async () => {
    signInAs('agency_admin');
    const { calls } = serve();
    renderInShell(<ProspectsPage />, { path: '/crm/prospects' });
    await screen.findByText('Dockside Bakery');
    await userEvent.click(screen.getAllByRole('button', { name: 'Add prospect' })[0] as HTMLElement);
    const dialog = screen.getByRole('dialog', { name: 'Add prospect' });
    await userEvent.type(within(dialog).getByLabelText('Email'), 'not-an-email');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add prospect' }));
    expect(within(dialog).getByLabelText('Business name')).toHaveAccessibleDescription('Enter the business name.');
    expect(within(dialog).getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email address.');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.type(within(dialog).getByLabelText('Business name'), 'Harbor Gym');
    await userEvent.clear(within(dialog).getByLabelText('Email'));
    await userEvent.type(within(dialog).getByLabelText('Tags'), 'fitness{Enter}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add prospect' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      businessName: 'Harbor Gym',
      email: null,
      tags: ['fitness'],
      status: 'new',
    });
  });

  it('converts a prospect into a CRM location after asking, and shows the result', async () => {
    signInAs('agency_admin');
    serve();
    renderInShell(<ProspectsPage />, { path: '/crm/prospects' });
    await userEvent.click(await screen.findByRole('button', { name: 'Convert to location' }));
    const dialog = screen.getByRole('dialog', { name: 'Convert Dockside Bakery?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create the location' }));
    expect(await within(dialog).findByText('Dockside Bakery is now a location (CRM location loc_new).')).toBeInTheDocument();
  });

  it('filters by a tag from a row, and staff only read', async () => {
    signInAs('agency_staff');
    const { calls } = serve();
    renderInShell(<ProspectsPage />, { path: '/crm/prospects' });
    await userEvent.click(await screen.findByRole('button', { name: 'Show prospects tagged food' }));
    await waitFor(() => expect(calls.some((c) => c.url.includes('tag=food'))).toBe(true));
    expect(screen.queryByRole('button', { name: 'Add prospect' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Convert to location' })).not.toBeInTheDocument();
  });

  it('edits a converted prospect without touching its status', async () => {
    signInAs('agency_admin');
    const converted = { ...BAKERY, status: 'converted' as const, crmLocationId: 'loc_new' };
    const { calls } = serve(converted);
    renderInShell(<ProspectsPage />, { path: '/crm/prospects' });
    expect(await screen.findByText('Now CRM location loc_new')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Convert to location' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Dockside Bakery' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit prospect' });
    expect(within(dialog).queryByLabelText('Status')).not.toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('City'));
    await userEvent.type(within(dialog).getByLabelText('City'), 'Dallas');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const sent = calls.find((c) => c.method === 'PUT');
    expect(sent?.url).toBe(`/api/v1/crm/prospects/${BAKERY._id}`);
    expect(sent?.body).toMatchObject({ city: 'Dallas', businessName: 'Dockside Bakery' });
    expect(sent?.body).not.toHaveProperty('status');
  });
});
