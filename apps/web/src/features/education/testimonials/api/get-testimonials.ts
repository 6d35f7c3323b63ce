import { educationGroups } from '@atrium/contracts/education-groups';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Viewer } from '@/features/education/api/education-keys';
import { getAllPages } from '@/features/education/api/get-all-pages';
import { useSession } from '@/lib/session-store';

export const testimonialsKey = (viewer: Viewer) => ['education', 'testimonials', viewer] as const;

/** GET /api/v1/testimonials (anyone): all of them, so the summary and the filters need no further request. */
export const getTestimonials = (token: string | null, signal?: AbortSignal) =>
  getAllPages(educationGroups.testimonials.list, token, signal);

export const testimonialsQueryOptions = (viewer: Viewer, token: string | null) =>
  queryOptions({
    queryKey: testimonialsKey(viewer),
    queryFn: ({ signal }) => getTestimonials(token, signal),
    staleTime: 60_000,
  });

export function useTestimonials() {
  const { token, user } = useSession();
  return useQuery(testimonialsQueryOptions(user?._id ?? 'visitor', token));
}
