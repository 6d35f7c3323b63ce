import { useSyncExternalStore } from 'react';

/** Whether a media query matches, kept current; without matchMedia (tests) it answers `fallback`. */
export function useMediaQuery(query: string, fallback = false): boolean {
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

/** Tailwind's `lg` breakpoint: where a vertical menu docks the sidebar and the top menu may show. */
export const LARGE_SCREEN_QUERY = '(min-width: 1024px)';
