import type { TChangelog } from '@atrium/contracts/changelogs';
import { useMemo, useRef } from 'react';
import type { AppOption } from '@/lib/queries/app-options';

/**
 * The apps named by the entries loaded so far, remembered across filters and searches so the roadmap
 * filter keeps offering them (the API has no list of the roadmaps that have entries). Sorted by name.
 */
export function useSeenApps(entries: readonly TChangelog[]): AppOption[] {
  const seen = useRef(new Map<string, string>());
  return useMemo(() => {
    for (const entry of entries) if (entry.app) seen.current.set(entry.app._id, entry.app.name);
    return [...seen.current].map(([_id, name]) => ({ _id, name })).sort((a, b) => a.name.localeCompare(b.name));
  }, [entries]);
}
