import type { TSupportQueue } from '@atrium/contracts/support';
import { useMemo } from 'react';
import type { TicketListFilter } from '@/features/support/api/support-keys';
import { filterFromParams, paramsFromFilter } from '@/features/support/utils/list-params';
import { useSearchParams } from '@/lib/use-search-params';

/** The list's queue and filters, kept in the address so a view can be bookmarked and Back restores it. */
export function useListFilter(queues: readonly TSupportQueue[]) {
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => filterFromParams(params, queues), [params, queues]);
  const update = (next: Partial<TicketListFilter>) =>
    setParams((current) => paramsFromFilter({ ...filterFromParams(current, queues), ...next }, queues), { replace: true });
  return { filter, update };
}
