import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { KB_HOME } from '@/features/education/knowledge-base/utils/kb-paths';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useSearchParams } from '@/lib/use-search-params';

/** Long enough to skip the keystrokes of a word, short enough to feel live. */
export const KB_SEARCH_DEBOUNCE_MS = 250;

/**
 * The search box's text and the search in the address (`/knowledgebase?q=`), so a search can be shared
 * and Back returns to it. Typing is applied once it pauses; typing on an article or a category page moves
 * to the results. An address that changes by itself (Back, opening a result) puts its search in the box.
 */
export function useKbSearch() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const query = params.get('q')?.trim() ?? '';
  const [input, setInput] = useState(query);
  const debounced = useDebouncedValue(input, KB_SEARCH_DEBOUNCE_MS).trim();

  // Only the box's own changes navigate: an address change must not be undone by a stale debounced value.
  const lastTyped = useRef(debounced);
  const state = useRef({ query, pathname });
  state.current = { query, pathname };
  useEffect(() => {
    if (debounced === lastTyped.current) return;
    lastTyped.current = debounced;
    const { query: current, pathname: here } = state.current;
    if (debounced === current) return;
    const onHome = here.toLowerCase() === KB_HOME;
    if (!debounced) {
      if (onHome) navigate(KB_HOME, { replace: true });
      return;
    }
    // The first letters of a search are a new entry in the history; refining it is not.
    navigate(`${KB_HOME}?q=${encodeURIComponent(debounced)}`, { replace: onHome && current !== '' });
  }, [debounced, navigate]);

  const seen = useRef(query);
  useEffect(() => {
    if (query === seen.current) return;
    seen.current = query;
    setInput(query);
    lastTyped.current = query;
  }, [query]);

  return {
    input,
    setInput,
    /** The search the results show: the address's, so results and address never disagree. */
    query,
    clear: () => {
      setInput('');
      lastTyped.current = '';
      navigate(KB_HOME, { replace: true });
    },
  };
}
