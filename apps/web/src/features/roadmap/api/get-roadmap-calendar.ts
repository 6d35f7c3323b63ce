import { roadmapEndpoints } from '@atrium/contracts/roadmap';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';
import { roadmapKeys } from './roadmap-keys';

export interface CalendarRange {
  from: string;
  to: string;
  appId?: string;
}

/** GET /api/v1/roadmap/calendar?from&to&appId (anyone): items with a target date in the range, earliest first. */
export async function getRoadmapCalendar(range: CalendarRange, token: string | null, signal?: AbortSignal) {
  return apiFetch(roadmapEndpoints.calendar, { query: range, token, signal });
}

export const roadmapCalendarQueryOptions = (range: CalendarRange, viewer: string, token: string | null) =>
  queryOptions({
    queryKey: roadmapKeys.calendar(viewer, range),
    queryFn: ({ signal }) => getRoadmapCalendar(range, token, signal),
    staleTime: 30_000,
  });

export function useRoadmapCalendar(range: CalendarRange) {
  const { token, user } = useSession();
  return useQuery({ ...roadmapCalendarQueryOptions(range, user?._id ?? 'visitor', token), placeholderData: keepPreviousData });
}
