import { useEffect, useState } from 'react';

/** The current time, updated every `intervalMs`, so "Live now" and "starts in 5 minutes" stay true on an open page. */
export function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
