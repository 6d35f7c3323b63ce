import { useMemo } from 'react';
import { type ConversationFilter, filterFromParams, paramsFromFilter } from '@/features/ai-conversations/utils/filter-params';
import { useSearchParams } from '@/lib/use-search-params';

/** The inbox's filters, kept in the address so a view can be bookmarked, shared and restored by Back. */
export function useConversationFilter() {
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => filterFromParams(params), [params]);
  const update = (next: Partial<ConversationFilter>) =>
    setParams((current) => paramsFromFilter({ ...filterFromParams(current), ...next }), { replace: true });
  const clear = () => setParams(new URLSearchParams(), { replace: true });
  return { filter, update, clear };
}
