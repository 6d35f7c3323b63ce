import { useCallback } from 'react';
import { ALL } from '@/features/education/utils/faq-view';
import { useSearchParams } from '@/lib/use-search-params';

/**
 * The chosen category and the opened list live in the address (?category=…&list=…), so a reload, the
 * Back button and a shared link all land on the same list.
 */
export function useStepSelection() {
  const [params, setParams] = useSearchParams();
  const categoryId = params.get('category') ?? ALL;
  const listId = params.get('list');

  const update = useCallback(
    (next: { category?: string; list?: string | null }) =>
      setParams((prev) => {
        const out = new URLSearchParams(prev);
        if (next.category !== undefined) {
          if (next.category === ALL) out.delete('category');
          else out.set('category', next.category);
        }
        if (next.list === null) out.delete('list');
        else if (next.list !== undefined) out.set('list', next.list);
        return out;
      }),
    [setParams],
  );
  const selectCategory = useCallback((category: string) => update({ category, list: null }), [update]);
  /** The search string that opens a list (links rather than buttons, so they open in a new tab too). */
  const searchFor = useCallback(
    (list: string | null) => {
      const out = new URLSearchParams(params);
      if (list) out.set('list', list);
      else out.delete('list');
      const text = out.toString();
      return text ? `?${text}` : '';
    },
    [params],
  );
  return { categoryId, listId, selectCategory, searchFor };
}
