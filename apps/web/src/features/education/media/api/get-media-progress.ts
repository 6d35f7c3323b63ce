import type { TProgress } from '@atrium/contracts/content-progress';
import { educationGroups } from '@atrium/contracts/education-groups';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';
import { type MediaViewer, mediaKeys } from './media-keys';

/** GET /api/v1/medialibrary/progress (signed in): my rows, only for items I have touched. */
export function getMediaProgress(token: string | null, signal?: AbortSignal): Promise<TProgress[]> {
  return apiFetch(educationGroups.medialibrary.progress.mine, { token, signal });
}

export const mediaProgressQueryOptions = (viewer: MediaViewer, token: string | null) =>
  queryOptions({
    queryKey: mediaKeys.progress(viewer),
    queryFn: ({ signal }) => getMediaProgress(token, signal),
    enabled: Boolean(token),
  });

/** Visitors have no progress (the endpoint is a 401 for them): the query stays idle. */
export function useMediaProgress() {
  const { token, user } = useSession();
  return useQuery(mediaProgressQueryOptions(user?._id ?? 'visitor', token));
}
