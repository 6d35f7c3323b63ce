import { useEffect, useState } from 'react';

/** What the reader does to scroll by themselves; any of it ends a pin. */
const READER_SCROLL_EVENTS = ['wheel', 'touchmove', 'keydown'] as const;

/**
 * The id of the section being read, for the table of contents: the first section that reaches into the upper
 * part of the window (an IntersectionObserver, so nothing runs per scroll event). While a long section fills
 * the screen the last one found stays highlighted. A jump `pin`s its section: near the end of a page the
 * last sections cannot scroll up to the reading line, so the observer alone would highlight one above the
 * section the reader chose. The pin lasts until the reader scrolls by themselves.
 */
export function useActiveSection(ids: readonly string[]) {
  const [observed, setObserved] = useState<string | null>(ids[0] ?? null);
  const [pinned, setPinned] = useState<string | null>(null);
  const key = ids.join('\n');

  useEffect(() => {
    const anchors = key ? key.split('\n') : [];
    setObserved(anchors[0] ?? null);
    setPinned(null);
    if (anchors.length === 0 || typeof IntersectionObserver === 'undefined') return;
    const visible = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.add(entry.target.id);
          else visible.delete(entry.target.id);
        }
        const first = anchors.find((id) => visible.has(id));
        if (first) setObserved(first);
      },
      // Below the sticky header, and only the upper part of the window: the section being read, not the next.
      { rootMargin: '-80px 0px -55% 0px' },
    );
    for (const id of anchors) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [key]);

  useEffect(() => {
    if (!pinned) return;
    const release = () => setPinned(null);
    for (const type of READER_SCROLL_EVENTS) window.addEventListener(type, release, { passive: true });
    return () => {
      for (const type of READER_SCROLL_EVENTS) window.removeEventListener(type, release);
    };
  }, [pinned]);

  return { active: pinned ?? observed, pin: setPinned };
}
