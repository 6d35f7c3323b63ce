import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AGENCY, DENTAL, signInAs } from '@/features/installs/test-fixtures';
import { agencyLocationsKey } from '@/lib/queries/agency-locations';
import { type FetchCall, renderInShell, stubFetch } from '@/test/app-harness';
import { AddLocationDialog } from './add-location-dialog';
import { LocationsSection } from './locations-section';

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

const NEW_ID = '0190a0a0-0000-7000-8000-0000000000d9';
const dental = { _id: DENTAL, name: 'Summit Dental Downtown', createdAt: '2025-01-01T00:00:00.000Z' };
const created = { _id: NEW_ID, name: 'Harbor North', createdAt: '2026-03-02T10:00:00.000Z' };
const installedApp = (n: number) => ({ install: { _id: `i${n}`, agencyId: AGENCY, locationId: NEW_ID }, app: { _id: `a${n}` } });

/** The server: POST creates (or fails with `failWith`), the new location has `autoInstalled` apps. */
function serve(opts: { autoInstalled?: number; failWith?: { status: number; message: string } } = {}) {
  const locations = [dental];
  return stubFetch((call) => {
    if (call.url === '/api/v1/agency/locations' && call.method === 'POST') {
      if (opts.failWith) return { status: opts.failWith.status, body: { error: { code: 'x', message: opts.failWith.message } } };
      locations.push(created);
      return { status: 201, body: { data: created } };
    }
    if (call.url === '/api/v1/agency/locations') return { body: { data: locations } };
    if (call.url === `/api/v1/app/get_install_apps?location_id=${NEW_ID}`) {
      const apps = Array.from({ length: opts.autoInstalled ?? 0 }, (_, i) => installedApp(i));
      return { body: { data: { location: { _id: NEW_ID, name: created.name }, apps } } };
    }
    return { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } };
  });
}

const posts = (calls: FetchCall[]) => calls.filter((c) => c.method === 'POST' && c.url === '/api/v1/agency/locations');

describe('AddLocationDialog', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    signInAs('agency_admin');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('checks the name before sending it', async () => {
    const { calls } = serve();
    renderInShell(<AddLocationDialog onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add a location' });
    const name = within(dialog).getByLabelText('Location name');
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('maxLength', '120');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add location' }));
    expect(within(dialog).getByText('Use at least 2 characters.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');

    // Spaces do not count: the contract trims.
    await userEvent.type(name, '  x  ');
    expect(within(dialog).queryByText('Use at least 2 characters.')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add location' }));
    expect(within(dialog).getByText('Use at least 2 characters.')).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
  });

  it('shows the server error and keeps the form', async () => {
    const { calls } = serve({ failWith: { status: 403, message: 'Only agency admins can do this' } });
    const onClose = vi.fn();
    renderInShell(<AddLocationDialog onClose={onClose} />);
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Location name'), 'Harbor North');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add location' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Something went wrong: Only agency admins can do this');
    expect(within(dialog).getByLabelText('Location name')).toHaveValue('Harbor North');
    expect(posts(calls)).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('saves the trimmed name, says how many apps came with it and refreshes the locations', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { calls, fetchMock } = serve({ autoInstalled: 2 });
    const respond = fetchMock.getMockImplementation();
    // Hold the POST so the saving state can be seen.
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'POST') await gate;
      return (respond as NonNullable<typeof respond>)(input, init);
    });
    const onClose = vi.fn();
    const onCreated = vi.fn();
    const { queryClient } = renderInShell(<AddLocationDialog onClose={onClose} onCreated={onCreated} />);
    queryClient.setQueryData(agencyLocationsKey, [dental]);
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Location name'), '  Harbor North ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add location' }));

    const saving = await within(dialog).findByRole('button', { name: 'Adding…' });
    expect(saving).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    release();

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posts(calls)[0]?.body).toEqual({ name: 'Harbor North' });
    expect(toast.success).toHaveBeenCalledWith('Harbor North was added. 2 apps were installed automatically.');
    expect(onCreated).toHaveBeenCalledWith({ location: created, autoInstalled: 2 });
    expect(queryClient.getQueryState(agencyLocationsKey)?.isInvalidated).toBe(true);
  });
});

describe('LocationsSection', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    signInAs('agency_admin');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('adds a location and marks the new row with its automatic installs', async () => {
    serve({ autoInstalled: 1 });
    renderInShell(<LocationsSection canAdd />);
    expect(await screen.findByRole('link', { name: 'Summit Dental Downtown' })).toHaveAttribute('href', `/detail/${DENTAL}`);
    await userEvent.click(screen.getByRole('button', { name: 'Add location' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a location' });
    await userEvent.type(within(dialog).getByLabelText('Location name'), 'Harbor North');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add location' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toast.success).toHaveBeenCalledWith('Harbor North was added. 1 app was installed automatically.');
    const row = await screen.findByRole('link', { name: /Harbor North/ });
    expect(row).toHaveAttribute('href', `/detail/${NEW_ID}`);
    expect(row).toHaveTextContent('New · 1 app was installed automatically.');
  });

  it('has no add button for staff', async () => {
    serve();
    renderInShell(<LocationsSection canAdd={false} />);
    expect(await screen.findByRole('link', { name: 'Summit Dental Downtown' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add location' })).toBeNull();
  });
});
