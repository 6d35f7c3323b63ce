import { changelogEndpoints, type TChangelog } from '@atrium/contracts/changelogs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { roadmapItemsKeys } from '@/lib/queries/roadmap-items';
import { changelogKeys } from './changelog-keys';

/** POST /api/v1/changelogs/:id/publish: dates the entry, ships its items and notifies their voters. */
export async function publishChangelog(id: string): Promise<TChangelog> {
  return apiFetch(changelogEndpoints.publish, { params: { id } });
}

export function usePublishChangelog() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: publishChangelog,
    // Publishing ships the linked items: the roadmap's lists (the item picker's too) show their new status.
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: changelogKeys.all }),
        client.invalidateQueries({ queryKey: roadmapItemsKeys.all }),
      ]),
  });
}
