import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { id, load, page, push, SNAPSHOT_ID, signInAs, snapshot, target } from '@/features/snapshot-loading/snapshot-fixtures';
import { createFakeSocket } from '@/features/support/fake-socket';
import { type FetchCall, renderInShell, stubFetch } from '@/test/app-harness';
import { SnapshotPage } from './snapshot-page';

const socket = vi.hoisted(() => ({ current: null as ReturnType<typeof createFakeSocket> | null }));
vi.mock('@/lib/socket', () => ({ useSocket: () => socket.current }));

afterEach(() => vi.unstubAllGlobals());

type Reply = { status?: number; body?: unknown };

function serve(options: { detail?: Reply; targets?: unknown[]; onPost?: (call: FetchCall) => Reply } = {}) {
  return stubFetch((call) => {
    const { url, method } = call;
    if (url.startsWith('/api/v1/snap_shot/get-single-snapshot')) return options.detail ?? { body: { data: snapshot() } };
    if (url.startsWith('/api/v1/snap_shot/list-ghl_locations')) return { body: { data: options.targets ?? [] } };
    if (url.startsWith('/api/v1/snap_shot/pushes')) return { body: page([]) };
    if (method === 'POST' && options.onPost) return options.onPost(call);
    return { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } };
  });
}

const renderAt = (path: string) =>
  renderInShell(<div />, { path, routes: [{ path: 'snapshot/:snapshot_id/*', element: <SnapshotPage /> }] });

describe('snapshot page', () => {
  it('shows the overview, and its tabs are paths reached by click and arrow keys', async () => {
    signInAs('agency_admin');
    serve();
    renderAt(`/snapshot/${SNAPSHOT_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dental Practice Growth' })).toBeInTheDocument();
    expect(screen.getByText('dental', { selector: 'strong' })).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByText('Free')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit in the manager' })).toHaveAttribute('href', `/snapshots/${SNAPSHOT_ID}/edit`);
    expect(screen.getByText('Update available · Locations on an older version: 1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Review them' })).toHaveAttribute('href', `/snapshot/${SNAPSHOT_ID}/locations`);
    await userEvent.click(screen.getByRole('tab', { name: 'Contents' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/snapshot/${SNAPSHOT_ID}/contents`);
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Contents' }), { key: 'ArrowRight' });
    expect(screen.getByTestId('location')).toHaveTextContent(`/snapshot/${SNAPSHOT_ID}/custom-fields`);
    expect(await screen.findByText('{{ custom_values.business_name }}')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Custom fields' })).toHaveFocus();
  });

  it('searches the contents and says how many match, or that none do', async () => {
    signInAs('agency_admin');
    serve();
    renderAt(`/snapshot/${SNAPSHOT_ID}/contents`);
    expect(await screen.findByText('Assets: 5')).toBeInTheDocument();
    const search = screen.getByRole('searchbox', { name: 'Search the assets' });
    await userEvent.type(search, 'recall');
    expect(await screen.findByText('Matching: 1 of 5')).toBeInTheDocument();
    expect(screen.getByText('Recall after six months')).toBeInTheDocument();
    expect(screen.queryByText('Whitening offer')).not.toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, 'zzz');
    expect(await screen.findByRole('heading', { name: 'No asset matches' })).toBeInTheDocument();
  });

  it('says a snapshot that does not exist or is not shared is not there', async () => {
    signInAs('agency_admin');
    serve({ detail: { status: 404, body: { error: { code: 'not_found', message: 'Snapshot not found' } } } });
    renderAt(`/snapshot/${SNAPSHOT_ID}`);
    expect(await screen.findByText('This snapshot does not exist or is not shared with you')).toBeInTheDocument();
  });

  it("shows the server's message when the snapshot cannot be read", async () => {
    signInAs('agency_admin');
    serve({ detail: { status: 500, body: { error: { code: 'internal', message: 'The database is unavailable' } } } });
    renderAt(`/snapshot/${SNAPSHOT_ID}`);
    expect(await screen.findByText('The database is unavailable')).toBeInTheDocument();
  });

  it('offers an import link, and no Locations tab, to a viewer who cannot load', async () => {
    signInAs('agency_admin');
    serve({
      detail: {
        body: { data: snapshot({ viewer: { owns: false, canLoad: false, shareUrl: 'https://crm.test/share/abc' } }) },
      },
    });
    renderAt(`/snapshot/${SNAPSHOT_ID}/locations`);
    expect(await screen.findByRole('link', { name: 'Import into your CRM' })).toHaveAttribute(
      'href',
      'https://crm.test/share/abc',
    );
    expect(screen.queryByRole('tab', { name: 'Locations' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load into locations' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(new RegExp(`/snapshot/${SNAPSHOT_ID}$`)));
  });

  it('shows Update available with the newer release notes, and pushes the update to the chosen locations', async () => {
    signInAs('agency_admin');
    const outdated = target({
      version: 1,
      updateAvailable: true,
      lastPush: push({ version: 1, status: 'completed', finishedAt: '2026-10-02T10:00:00.000Z' }),
    });
    const { calls } = serve({
      targets: [outdated],
      onPost: () => ({ status: 202, body: { data: load({ trigger: 'update', pushes: [push({ status: 'queued' })] }) } }),
    });
    renderAt(`/snapshot/${SNAPSHOT_ID}/locations`);
    const row = (await screen.findByRole('heading', { name: 'Bright Smiles Denver' })).closest('li') as HTMLElement;
    expect(within(row).getByText('Update available')).toBeInTheDocument();
    expect(within(row).getByText('Update available: version 2')).toBeInTheDocument();
    expect(within(row).getByText('New recall workflow')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Bright Smiles Denver for the update' }));
    await userEvent.click(screen.getByRole('button', { name: 'Push update (1)' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      url: '/api/v1/snap_shot/attach-location',
      body: { snapshot_id: SNAPSHOT_ID, trigger: 'update', locations: [{ locationId: id(0xc1), values: {} }] },
    });
    expect(await screen.findByText('Update under way for: Bright Smiles Denver.')).toBeInTheDocument();
  });

  it('moves a progress bar with a live event, without asking the server again', async () => {
    signInAs('agency_admin');
    socket.current = createFakeSocket();
    const running = push();
    const { calls } = serve({ targets: [target({ lastPush: running })] });
    renderAt(`/snapshot/${SNAPSHOT_ID}/locations`);
    const bar = await screen.findByRole('progressbar', { name: 'Progress of Bright Smiles Denver' });
    expect(bar).toHaveAttribute('aria-valuenow', '2');
    expect(bar).toHaveAttribute('aria-valuemax', '5');
    await screen.findByText('Nothing loaded yet');
    const before = calls.length;
    act(() =>
      socket.current?.serverSends('snapshot:progress', {
        loadId: running.loadId,
        snapshotId: SNAPSHOT_ID,
        pushes: [
          {
            ...running,
            status: 'writing_values',
            assets: running.assets.map((asset) => ({ ...asset, status: 'completed' })),
          },
        ],
      }),
    );
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Progress of Bright Smiles Denver' })).toHaveAttribute('aria-valuenow', '5'),
    );
    // The history, read empty before, gains the push from the same event.
    expect(await screen.findByText('Ava Summit loaded v2 into Bright Smiles Denver')).toBeInTheDocument();
    expect(calls.length).toBe(before);
    socket.current = null;
  });

  it('retries a failed asset through retry-asset', async () => {
    signInAs('agency_admin');
    const partial = push({
      status: 'partial',
      finishedAt: '2026-11-26T20:01:00.000Z',
      assets: [
        { type: 'funnels', count: 2, status: 'completed', retries: 0 },
        { type: 'workflows', count: 3, status: 'failed', retries: 0 },
      ],
    });
    const { calls } = serve({
      targets: [target({ version: 2, lastPush: partial })],
      onPost: () => ({
        status: 202,
        body: {
          data: {
            ...partial,
            status: 'pushing',
            assets: [partial.assets[0], { type: 'workflows', count: 3, status: 'pending', retries: 1 }],
          },
        },
      }),
    });
    renderAt(`/snapshot/${SNAPSHOT_ID}/locations`);
    await userEvent.click(await screen.findByText('Show the assets'));
    await userEvent.click(screen.getByRole('button', { name: 'Retry Workflows in Bright Smiles Denver' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toMatchObject({
        url: '/api/v1/snap_shot/retry-asset',
        body: { push_id: partial._id, asset: 'workflows' },
      }),
    );
    // The answer replaces the push: the asset is pending again and Retry is gone.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Retry Workflows in Bright Smiles Denver' })).not.toBeInTheDocument(),
    );
  });

  it('keeps the share link of a manual load waiting at the CRM on the Locations tab, after a reload too', async () => {
    signInAs('agency_admin');
    // Nothing of the load is cached (a page opened later): the push itself carries the link while it waits.
    const waiting = push({ status: 'waiting_for_crm', startedAt: null, shareLink: 'https://crm.test/share/q1' });
    serve({ targets: [target({ lastPush: waiting })] });
    renderInShell(<div />, {
      path: `/snapshot/${SNAPSHOT_ID}/locations`,
      routes: [{ path: 'snapshot/:snapshot_id/*', element: <SnapshotPage /> }],
    });
    expect(await screen.findByText('Waiting for the CRM')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://crm.test/share/q1' })).toBeInTheDocument();
  });

  it("lets a location's admin load into their location, without the agency-wide future toggle", async () => {
    signInAs('location_admin');
    serve({
      detail: { body: { data: snapshot({ viewer: { owns: false, canLoad: true, shareUrl: null } }) } },
      targets: [target()],
    });
    renderAt(`/snapshot/${SNAPSHOT_ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Load into locations' }));
    expect(await screen.findByRole('checkbox', { name: 'Bright Smiles Denver' })).toBeEnabled();
    expect(screen.queryByRole('checkbox', { name: /All present and future locations/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit in the manager' })).not.toBeInTheDocument();
  });

  it("offers future locations to the owner's admins only, not its staff", async () => {
    signInAs('agency_staff');
    serve({ targets: [target()] });
    renderAt(`/snapshot/${SNAPSHOT_ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Load into locations' }));
    await screen.findByRole('checkbox', { name: 'Bright Smiles Denver' });
    expect(screen.queryByRole('checkbox', { name: /All present and future locations/ })).not.toBeInTheDocument();
  });
});
