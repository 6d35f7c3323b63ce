import { roadmapEndpoints, type TRoadmapRequest } from '@atrium/contracts/roadmap';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';
import { roadmapKeys } from './roadmap-keys';

/** POST /api/v1/roadmap/requests (anyone signed in): an idea that enters the roadmap under review, with my vote. */
export async function submitRoadmapRequest(body: TRoadmapRequest, token: string | null) {
  return apiFetch(roadmapEndpoints.request, { body, token });
}

export function useSubmitRoadmapRequest() {
  const { token } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TRoadmapRequest) => submitRoadmapRequest(body, token),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roadmapKeys.all }),
  });
}
