/** Query keys of a snapshot's page and its loads; all start with 'snapshot-loading', so one call can clear them. */
export const snapshotLoadingKeys = {
  all: ['snapshot-loading'] as const,
  detail: (snapshotId: string) => ['snapshot-loading', 'detail', snapshotId] as const,
  targets: (snapshotId: string) => ['snapshot-loading', 'targets', snapshotId] as const,
  /** Every push history (any listing or location); the live hook updates them all in place. */
  pushLists: ['snapshot-loading', 'pushes'] as const,
  pushes: (filter: PushFilter) => ['snapshot-loading', 'pushes', filter.snapshotId ?? null, filter.locationId ?? null] as const,
  load: (loadId: string) => ['snapshot-loading', 'load', loadId] as const,
};

/** Which pushes a history shows: of one listing, of one location, or both. */
export interface PushFilter {
  snapshotId?: string;
  locationId?: string;
}
