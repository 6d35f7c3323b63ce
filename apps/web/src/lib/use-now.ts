import { useEffect, useState } from 'react';

/** The current time, renewed every `intervalMs`, so "Live now", "starts in 5 minutes" and "Due in 1 hr" stay true on an open page. */
export function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
