import { useEffect, useState } from 'react';

export type CopyState = 'idle' | 'copied' | 'failed';

/** Copies a URL and reports the outcome for a few seconds, so the button can say so. */
export function useCopyLink(resetMs = 2500) {
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), resetMs);
    return () => clearTimeout(timer);
  }, [state, resetMs]);
  const copy = async (url: string) => {
    try {
      // Missing outside secure contexts (plain http on a LAN address): report it instead of throwing.
      if (!navigator.clipboard) throw new Error('clipboard unavailable');
      await navigator.clipboard.writeText(url);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return { state, copy };
}
