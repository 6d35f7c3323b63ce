import { useCallback, useMemo } from 'react';
import { type To, useLocation } from 'react-router';
import { type Board, boardFromSearch, searchForBoard } from '@/features/education/players/utils/board-selection';
import { useSearchParams } from '@/lib/use-search-params';

/** The board on screen, kept in the address (?period=30d, ?competition=<id>) so it survives a reload and can be shared. */
export function useBoardSelection() {
  const { pathname } = useLocation();
  const [search, setSearch] = useSearchParams();
  const board = useMemo(() => boardFromSearch(search), [search]);
  const hrefFor = useCallback((next: Board): To => ({ pathname, search: searchForBoard(search, next) }), [pathname, search]);
  const select = useCallback(
    (next: Board) => setSearch((current) => searchForBoard(current, next), { preventScrollReset: true }),
    [setSearch],
  );
  return { board, hrefFor, select };
}
