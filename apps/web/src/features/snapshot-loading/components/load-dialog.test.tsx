import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { id, load, push, SNAPSHOT_ID, signInAs, snapshot, target } from '@/features/snapshot-loading/snapshot-fixtures';
import { type FetchCall, renderInShell, stubFetch } from '@/test/app-harness';
import { LoadDialog } from './load-dialog';

vi.mock('@/lib/socket', () => ({ useSocket: () => null }));
afterEach(() => vi.unstubAllGlobals());

const DENVER = target();
const AURORA = target({ _id: id(0xc2), name: 'Aurora Family Dental', crmLocationId: 'loc_2' });
const BOULDER = target({ _id: id(0xc3), name: 'Boulder Dental', crmLocationId: 'loc_3', version: 2 });

function serve(onPost: (call: FetchCall) => { status?: number; body?: unknown }) {
  return stubFetch((call) => {
    if (call.url.startsWith('/api/v1/snap_shot/list-ghl_locations')) return { body: { data: [DENVER, AURORA, BOULDER] } };
    if (call.method === 'POST') return onPost(call);
    return { status: 404 };
  });
}

const started = () =>
  load({
    pushes: [
      push({ status: 'queued' }),
      push({ _id: id(0x82), status: 'queued', location: { _id: AURORA._id, name: AURORA.name, crmLocationId: 'loc_2' } }),
    ],
  });

function open(onClose = vi.fn()) {
  signInAs('agency_admin');
  renderInShell(<LoadDialog snapshot={snapshot()} open onClose={onClose} canIncludeFuture />);
  return onClose;
}

async function pickDenverAndAurora() {
  const dialog = await screen.findByRole('dialog', { name: 'Load Dental Practice Growth into locations' });
  await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Bright Smiles Denver' }));
  await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Aurora Family Dental' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
  return dialog;
}

describe('Load into locations', () => {
  it('shows what each location has, and leaves out those that have the version', async () => {
    serve(() => ({ status: 500 }));
    open();
    const boulder = (await screen.findByText('Boulder Dental')).closest('li') as HTMLElement;
    expect(within(boulder).getByText('Has v2')).toBeInTheDocument();
    expect(within(boulder).getByRole('checkbox')).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at least one location.');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search locations' }), 'aurora');
    expect(screen.queryByText('Bright Smiles Denver')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByText('Selected: 1')).toBeInTheDocument();
  });

  it('checks the values as they are typed and on submit, and sends nothing while one is wrong', async () => {
    const { calls } = serve(() => ({ status: 202, body: { data: started() } }));
    open();
    const dialog = await pickDenverAndAurora();
    // The colour's default is filled in.
    expect(within(dialog).getAllByRole('textbox', { name: /Brand colour/ })[0]).toHaveValue('#1a73e8');
    // A field speaks once the person leaves it, then follows every keystroke.
    const phone = within(dialog).getByRole('textbox', { name: 'Phone for Bright Smiles Denver' });
    await userEvent.type(phone, '12');
    expect(within(dialog).queryByText(/must be a phone number/)).not.toBeInTheDocument();
    await userEvent.tab();
    expect(phone).toHaveAccessibleDescription('Phone must be a phone number such as +1 555 010 0000');
    await userEvent.type(phone, '3 555 0100');
    expect(phone).not.toHaveAccessibleDescription(/must be/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Load now' }));
    expect(within(dialog).getAllByText('Business name is required')).toHaveLength(2);
    expect(within(dialog).getAllByText('Phone is required')).toHaveLength(1);
    const colour = within(dialog).getByRole('textbox', { name: 'Brand colour for Bright Smiles Denver' });
    await userEvent.clear(colour);
    await userEvent.type(colour, 'blue');
    expect(within(dialog).getByText('Brand colour must be a colour such as #1a73e8')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('copies values to all locations and sends each location its values', async () => {
    const { calls } = serve(() => ({ status: 202, body: { data: started() } }));
    open();
    const dialog = await pickDenverAndAurora();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Business name for Bright Smiles Denver' }),
      'Bright Smiles',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Phone for Bright Smiles Denver' }), '+1 303 555 0100');
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Copy the values of Bright Smiles Denver to all locations' }),
    );
    const auroraName = within(dialog).getByRole('textbox', { name: 'Business name for Aurora Family Dental' });
    expect(auroraName).toHaveValue('Bright Smiles');
    await userEvent.clear(auroraName);
    await userEvent.type(auroraName, '  Aurora Smiles ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Load now' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      url: '/api/v1/snap_shot/attach-location',
      body: {
        snapshot_id: SNAPSHOT_ID,
        includeFuture: false,
        locations: [
          {
            locationId: DENVER._id,
            values: { business_name: 'Bright Smiles', phone: '+1 303 555 0100', brand_color: '#1a73e8' },
          },
          {
            locationId: AURORA._id,
            values: { business_name: 'Aurora Smiles', phone: '+1 303 555 0100', brand_color: '#1a73e8' },
          },
        ],
      },
    });
    // Step 3: each location's push, live from the cache.
    expect(await within(dialog).findByRole('heading', { name: /Progress/ })).toHaveFocus();
    expect(within(dialog).getByRole('progressbar', { name: 'Progress of Aurora Family Dental' })).toBeInTheDocument();
  });

  it("puts the server's refusal on the field it names", async () => {
    serve(() => ({
      status: 400,
      body: {
        error: {
          code: 'bad_request',
          message: 'Aurora Family Dental: Phone must be a phone number',
          details: [{ locationId: AURORA._id, key: 'phone', message: 'The CRM refuses this phone number' }],
        },
      },
    }));
    open();
    const dialog = await pickDenverAndAurora();
    for (const name of ['Bright Smiles Denver', 'Aurora Family Dental']) {
      await userEvent.type(within(dialog).getByRole('textbox', { name: `Business name for ${name}` }), 'Smiles');
      await userEvent.type(within(dialog).getByRole('textbox', { name: `Phone for ${name}` }), '+1 303 555 0100');
    }
    await userEvent.click(within(dialog).getByRole('button', { name: 'Load now' }));
    const phone = await within(dialog).findByRole('textbox', { name: 'Phone for Aurora Family Dental' });
    await waitFor(() => expect(phone).toHaveAccessibleDescription('The CRM refuses this phone number'));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Aurora Family Dental: Phone must be a phone number');
  });

  it('shows the share link of a manual load, with what to do at the CRM', async () => {
    serve(() => ({
      status: 202,
      body: {
        data: load({
          mode: 'manual',
          shareLink: 'https://crm.test/share/xyz',
          pushes: [push({ status: 'waiting_for_crm' })],
          skipped: [{ locationId: AURORA._id, reason: 'in_progress' }],
        }),
      },
    }));
    const snap = snapshot({ customFields: [] });
    signInAs('agency_admin');
    renderInShell(<LoadDialog snapshot={snap} open onClose={vi.fn()} canIncludeFuture={false} />);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Bright Smiles Denver' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Aurora Family Dental' }));
    await userEvent.click(screen.getByRole('button', { name: 'Load now' }));
    expect(await screen.findByRole('link', { name: 'https://crm.test/share/xyz' })).toBeInTheDocument();
    expect(screen.getByText(/Load Snapshot/)).toBeInTheDocument();
    expect(screen.getByText(/Aurora Family Dental/).closest('li')).toHaveTextContent(
      'Aurora Family Dental: a load of this snapshot is under way there',
    );
  });

  it('closes with Escape', async () => {
    serve(() => ({ status: 500 }));
    const onClose = open();
    await screen.findByRole('checkbox', { name: 'Bright Smiles Denver' });
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('loads into all present and future locations', async () => {
    const { calls } = serve(() => ({ status: 202, body: { data: started() } }));
    signInAs('agency_admin');
    renderInShell(<LoadDialog snapshot={snapshot({ customFields: [] })} open onClose={vi.fn()} canIncludeFuture />);
    await userEvent.click(await screen.findByRole('checkbox', { name: /All present and future locations/ }));
    // Every location that can take it now is picked; the one that has the version stays out.
    expect(screen.getByText('Selected: 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load now' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
        includeFuture: true,
        locations: [{ locationId: DENVER._id }, { locationId: AURORA._id }],
      }),
    );
  });
});
