import { useCallback, useEffect, useState } from 'react';
import { ALL } from '@/features/education/utils/faq-view';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useSearchParams } from '@/lib/use-search-params';

/** Long enough to skip the keystrokes of a word, short enough to feel live. */
export const MEDIA_SEARCH_DEBOUNCE_MS = 250;

/**
 * The chosen category (?category=) and the search (?q=) live in the address, so a reload or a shared link
 * lands on the same view. The box updates at once; the list and the address follow once typing pauses
 * (replacing the history entry, so Back does not step through every word typed).
 */
export function useMediaSelection() {
  const [params, setParams] = useSearchParams();
  const categoryId = params.get('category') ?? ALL;
  const [text, setText] = useState(() => params.get('q') ?? '');
  const query = useDebouncedValue(text, MEDIA_SEARCH_DEBOUNCE_MS).trim();

  useEffect(() => {
    setParams(
      (prev) => {
        if ((prev.get('q') ?? '') === query) return prev;
        const out = new URLSearchParams(prev);
        if (query) out.set('q', query);
        else out.delete('q');
        return out;
      },
      { replace: true },
    );
  }, [query, setParams]);

  const selectCategory = useCallback(
    (id: string) =>
      setParams((prev) => {
        const out = new URLSearchParams(prev);
        if (id === ALL) out.delete('category');
        else out.set('category', id);
        return out;
      }),
    [setParams],
  );
  const clearSearch = useCallback(() => setText(''), []);

  return { categoryId, selectCategory, text, setText, query, clearSearch };
}
