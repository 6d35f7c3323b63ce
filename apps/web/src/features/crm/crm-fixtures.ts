import type { TCrmAppSetup, TCrmConnection } from '@atrium/contracts/crm';
import type { TCrmSyncRun } from '@atrium/contracts/crm-sync';
import type { TUser } from '@atrium/contracts/users';
import { setSession } from '@/lib/session-store';

/** Records shaped like the server's, for the CRM screens' tests. */
export const id = (n: number) => `0190f5a0-0000-7000-8000-${n.toString(16).padStart(12, '0')}`;
const AT = '2026-11-26T20:00:00.000Z';

export function signInAs(role: TUser['role']) {
  setSession({
    token: 'tok-crm',
    user: {
      _id: id(0xb1),
      email: 'mia@harbordigital.test',
      firstName: 'Mia',
      lastName: 'Harbor',
      role,
      agencyId: id(0xa1),
      locationId: role === 'location_admin' || role === 'staff' ? id(0xc1) : null,
      createdAt: AT,
    },
    agency: null,
  });
}

export function connection(overrides: Partial<TCrmConnection> = {}): TCrmConnection {
  return {
    _id: id(0xd1),
    kind: 'crm_sync',
    status: 'connected',
    locationId: null,
    userType: 'Company',
    crmCompanyId: 'cmp_harbor',
    crmLocationId: null,
    scopes: ['locations.readonly', 'locations.write', 'contacts.readonly'],
    expiresAt: '2026-11-27T20:00:00.000Z',
    refreshedAt: null,
    createdAt: AT,
    ...overrides,
  };
}

export function appSetup(connections: TCrmAppSetup['connections']): TCrmAppSetup {
  return {
    crmCompanyId: 'cmp_harbor',
    settings: { autoSync: true, syncContacts: true },
    locations: { total: 3, linked: 3 },
    menuLinks: { active: 0, failing: 0 },
    connections,
    missing: [],
  };
}

const count = (total: number, done: number) => ({ total, done, created: done, updated: 0, archived: 0, failed: 0 });

export function run(overrides: Partial<TCrmSyncRun> = {}): TCrmSyncRun {
  return {
    _id: id(0xe1),
    trigger: 'manual',
    status: 'running',
    phase: 'locations',
    full: true,
    target: null,
    startedBy: { _id: id(0xb1), name: 'Mia Harbor' },
    retryOf: null,
    counts: { locations: count(3, 1), users: count(0, 0), contacts: count(0, 0) },
    error: null,
    createdAt: AT,
    startedAt: AT,
    finishedAt: null,
    durationMs: null,
    ...overrides,
  };
}

export const page = <T>(data: T[], nextCursor: string | null = null) => ({ data, meta: { total: data.length, nextCursor } });
