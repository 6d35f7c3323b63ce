import { educationGroups } from '@atrium/contracts/education-groups';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAllPages } from '@/features/education/api/get-all-pages';
import { useSession } from '@/lib/session-store';
import { type MediaViewer, mediaKeys } from './media-keys';

/** GET /api/v1/medialibrary-categories (anyone): the categories this viewer reads. */
export const getMediaCategories = (token: string | null, signal?: AbortSignal) =>
  getAllPages(educationGroups['medialibrary-categories'].list, token, signal);

export const mediaCategoriesQueryOptions = (viewer: MediaViewer, token: string | null) =>
  queryOptions({
    queryKey: mediaKeys.categories(viewer),
    queryFn: ({ signal }) => getMediaCategories(token, signal),
    staleTime: 60_000,
  });

export function useMediaCategories() {
  const { token, user } = useSession();
  return useQuery(mediaCategoriesQueryOptions(user?._id ?? 'visitor', token));
}
