/**
 * Query keys of the snapshot manager. Listings live under the catalogue side's `['snapshots']` (so a change here
 * refreshes every list of them); the folders and the CRM's snapshots are the manager's own.
 */
export const managerKeys = {
  listings: ['snapshots'] as const,
  detail: (id: string) => ['snapshots', 'detail', id] as const,
  folders: ['snapshot-manager', 'folders'] as const,
  crmSnapshots: ['snapshot-manager', 'crm-snapshots'] as const,
  /**
   * The listing's own page (the snapshot-loading feature) caches it under this prefix for 30 s; a change made here
   * marks it stale too, so "View its page" shows the change at once. Features do not import each other: the prefix
   * is named here.
   */
  listingPages: ['snapshot-loading'] as const,
};
