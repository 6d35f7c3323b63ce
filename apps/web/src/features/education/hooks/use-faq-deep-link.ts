import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { faqAnchor, faqIdFromHash } from '@/features/education/utils/faq-view';

interface DeepLinkOptions {
  /** The lists have loaded, so a missing question really is missing. */
  ready: boolean;
  exists: (id: string) => boolean;
  /** Makes the question visible and open (clears the search, picks All, expands it). */
  reveal: (id: string) => void;
}

/**
 * `/faq#q-<id>` opens that question and scrolls to it, once per hash (a later search or toggle is the
 * user's own). Returns the id of a link whose question this viewer cannot read, for a notice.
 */
export function useFaqDeepLink({ ready, exists, reveal }: DeepLinkOptions): string | null {
  const { hash } = useLocation();
  const id = faqIdFromHash(hash);
  const handled = useRef<string | null>(null);
  const found = ready && id !== null && exists(id);

  useEffect(() => {
    if (!found || !id || handled.current === hash) return;
    handled.current = hash;
    reveal(id);
    // After the reveal has rendered: the item may have been filtered out a moment ago. The router's scroll
    // restoration can still move the page in the first moments of a load (it restores the last position it
    // saved for this entry), so the item is brought back into view a few times while it is out of it.
    const bring = () => {
      const item = document.getElementById(faqAnchor(id));
      if (!item) return;
      const box = item.getBoundingClientRect();
      if (box.bottom <= 0 || box.top >= window.innerHeight) item.scrollIntoView?.({ block: 'start' });
      const toggle = item.querySelector<HTMLElement>('[data-faq-toggle]');
      if (toggle && document.activeElement !== toggle) toggle.focus({ preventScroll: true });
    };
    const frame = requestAnimationFrame(bring);
    const timers = [150, 400, 800].map((ms) => window.setTimeout(bring, ms));
    return () => {
      cancelAnimationFrame(frame);
      for (const timer of timers) window.clearTimeout(timer);
    };
  }, [found, id, hash, reveal]);

  return ready && id !== null && !found ? id : null;
}
