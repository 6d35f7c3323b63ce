import { type ReactNode, startTransition, useEffect, useRef, useState } from 'react';

interface RenderWhenNearProps {
  children: ReactNode;
  /** The placeholder's height until then, near the content's own, so the page below does not jump (CSS length). */
  placeholderHeight: string;
}

/**
 * Renders `children` once their place comes within half a screen's height of the viewport, and keeps them from then
 * on. Rows far below the fold cost a phone's first load nothing (rendering, layout, locale data: ADR 015): by the
 * time a reader scrolls or tabs to them they are there. Without IntersectionObserver (unit tests) they render at
 * once.
 */
export function RenderWhenNear({ children, placeholderHeight }: RenderWhenNearProps) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const placeholder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        // A transition: the row renders in slices, so a scroll that brings it in stays smooth.
        startTransition(() => setNear(true));
      },
      { rootMargin: '50% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  return near ? children : <div ref={placeholder} style={{ minHeight: placeholderHeight }} />;
}
