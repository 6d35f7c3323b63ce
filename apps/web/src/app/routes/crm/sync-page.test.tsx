import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { id, page, run, signInAs } from '@/features/crm/crm-fixtures';
import { createFakeSocket } from '@/features/support/fake-socket';
import { renderInShell, stubFetch } from '@/test/app-harness';
import { Component as SyncPage } from './sync-page';

const socket = vi.hoisted(() => ({ current: null as ReturnType<typeof createFakeSocket> | null }));
vi.mock('@/lib/socket', () => ({ useSocket: () => socket.current }));

afterEach(() => vi.unstubAllGlobals());

const RUNNING = run();
const PARTIAL = run({
  _id: id(0xe2),
  status: 'partial',
  phase: 'done',
  trigger: 'schedule',
  startedBy: null,
  finishedAt: '2026-11-26T19:00:00.000Z',
  durationMs: 4200,
  counts: {
    locations: { total: 3, done: 3, created: 2, updated: 0, archived: 0, failed: 1 },
    users: { total: 0, done: 0, created: 0, updated: 0, archived: 0, failed: 0 },
    contacts: { total: 0, done: 0, created: 0, updated: 0, archived: 0, failed: 0 },
  },
});

function serve() {
  return stubFetch(({ url, method }) => {
    if (url === '/api/v1/crm/sync')
      return { body: { data: { connected: true, current: RUNNING, last: PARTIAL, lastSucceededAt: null } } };
    if (url.startsWith('/api/v1/crm/sync/runs?')) return { body: page([RUNNING, PARTIAL]) };
    if (url.startsWith(`/api/v1/crm/sync/runs/${PARTIAL._id}/items`))
      return {
        body: page([
          {
            _id: id(0xf1),
            kind: 'location',
            crmId: 'loc_9',
            name: 'Harbor North',
            action: 'failed',
            error: 'The CRM refused the address',
            createdAt: PARTIAL.createdAt,
          },
        ]),
      };
    if (method === 'POST' && url.endsWith('/retry'))
      return { status: 202, body: { data: run({ _id: id(0xe3), trigger: 'retry' }) } };
    return { status: 404 };
  });
}

describe('CRM sync page', () => {
  it('moves the progress with the socket, without asking the server again', async () => {
    signInAs('agency_admin');
    socket.current = createFakeSocket();
    const { calls } = serve();
    renderInShell(<SyncPage />, { path: '/crm/sync' });
    const bar = await screen.findByRole('progressbar', { name: 'Locations' });
    expect(bar).toHaveAttribute('aria-valuenow', '1');
    const before = calls.length;
    act(() =>
      socket.current?.serverSends('crm-sync:progress', {
        run: { ...RUNNING, phase: 'users', counts: { ...RUNNING.counts, locations: { ...RUNNING.counts.locations, done: 3 } } },
      }),
    );
    // react-query tells the screen on its next tick.
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Locations' })).toHaveAttribute('aria-valuenow', '3'));
    expect(screen.getByText('Syncing users')).toBeInTheDocument();
    act(() =>
      socket.current?.serverSends('crm-sync:progress', {
        run: { ...RUNNING, status: 'succeeded', phase: 'done', finishedAt: '2026-11-26T20:01:00.000Z' },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'No sync is running' })).toBeInTheDocument();
    expect(calls.length).toBe(before);
  });

  it("opens a run's failed items and retries them", async () => {
    signInAs('agency_admin');
    socket.current = null;
    const { calls } = serve();
    renderInShell(<SyncPage />, { path: '/crm/sync' });
    const log = await screen.findByRole('region', { name: 'Sync log' });
    await userEvent.click(await within(log).findByRole('button', { name: /Scheduled/ }));
    expect(await within(log).findByText('The CRM refused the address')).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('failed=true'))).toBe(true);
    await userEvent.click(within(log).getByRole('button', { name: 'Retry failed' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.url === `/api/v1/crm/sync/runs/${PARTIAL._id}/retry`)).toBe(true),
    );
  });

  it('lets agency staff read the log but not start or retry', async () => {
    signInAs('agency_staff');
    socket.current = null;
    serve();
    renderInShell(<SyncPage />, { path: '/crm/sync' });
    expect(await screen.findByRole('heading', { name: 'Sync in progress' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sync now' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Scheduled/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry failed' })).not.toBeInTheDocument();
  });
});
