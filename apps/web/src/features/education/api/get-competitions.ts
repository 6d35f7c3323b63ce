import { educationGroups } from '@atrium/contracts/education-groups';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '@/lib/session-store';
import { educationKeys, type Viewer } from './education-keys';
import { getAllPages } from './get-all-pages';

/** GET /api/v1/competition (an agency's people): every competition of my agency; its admins set them up. */
export const getCompetitions = (token: string | null, signal?: AbortSignal) =>
  getAllPages(educationGroups.competition.list, token, signal);

export const competitionsQueryOptions = (viewer: Viewer, token: string | null) =>
  queryOptions({
    queryKey: educationKeys.competitions(viewer),
    queryFn: ({ signal }) => getCompetitions(token, signal),
    staleTime: 60_000,
  });

/** The leaderboards read them and the console writes them: one cache entry, which every console write refreshes. */
export function useCompetitions({ enabled = true } = {}) {
  const { token, user } = useSession();
  return useQuery({ ...competitionsQueryOptions(user?._id ?? 'visitor', token), enabled });
}
