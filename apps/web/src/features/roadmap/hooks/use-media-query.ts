import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, kept current. Used where a phone gets a different structure (tabs instead of
 * columns, an agenda instead of a grid), not just other styles, so only one of the two is in the document.
 * Without matchMedia (tests) it answers `fallback`.
 */
export function useMediaQuery(query: string, fallback = true): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const media = window.matchMedia(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : fallback),
    () => fallback,
  );
}

/** Tablets and up: the board's columns and the calendar's month grid. */
export const WIDE_QUERY = '(min-width: 768px)';
