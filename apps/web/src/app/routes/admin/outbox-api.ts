import { outboxEndpoints } from '@atrium/contracts/email-outbox';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** The super admin's outbox (GET /api/v1/admin/outbox), one keyset page at a time, and one mail by id. */
const PAGE_SIZE = 25;

export const outboxListQuery = () =>
  infiniteQueryOptions({
    queryKey: ['admin', 'outbox', 'list'] as const,
    queryFn: ({ pageParam, signal }) =>
      apiFetch(outboxEndpoints.list, { query: { limit: PAGE_SIZE, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.meta.nextCursor ?? undefined,
  });

export const outboxMailQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'outbox', 'mail', id] as const,
    queryFn: ({ signal }) => apiFetch(outboxEndpoints.get, { params: { id }, signal }),
  });
