import { educationGroups } from '@atrium/contracts/education-groups';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '@/lib/session-store';
import { educationKeys, type Viewer } from './education-keys';
import { getAllPages } from './get-all-pages';

/** GET /api/v1/faqs (anyone): the questions this viewer reads (drafts only for their writers), newest first. */
export const getFaqs = (token: string | null, signal?: AbortSignal) => getAllPages(educationGroups.faqs.list, token, signal);

export const faqsQueryOptions = (viewer: Viewer, token: string | null) =>
  queryOptions({
    queryKey: educationKeys.faqs(viewer),
    queryFn: ({ signal }) => getFaqs(token, signal),
    staleTime: 60_000,
  });

export function useFaqs() {
  const { token, user } = useSession();
  return useQuery(faqsQueryOptions(user?._id ?? 'visitor', token));
}
