import { useEffect, useSyncExternalStore } from 'react';

/**
 * The title of the page on screen: the document's title and, with a vertical menu, the header's. A store of its own
 * rather than part of the preferences: every page sets it when it mounts, and as preferences state that re-rendered
 * the whole shell (header, sidebar, layout) right after each page's first render (ADR 015).
 */
let current = '';
const listeners = new Set<() => void>();

function setPageTitleText(title: string): void {
  if (title === current) return;
  current = title;
  document.title = title ? `${title} · Atrium` : 'Atrium';
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getTitle = () => current;

/** The page title, for the one place that shows it (the header): only that re-renders when it changes. */
export function usePageTitleText(): string {
  return useSyncExternalStore(subscribe, getTitle, getTitle);
}

/**
 * The title of a page from its parts, most specific first ("Quizzes", "Education console"): empty parts and a
 * part equal to the one before it are left out, so a section's index never reads "Console · Console".
 */
function joinTitle(parts: readonly string[]): string {
  const kept = parts.map((part) => part.trim()).filter(Boolean);
  return kept.filter((part, index) => part.toLowerCase() !== kept[index - 1]?.toLowerCase()).join(' · ');
}

/** Sets the document title (`<part> · <part> · Atrium`) while a page is shown. */
export function usePageTitle(...parts: string[]): void {
  const title = joinTitle(parts);
  useEffect(() => {
    setPageTitleText(title);
    return () => setPageTitleText('');
  }, [title]);
}
