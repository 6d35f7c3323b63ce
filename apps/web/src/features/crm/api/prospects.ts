import {
  prospectEndpoints,
  type TProspect,
  type TProspectCreate,
  type TProspectStatus,
  type TProspectUpdate,
} from '@atrium/contracts/prospects';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { crmKeys } from './crm-keys';

export const PROSPECTS_PAGE_SIZE = 20;

export interface ProspectFilter {
  q: string;
  tag: string;
  status: TProspectStatus | '';
}

/** GET /api/v1/crm/prospects: newest first, searched and filtered, keyset paged. */
export const prospectsQuery = (filter: ProspectFilter) =>
  infiniteQueryOptions({
    queryKey: crmKeys.prospectList(filter),
    queryFn: ({ pageParam, signal }) =>
      apiFetch(prospectEndpoints.list, {
        query: {
          q: filter.q || undefined,
          tag: filter.tag || undefined,
          status: filter.status || undefined,
          limit: PROSPECTS_PAGE_SIZE,
          cursor: pageParam,
        },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.meta.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });

/** GET /api/v1/crm/prospects/tags: the tags in use, with counts (the tag filter's choices). */
export const prospectTagsQuery = () =>
  queryOptions({
    queryKey: crmKeys.prospectTags,
    queryFn: ({ signal }) => apiFetch(prospectEndpoints.tags, { signal }),
  });

export const useProspects = (filter: ProspectFilter) => useInfiniteQuery(prospectsQuery(filter));
export const useProspectTags = () => useQuery(prospectTagsQuery());

/** Any change to a prospect: lists and tags are read again (order, filters and counts may change). */
function useProspectChange<I, O>(change: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => client.invalidateQueries({ queryKey: crmKeys.prospects }),
  });
}

export const useCreateProspect = () => useProspectChange((body: TProspectCreate) => apiFetch(prospectEndpoints.create, { body }));

export const useUpdateProspect = () =>
  useProspectChange(({ id, body }: { id: string; body: TProspectUpdate }) =>
    apiFetch(prospectEndpoints.update, { params: { id }, body }),
  );

export const useDeleteProspect = () => useProspectChange((id: string) => apiFetch(prospectEndpoints.remove, { params: { id } }));

/** POST /api/v1/crm/prospects/:id/convert: a CRM location (and an Atrium one) made from the prospect. */
export const useConvertProspect = () =>
  useProspectChange((id: string): Promise<TProspect> => apiFetch(prospectEndpoints.convert, { params: { id } }));
