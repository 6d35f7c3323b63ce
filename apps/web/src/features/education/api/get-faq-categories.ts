import { educationGroups } from '@atrium/contracts/education-groups';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '@/lib/session-store';
import { educationKeys, type Viewer } from './education-keys';
import { getAllPages } from './get-all-pages';

/** GET /api/v1/faq-categories (anyone): the categories this viewer reads, newest first. */
export const getFaqCategories = (token: string | null, signal?: AbortSignal) =>
  getAllPages(educationGroups['faq-categories'].list, token, signal);

export const faqCategoriesQueryOptions = (viewer: Viewer, token: string | null) =>
  queryOptions({
    queryKey: educationKeys.faqCategories(viewer),
    queryFn: ({ signal }) => getFaqCategories(token, signal),
    staleTime: 60_000,
  });

export function useFaqCategories() {
  const { token, user } = useSession();
  return useQuery(faqCategoriesQueryOptions(user?._id ?? 'visitor', token));
}
