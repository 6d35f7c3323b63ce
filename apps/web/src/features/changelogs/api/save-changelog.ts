import { changelogEndpoints, type TChangelog, type TChangelogCreate, type TChangelogUpdate } from '@atrium/contracts/changelogs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { changelogKeys } from './changelog-keys';

/** POST /api/v1/changelogs: a new draft on the named roadmap (platform when appId is null). */
export async function createChangelog(input: TChangelogCreate): Promise<TChangelog> {
  return apiFetch(changelogEndpoints.create, { body: input });
}

/** PUT /api/v1/changelogs/:id: its title, body or shipped items (the roadmap stays). */
export async function updateChangelog(id: string, input: TChangelogUpdate): Promise<TChangelog> {
  return apiFetch(changelogEndpoints.update, { params: { id }, body: input });
}

export type SaveChangelogInput = { id: null; values: TChangelogCreate } | { id: string; values: TChangelogUpdate };

/** Creates or updates an entry, whichever it is; the lists and the entry refresh after. */
export function useSaveChangelog() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveChangelogInput) =>
      input.id === null ? createChangelog(input.values) : updateChangelog(input.id, input.values),
    onSuccess: () => client.invalidateQueries({ queryKey: changelogKeys.all }),
  });
}
