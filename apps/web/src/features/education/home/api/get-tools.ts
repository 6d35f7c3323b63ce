import { educationGroups } from '@atrium/contracts/education-groups';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAllPages } from '@/features/education/api/get-all-pages';
import { useSession } from '@/lib/session-store';
import { type HomeViewer, homeKeys } from './home-keys';

/** GET /api/v1/tools (anyone): the platform's tools and the viewer's agency's, minus those hidden from their location. */
export const getTools = (token: string | null, signal?: AbortSignal) => getAllPages(educationGroups.tools.list, token, signal);

export const toolsQueryOptions = (viewer: HomeViewer, token: string | null) =>
  queryOptions({
    queryKey: homeKeys.tools(viewer),
    queryFn: ({ signal }) => getTools(token, signal),
    staleTime: 5 * 60_000,
  });

export function useTools() {
  const { token, user } = useSession();
  return useQuery(toolsQueryOptions(user?._id ?? 'visitor', token));
}
