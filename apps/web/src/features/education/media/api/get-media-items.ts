import { educationGroups } from '@atrium/contracts/education-groups';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAllPages } from '@/features/education/api/get-all-pages';
import { useSession } from '@/lib/session-store';
import { type MediaViewer, mediaKeys } from './media-keys';

/**
 * GET /api/v1/medialibrary (anyone): the whole library, videos and documents. One request serves both
 * screens (Videos keeps the videos), the category counts and the search, which runs on the text of the
 * descriptions rather than their markup.
 */
export const getMediaItems = (token: string | null, signal?: AbortSignal) =>
  getAllPages(educationGroups.medialibrary.list, token, signal);

export const mediaItemsQueryOptions = (viewer: MediaViewer, token: string | null) =>
  queryOptions({
    queryKey: mediaKeys.items(viewer),
    queryFn: ({ signal }) => getMediaItems(token, signal),
    staleTime: 60_000,
  });

export function useMediaItems() {
  const { token, user } = useSession();
  return useQuery(mediaItemsQueryOptions(user?._id ?? 'visitor', token));
}
