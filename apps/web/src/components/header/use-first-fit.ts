import { type RefObject, useEffect, useState } from 'react';

/**
 * The index of the first candidate (laid out at its natural width) that fits inside `container`, or
 * -1 when none does. Menu labels differ a lot in length between languages, so the header measures
 * instead of guessing breakpoints. `active` re-measures once the candidates mount. Without
 * ResizeObserver (unit tests) the first candidate is assumed to fit.
 */
export function useFirstFit(
  container: RefObject<HTMLElement | null>,
  candidates: RefObject<HTMLElement | null>[],
  active = true,
): number {
  const [index, setIndex] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the candidate refs are stable objects; re-measuring follows `active`
  useEffect(() => {
    const outer = container.current;
    const inner = candidates.map((ref) => ref.current);
    if (!active || !outer || inner.some((el) => !el) || typeof ResizeObserver === 'undefined') return;
    const measure = () => setIndex(inner.findIndex((el) => el !== null && el.offsetWidth <= outer.clientWidth));
    const observer = new ResizeObserver(measure);
    observer.observe(outer);
    // No measure() here: reading offsetWidth in the effect forced a layout of the whole page inside the first
    // render's task (ADR 015). The observer reports each element once it is laid out, before it is painted; a
    // hidden slot (the header below lg) reports nothing and keeps the first candidate.
    for (const el of inner) if (el) observer.observe(el);
    return () => observer.disconnect();
  }, [container, active]);

  return index;
}
