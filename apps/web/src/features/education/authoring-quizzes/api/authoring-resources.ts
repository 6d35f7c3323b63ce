import { educationGroups, type TAnyGroupEndpoints } from '@atrium/contracts/education-groups';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';

/** The groups these screens write, by their name in the contracts' education groups (decision 009). */
export type AuthoringResource = 'question_chapters' | 'question_sections' | 'questions' | 'competition';

/** The group's endpoints, as one shape: the forms check their bodies with the group's own contract. */
const endpointsOf = (resource: AuthoringResource): TAnyGroupEndpoints => educationGroups[resource];

/**
 * POST /api/v1/<resource> (no id) or PUT /api/v1/<resource>/:id; answers with the saved row. `T` is the row the
 * caller's group stores (TQuizChapter for question_chapters, ...).
 */
export async function saveItem<T>(resource: AuthoringResource, id: string | null, body: unknown, token: string | null) {
  const api = endpointsOf(resource);
  const saved = id ? await apiFetch(api.update, { params: { id }, body, token }) : await apiFetch(api.create, { body, token });
  return saved as T;
}

/** DELETE /api/v1/<resource>/:id (a chapter takes its sections and questions with it, by the database's cascade). */
export async function deleteItem(resource: AuthoringResource, id: string, token: string | null) {
  await apiFetch(endpointsOf(resource).remove, { params: { id }, token });
}

/**
 * Every change refreshes the whole education cache: a chapter's status or a question changes what the quiz
 * screens show too, and the lists here are small.
 */
function useRefreshEducation() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['education'] });
}

export function useSaveItem<T>(resource: AuthoringResource) {
  const { token } = useSession();
  const refresh = useRefreshEducation();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: unknown }) => saveItem<T>(resource, id, body, token),
    onSuccess: refresh,
  });
}

export function useDeleteItem(resource: AuthoringResource) {
  const { token } = useSession();
  const refresh = useRefreshEducation();
  return useMutation({ mutationFn: (id: string) => deleteItem(resource, id, token), onSuccess: refresh });
}

/** Several position updates (a move), sent one after the other, then one refresh. */
export function useReorder(resource: AuthoringResource) {
  const { token } = useSession();
  const refresh = useRefreshEducation();
  return useMutation({
    mutationFn: async (updates: { _id: string; position: number }[]) => {
      for (const u of updates) await saveItem(resource, u._id, { position: u.position }, token);
    },
    onSettled: refresh,
  });
}
