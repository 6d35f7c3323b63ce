import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { faqAnchor, faqIdFromHash } from '../utils/faq-view';

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
    // After the reveal has rendered: the item may have been filtered out a moment ago.
    const frame = requestAnimationFrame(() => {
      const item = document.getElementById(faqAnchor(id));
      item?.scrollIntoView?.({ block: 'start' });
      item?.querySelector<HTMLElement>('[data-faq-toggle]')?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [found, id, hash, reveal]);

  return ready && id !== null && !found ? id : null;
}
