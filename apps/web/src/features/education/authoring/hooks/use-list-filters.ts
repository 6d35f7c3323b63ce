import { useCallback, useMemo } from 'react';
import { ALL, type ListFilters } from '@/features/education/authoring/utils/list-view';
import { useSearchParams } from '@/lib/use-search-params';

const PARAMS: Record<keyof ListFilters, string> = { q: 'q', parentId: 'parent', status: 'status', owner: 'owner' };

/** The list's filters live in the address, so coming back from a form (or sharing the link) keeps them. */
export function useListFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo<ListFilters>(
    () => ({
      q: params.get(PARAMS.q) ?? '',
      parentId: params.get(PARAMS.parentId) ?? ALL,
      status: params.get(PARAMS.status) ?? ALL,
      owner: params.get(PARAMS.owner) ?? ALL,
    }),
    [params],
  );
  const update = useCallback(
    (next: Partial<ListFilters>) =>
      setParams(
        (current) => {
          const copy = new URLSearchParams(current);
          for (const [key, value] of Object.entries(next) as [keyof ListFilters, string][]) {
            if (value) copy.set(PARAMS[key], value);
            else copy.delete(PARAMS[key]);
          }
          return copy;
        },
        { replace: true },
      ),
    [setParams],
  );
  const clear = useCallback(() => setParams(new URLSearchParams(), { replace: true }), [setParams]);
  return { filters, update, clear };
}
