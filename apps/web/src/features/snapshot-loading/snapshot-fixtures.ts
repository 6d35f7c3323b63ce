import type {
  TSnapshotCustomField,
  TSnapshotDetail,
  TSnapshotLoad,
  TSnapshotPush,
  TSnapshotTargetLocation,
} from '@atrium/contracts/snapshots';
import type { TUser } from '@atrium/contracts/users';
import { setSession } from '@/lib/session-store';

/** Records shaped like the server's, for the snapshot screens' tests. */
export const id = (n: number) => `0190f5a0-0000-7000-8000-${n.toString(16).padStart(12, '0')}`;
const AT = '2026-11-26T20:00:00.000Z';
export const SNAPSHOT_ID = id(0x51);

export function signInAs(role: TUser['role']) {
  setSession({
    token: 'tok-snap',
    user: {
      _id: id(0xb1),
      email: 'ava@summitgrowth.test',
      firstName: 'Ava',
      lastName: 'Summit',
      role,
      agencyId: id(0xa1),
      locationId: role === 'location_admin' ? id(0xc1) : null,
      createdAt: AT,
    },
    agency: null,
  });
}

export function field(
  overrides: Partial<TSnapshotCustomField> & Pick<TSnapshotCustomField, 'key' | 'label' | 'type'>,
): TSnapshotCustomField {
  return {
    _id: id(0x600 + overrides.key.length),
    snapshotId: SNAPSHOT_ID,
    required: false,
    helpText: null,
    defaultValue: null,
    options: [],
    position: 0,
    createdAt: AT,
    updatedAt: AT,
    ...overrides,
  };
}

export const FIELDS: TSnapshotCustomField[] = [
  field({ _id: id(0x61), key: 'business_name', label: 'Business name', type: 'text', required: true }),
  field({ _id: id(0x62), key: 'phone', label: 'Phone', type: 'phone', required: true }),
  field({ _id: id(0x63), key: 'brand_color', label: 'Brand colour', type: 'color', defaultValue: '#1a73e8' }),
];

export function snapshot(overrides: Partial<TSnapshotDetail> = {}): TSnapshotDetail {
  return {
    _id: SNAPSHOT_ID,
    name: 'Dental Practice Growth',
    description: '<p>Everything a <strong>dental</strong> clinic needs.</p><script>alert(1)</script>',
    coverUrl: null,
    screenshots: [],
    niche: 'Dental',
    tags: ['dental', 'booking'],
    publisher: { kind: 'agency', _id: id(0xa1), name: 'Summit Growth' },
    visibility: 'locations',
    price: null,
    folderId: null,
    crmSnapshotId: 'snap_dental',
    version: { number: 2, releaseNotes: 'New recall workflow', releasedAt: AT },
    assetCounts: { funnels: 2, workflows: 3 },
    assetTotal: 5,
    customFieldCount: FIELDS.length,
    locationCount: 1,
    outdatedLocationCount: 1,
    loadIntoNewLocations: false,
    viewer: { owns: true, canLoad: true, shareUrl: null },
    createdAt: AT,
    updatedAt: AT,
    contents: [
      { type: 'funnels', names: ['New patient funnel', 'Whitening offer'] },
      { type: 'workflows', names: ['Appointment reminder', 'Recall after six months', 'Review request'] },
    ],
    customFields: FIELDS,
    versions: [
      {
        _id: id(0x71),
        number: 1,
        releaseNotes: 'First release',
        releasedAt: '2026-10-01T10:00:00.000Z',
        contents: [
          { type: 'funnels', names: ['New patient funnel', 'Whitening offer'] },
          { type: 'workflows', names: ['Appointment reminder', 'Review request'] },
        ],
        assetTotal: 4,
        publishedBy: { _id: id(0xb1), name: 'Ava Summit' },
      },
      {
        _id: id(0x72),
        number: 2,
        releaseNotes: 'New recall workflow',
        releasedAt: AT,
        contents: [
          { type: 'funnels', names: ['New patient funnel', 'Whitening offer'] },
          { type: 'workflows', names: ['Appointment reminder', 'Recall after six months', 'Review request'] },
        ],
        assetTotal: 5,
        publishedBy: { _id: id(0xb1), name: 'Ava Summit' },
      },
    ],
    ...overrides,
  };
}

export function push(overrides: Partial<TSnapshotPush> = {}): TSnapshotPush {
  return {
    _id: id(0x81),
    loadId: id(0x91),
    snapshotId: SNAPSHOT_ID,
    snapshotName: 'Dental Practice Growth',
    location: { _id: id(0xc1), name: 'Bright Smiles Denver', crmLocationId: 'loc_1' },
    version: 2,
    status: 'pushing',
    assets: [
      { type: 'funnels', count: 2, status: 'completed', retries: 0 },
      { type: 'workflows', count: 3, status: 'pending', retries: 0 },
    ],
    valuesWritten: false,
    valueKeys: ['business_name', 'phone'],
    error: null,
    shareLink: null,
    requestedBy: { _id: id(0xb1), name: 'Ava Summit' },
    trigger: 'manual',
    createdAt: AT,
    startedAt: AT,
    finishedAt: null,
    updatedAt: AT,
    ...overrides,
  };
}

export function target(overrides: Partial<TSnapshotTargetLocation> = {}): TSnapshotTargetLocation {
  return {
    _id: id(0xc1),
    name: 'Bright Smiles Denver',
    crmLocationId: 'loc_1',
    version: null,
    lastPush: null,
    updateAvailable: false,
    ...overrides,
  };
}

export function load(overrides: Partial<TSnapshotLoad> = {}): TSnapshotLoad {
  return {
    _id: id(0x91),
    snapshotId: SNAPSHOT_ID,
    version: 2,
    status: 'running',
    mode: 'automatic',
    trigger: 'manual',
    shareLink: null,
    pushes: [push()],
    skipped: [],
    createdAt: AT,
    ...overrides,
  };
}

export const page = <T>(data: T[]) => ({ data, meta: { total: data.length, nextCursor: null } });
