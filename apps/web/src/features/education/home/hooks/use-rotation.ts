import { useCallback, useEffect, useState } from 'react';

export interface RotationOptions {
  count: number;
  /** Time on each item; 0 turns automatic rotation off. */
  intervalMs: number;
  paused: boolean;
}

/**
 * Which of `count` items shows, moving on by itself every `intervalMs` unless paused. Moving by hand starts
 * the item's full time again, so a banner someone just chose is not swapped out a moment later.
 */
export function useRotation({ count, intervalMs, paused }: RotationOptions) {
  const [chosen, setChosen] = useState(0);
  // The list may shrink (a banner's window closes): stay inside it.
  const index = count > 0 ? chosen % count : 0;
  const rotating = !paused && intervalMs > 0 && count > 1;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setChosen((index + 1) % count), intervalMs);
    return () => window.clearTimeout(timer);
  }, [rotating, index, count, intervalMs]);

  const goTo = useCallback((next: number) => setChosen(count > 0 ? ((next % count) + count) % count : 0), [count]);
  return { index, rotating, goTo, next: () => goTo(index + 1), previous: () => goTo(index - 1) };
}
