import type { TBannersConfigUpdate } from '@atrium/contracts/education-home';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { educationKeys } from '@/features/education/api/education-keys';
import type { AuthoringGroup } from '@/features/education/authoring/descriptor/group-descriptor';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';
import type { StoredItem } from './get-group-item';

export interface SaveInput {
  /** Absent for a new item (POST); a singleton is always a PUT on its path. */
  id?: string;
  body: Record<string, unknown>;
}

/** POST /api/v1/<group> or PUT /api/v1/<group>/:id (PUT /api/v1/<singleton>): the stored item. */
export async function saveGroupItem(group: AuthoringGroup, { id, body }: SaveInput, token: string | null): Promise<StoredItem> {
  // The form checked the body with the group's own contract (`group.update`) before it got here.
  if (group.singleton) return apiFetch(group.api.put, { body: body as TBannersConfigUpdate, token });
  const saved = id
    ? await apiFetch(group.api.update, { params: { id }, body, token })
    : await apiFetch(group.api.create, { body, token });
  return saved as StoredItem;
}

/** Every write refreshes the whole education area: the console's lists and counts, and the readers' screens. */
export function useInvalidateEducation() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: educationKeys.all });
}

export function useSaveGroupItem(group: AuthoringGroup) {
  const { token } = useSession();
  const invalidate = useInvalidateEducation();
  return useMutation({
    mutationFn: (input: SaveInput) => saveGroupItem(group, input, token),
    onSuccess: () => invalidate(),
  });
}
