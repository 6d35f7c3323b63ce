import type { TSnapshotDetail, TSnapshotFolder } from '@atrium/contracts/snapshots';
import type { TUser } from '@atrium/contracts/users';
import { snapshot, snapshotId, snapshotPage } from '@/features/snapshots/test-fixtures';
import { setSession } from '@/lib/session-store';
import { type FetchCall, renderInShell, stubFetch } from '@/test/app-harness';
import { SnapshotManagerPage } from './snapshot-manager-page';

/** What the manager's tests share: a signed-in agency user, folders, listings and a server that records calls. */
const AT = '2026-11-26T20:00:00.000Z';

export function signInAs(role: TUser['role']) {
  setSession({
    token: 'tok-w2',
    user: {
      _id: snapshotId(0xb1),
      email: 'ava@summitgrowth.test',
      firstName: 'Ava',
      lastName: 'Summit',
      role,
      agencyId: snapshotId(0xa1),
      locationId: role === 'location_admin' || role === 'staff' ? snapshotId(0xc1) : null,
      createdAt: AT,
    },
    agency: null,
  });
}

export const folder = (n: number, name: string, parentId: string | null = null, position = 0): TSnapshotFolder => ({
  _id: snapshotId(0xf00 + n),
  name,
  parentId,
  position,
  createdAt: AT,
  updatedAt: AT,
});

export const CLIENTS = folder(1, 'Clients');
export const DENTAL = folder(2, 'Dental', CLIENTS._id);
export const ARCHIVE = folder(3, 'Archive', null, 1);
export const LISTING = snapshot({ folderId: CLIENTS._id });

export function detail(overrides: Partial<TSnapshotDetail> = {}): TSnapshotDetail {
  return { ...LISTING, contents: [], customFields: [], versions: [], ...overrides };
}

type Responder = (call: FetchCall) => { status?: number; body?: unknown } | undefined;

/** The manager's server: folders, listings and the CRM's snapshots, with `extra` answering first. */
export function serveManager(extra: Responder = () => undefined) {
  return stubFetch((call) => {
    const answer = extra(call);
    if (answer) return answer;
    const { url, method } = call;
    if (url.startsWith('/api/v1/snapshot_folder') && method === 'GET')
      return { body: snapshotPage([CLIENTS, DENTAL, ARCHIVE] as never[]) };
    if (url.startsWith('/api/v1/snap_shot/list-snapshots')) return { body: snapshotPage([LISTING]) };
    if (url === '/api/v1/agency/list-snapshots')
      return {
        body: {
          data: [
            { id: 'snap_1', name: 'Dental Practice Starter', type: 'own' },
            { id: 'snap_2', name: 'Fitness Studio Growth', type: 'own' },
          ],
        },
      };
    return { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } };
  });
}

export const renderManager = (path = '/snapshots') =>
  renderInShell(<div />, { path, routes: [{ path: '/snapshots/*', element: <SnapshotManagerPage /> }] });
