import { useMediaQuery } from '@/lib/use-media-query';

/** Tablets and up: the board's columns and the calendar's month grid. */
export const WIDE_QUERY = '(min-width: 768px)';

/**
 * Whether the screen is wide enough for columns and a month grid. Used where a phone gets a different structure
 * (tabs instead of columns, an agenda instead of a grid), not just other styles, so only one is in the document.
 * Without matchMedia (tests) it says wide.
 */
export const useWideScreen = () => useMediaQuery(WIDE_QUERY, true);
