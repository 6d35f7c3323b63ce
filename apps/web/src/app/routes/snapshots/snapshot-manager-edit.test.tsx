import type { TSnapshotCustomField } from '@atrium/contracts/snapshots';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { snapshotId } from '@/features/snapshots/test-fixtures';
import { detail, LISTING, renderManager, serveManager, signInAs } from './snapshot-manager-test-kit';

vi.mock('@/lib/socket', () => ({ useSocket: () => null }));
afterEach(() => vi.unstubAllGlobals());

const field = (n: number, label: string, key: string, position: number): TSnapshotCustomField => ({
  _id: snapshotId(0xc00 + n),
  snapshotId: LISTING._id,
  label,
  key,
  type: 'text',
  required: false,
  helpText: null,
  defaultValue: null,
  options: [],
  position,
  createdAt: LISTING.createdAt,
  updatedAt: LISTING.updatedAt,
});
const NAME = field(1, 'Business name', 'business_name', 0);
const PHONE = field(2, 'Business phone', 'business_phone', 1);

function serveEdit(overrides = {}) {
  return serveManager(({ method, url, body }) => {
    if (url.startsWith('/api/v1/snap_shot/get-single-snapshot'))
      return { body: { data: detail({ customFields: [NAME, PHONE], ...overrides }) } };
    if (method === 'PUT' && url.startsWith('/api/v1/snap_shot/')) return { body: { data: { ...LISTING, ...(body as object) } } };
    if (url.startsWith('/api/v1/snapshot_custom_field')) {
      if (method === 'DELETE') return { body: { data: { ok: true } } };
      if (method === 'POST') return { status: 201, body: { data: { ...field(3, 'x', 'x', 0), ...(body as object) } } };
      return { body: { data: { ...PHONE, ...(body as object) } } };
    }
    if (method === 'POST' && url === '/api/v1/snap_shot/publish-version')
      return { status: 201, body: { data: detail({ version: { ...LISTING.version, number: 3 } }) } };
    return undefined;
  });
}

describe('editing a listing', { timeout: 30_000 }, () => {
  it('saves the listing, then its custom fields: removed, changed and new ones', async () => {
    signInAs('agency_admin');
    const { calls } = serveEdit();
    renderManager(`/snapshots/${LISTING._id}/edit`);
    const name = await screen.findByLabelText('Name');
    expect(name).toHaveValue(LISTING.name);
    // A saved field's key cannot change: it is the CRM custom value it fills.
    expect(within(screen.getByRole('listitem', { name: 'Business name' })).getByLabelText('Key')).toBeDisabled();

    await userEvent.clear(name);
    await userEvent.type(name, 'Dental Starter Pro');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Business name' }));
    const phone = screen.getByRole('listitem', { name: 'Business phone' });
    await userEvent.type(within(phone).getByLabelText('Help text'), 'The front desk');
    await userEvent.click(screen.getByRole('button', { name: 'Add a field' }));
    const added = screen.getByRole('listitem', { name: 'Field 2' });
    await userEvent.type(within(added).getByLabelText('Label'), 'Booking link');
    await userEvent.selectOptions(within(added).getByLabelText('Type'), 'url');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url === '/api/v1/snapshot_custom_field')).toBe(true));
    const writes = calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.url}`);
    expect(writes).toEqual([
      `PUT /api/v1/snap_shot/${LISTING._id}`,
      `DELETE /api/v1/snapshot_custom_field/${NAME._id}`,
      `PUT /api/v1/snapshot_custom_field/${PHONE._id}`,
      'POST /api/v1/snapshot_custom_field',
    ]);
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ name: 'Dental Starter Pro', folderId: LISTING.folderId });
    expect(calls.filter((c) => c.method === 'PUT')[1]?.body).toEqual({
      label: 'Business phone',
      type: 'text',
      required: false,
      helpText: 'The front desk',
      defaultValue: null,
      options: [],
      position: 0,
    });
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      snapshotId: LISTING._id,
      label: 'Booking link',
      key: 'booking_link',
      type: 'url',
      position: 1,
    });
  });

  it('publishes a new version with release notes, which are required', async () => {
    signInAs('agency_staff');
    const { calls } = serveEdit();
    renderManager(`/snapshots/${LISTING._id}/edit`);
    const publish = await screen.findByRole('button', { name: 'Publish version 3' });
    await userEvent.click(publish);
    expect(screen.getByText('Write what changed in this version.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Release notes'), 'A recall workflow');
    await userEvent.click(publish);
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/api/v1/snap_shot/publish-version')?.body).toEqual({
        snapshot_id: LISTING._id,
        releaseNotes: 'A recall workflow',
      }),
    );
  });

  it('deletes the listing after a confirm, and goes back to the manager', async () => {
    signInAs('agency_admin');
    const { calls } = serveManager(({ method, url }) => {
      if (url.startsWith('/api/v1/snap_shot/get-single-snapshot')) return { body: { data: detail() } };
      if (method === 'DELETE') return { status: 204 };
      return undefined;
    });
    renderManager(`/snapshots/${LISTING._id}/edit`);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete snapshot' }));
    const dialog = await screen.findByRole('dialog', { name: `Delete “${LISTING.name}”?` });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete snapshot' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/snapshots$/));
    expect(calls.find((c) => c.method === 'DELETE')?.url).toBe(`/api/v1/snap_shot/${LISTING._id}`);
  });

  it('says so for a listing of another agency, or none', async () => {
    signInAs('agency_admin');
    serveManager(({ url }) =>
      url.startsWith('/api/v1/snap_shot/get-single-snapshot')
        ? { status: 404, body: { error: { code: 'not_found', message: 'Snapshot not found' } } }
        : undefined,
    );
    renderManager(`/snapshots/${LISTING._id}/edit`);
    expect(await screen.findByRole('heading', { name: 'Snapshot not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the snapshots' })).toHaveAttribute('href', '/snapshots');
  });
});
