import { educationGroups } from '@atrium/contracts/education-groups';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Viewer } from '@/features/education/api/education-keys';
import { getAllPages } from '@/features/education/api/get-all-pages';
import { useSession } from '@/lib/session-store';
import { knowledgeBaseKeys } from './knowledge-base-keys';

/**
 * GET /api/v1/docs (anyone): every article this viewer reads. The whole set, not a page: the screen counts
 * articles per category, finds previous/next and searches with highlighted snippets without a request per key.
 */
export const getDocs = (token: string | null, signal?: AbortSignal) => getAllPages(educationGroups.docs.list, token, signal);

export const docsQueryOptions = (viewer: Viewer, token: string | null) =>
  queryOptions({
    queryKey: knowledgeBaseKeys.docs(viewer),
    queryFn: ({ signal }) => getDocs(token, signal),
    staleTime: 60_000,
  });

export function useDocs() {
  const { token, user } = useSession();
  return useQuery(docsQueryOptions(user?._id ?? 'visitor', token));
}
