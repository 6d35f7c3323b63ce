import { roadmapEndpoints, type TRoadmapItemCreate, type TRoadmapItemUpdate } from '@atrium/contracts/roadmap';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';
import { roadmapKeys } from './roadmap-keys';

/** POST /api/v1/roadmap (a manager of the named roadmap): a new item. */
export async function createRoadmapItem(body: TRoadmapItemCreate, token: string | null) {
  return apiFetch(roadmapEndpoints.create, { body, token });
}

/** PUT /api/v1/roadmap/:id (a manager): changes title, description, status, category or target date. */
export async function updateRoadmapItem(id: string, body: TRoadmapItemUpdate, token: string | null) {
  return apiFetch(roadmapEndpoints.update, { params: { id }, body, token });
}

/** Both writes refresh every roadmap list (a new status moves the card, a new date moves it on the calendar). */
export function useCreateRoadmapItem() {
  const { token } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TRoadmapItemCreate) => createRoadmapItem(body, token),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roadmapKeys.all }),
  });
}

export function useUpdateRoadmapItem(id: string) {
  const { token, user } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TRoadmapItemUpdate) => updateRoadmapItem(id, body, token),
    onSuccess: async (item) => {
      queryClient.setQueryData(roadmapKeys.item(user?._id ?? 'visitor', id), item);
      await queryClient.invalidateQueries({ queryKey: roadmapKeys.all });
    },
  });
}
