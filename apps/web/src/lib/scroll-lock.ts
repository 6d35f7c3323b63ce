import { useEffect } from 'react';

// Several overlays can be open at once (a dialog over a dialog, or one closing as the next opens in
// the same commit), so locks are counted and the original overflow comes back only with the last one.
let locks = 0;
let savedOverflow = '';

function lock() {
  if (locks === 0) {
    savedOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  locks += 1;
}

function unlock() {
  locks = Math.max(0, locks - 1);
  if (locks === 0) document.body.style.overflow = savedOverflow;
}

/** Keeps the page from scrolling (body overflow hidden) while `locked` is true. */
export function useScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    lock();
    return unlock;
  }, [locked]);
}
