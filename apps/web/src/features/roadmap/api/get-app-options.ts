import type { TAppCard } from '@atrium/contracts/apps';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { roadmapKeys } from './roadmap-keys';

export interface AppOption {
  _id: string;
  name: string;
}

/**
 * GET /api/v1/app/filter (public): the marketplace's apps, for choosing which app's roadmap an idea is for. The
 * first 60 by installs; an app with roadmap items is offered anyway (the caller adds those).
 */
export async function getAppOptions(signal?: AbortSignal): Promise<AppOption[]> {
  const res = await apiFetch<{ data: TAppCard[] }>({
    method: 'GET',
    path: '/app/filter',
    query: { limit: 60, sort: 'installs' },
    signal,
  });
  return res.data.map(({ _id, name }) => ({ _id, name }));
}

export const appOptionsQueryOptions = () =>
  queryOptions({ queryKey: roadmapKeys.apps(), queryFn: ({ signal }) => getAppOptions(signal), staleTime: 5 * 60_000 });

export function useAppOptions({ enabled = true } = {}) {
  return useQuery({ ...appOptionsQueryOptions(), enabled });
}
