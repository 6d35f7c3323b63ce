/**
 * Query keys of the snapshot manager. Listings live under the catalogue side's `['snapshots']` (so a change here
 * refreshes every list of them); the folders and the CRM's snapshots are the manager's own.
 */
export const managerKeys = {
  listings: ['snapshots'] as const,
  detail: (id: string) => ['snapshots', 'detail', id] as const,
  folders: ['snapshot-manager', 'folders'] as const,
  crmSnapshots: ['snapshot-manager', 'crm-snapshots'] as const,
};
