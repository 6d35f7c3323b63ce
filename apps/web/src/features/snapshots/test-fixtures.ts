import type { TSnapshot } from '@atrium/contracts/snapshots';

/** Listings shaped like the server's, for the snapshot screens' tests. */
export const snapshotId = (n: number) => `0190f5a0-0000-7000-8000-${n.toString(16).padStart(12, '0')}`;
const AT = '2026-11-26T20:00:00.000Z';

export function snapshot(overrides: Partial<TSnapshot> = {}): TSnapshot {
  return {
    _id: snapshotId(0x5a1),
    name: 'Dental Practice Starter',
    description: '<p>Everything a practice needs.</p>',
    coverUrl: null,
    screenshots: [],
    niche: 'Dental',
    tags: ['dental', 'booking'],
    publisher: { kind: 'agency', _id: snapshotId(0xa1), name: 'Summit Growth' },
    visibility: 'marketplace',
    price: null,
    folderId: null,
    crmSnapshotId: 'snap_1',
    version: { number: 2, releaseNotes: 'New recall workflow', releasedAt: AT },
    assetCounts: { workflows: 4, funnels: 2 },
    assetTotal: 36,
    customFieldCount: 2,
    locationCount: 3,
    outdatedLocationCount: 1,
    loadIntoNewLocations: false,
    viewer: { owns: true, canLoad: true, shareUrl: null },
    createdAt: AT,
    updatedAt: AT,
    ...overrides,
  };
}

/** A list page as `list-snapshots` answers. */
export const snapshotPage = (data: TSnapshot[], nextCursor: string | null = null, total = data.length) => ({
  data,
  meta: { total, nextCursor },
});
