import { educationGroups } from '@atrium/contracts/education-groups';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Viewer } from '@/features/education/api/education-keys';
import { getAllPages } from '@/features/education/api/get-all-pages';
import { useSession } from '@/lib/session-store';
import { knowledgeBaseKeys } from './knowledge-base-keys';

/** GET /api/v1/docs-categories (anyone): top categories and their sub-categories that this viewer reads. */
export const getDocsCategories = (token: string | null, signal?: AbortSignal) =>
  getAllPages(educationGroups['docs-categories'].list, token, signal);

export const docsCategoriesQueryOptions = (viewer: Viewer, token: string | null) =>
  queryOptions({
    queryKey: knowledgeBaseKeys.categories(viewer),
    queryFn: ({ signal }) => getDocsCategories(token, signal),
    staleTime: 60_000,
  });

export function useDocsCategories() {
  const { token, user } = useSession();
  return useQuery(docsCategoriesQueryOptions(user?._id ?? 'visitor', token));
}
