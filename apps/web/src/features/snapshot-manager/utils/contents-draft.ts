import { SNAPSHOT_ASSET_TYPES, type TSnapshotAssetGroup, type TSnapshotAssetType } from '@atrium/contracts/snapshots';

/** What a snapshot holds as its form holds it: per asset type, the names one a line. */
export type ContentsDraft = Record<TSnapshotAssetType, string>;

export const emptyContents = (): ContentsDraft =>
  Object.fromEntries(SNAPSHOT_ASSET_TYPES.map((type) => [type, ''])) as ContentsDraft;

/** The contents to send, in the CRM's order; undefined when nothing was entered (the CRM is asked then). */
export function contentsFromDraft(draft: ContentsDraft): TSnapshotAssetGroup[] | undefined {
  const groups = SNAPSHOT_ASSET_TYPES.flatMap((type) => {
    const names = [
      ...new Set(
        draft[type]
          .split('\n')
          .map((name) => name.trim())
          .filter(Boolean),
      ),
    ];
    return names.length > 0 ? [{ type, names }] : [];
  });
  return groups.length > 0 ? groups : undefined;
}

/** Whether a failed call asked for the contents (a real CRM does not report them: decision 027). */
export function asksForContents(error: unknown): boolean {
  const details = (error as { data?: { error?: { details?: { path?: unknown[] }[] } } } | null)?.data?.error?.details;
  return Array.isArray(details) && details.some((d) => Array.isArray(d.path) && d.path[0] === 'contents');
}
