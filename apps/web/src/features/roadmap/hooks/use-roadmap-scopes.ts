import { useMemo } from 'react';
import { useRoadmapItems } from '@/lib/queries/roadmap-items';

export interface ScopeOption {
  value: string;
  /** An app's name; the caller words 'all' and 'platform'. */
  name: string | null;
}

/**
 * The roadmaps to switch between: every one, the platform's, and each app that has items. Read from the unfiltered
 * board list (the board's own first request, so usually no extra call). `current` stays offered when it is an app
 * with nothing listed (an old link), so the switcher never shows a value it lacks.
 */
export function useRoadmapScopes(current?: string) {
  const all = useRoadmapItems({ sort: 'votes' });
  const apps = useMemo(() => {
    const seen = new Map<string, string>();
    for (const item of all.data ?? []) if (item.app) seen.set(item.app._id, item.app.name);
    return [...seen].map(([value, name]) => ({ value, name })).sort((a, b) => a.name.localeCompare(b.name));
  }, [all.data]);
  const options: ScopeOption[] = [{ value: 'all', name: null }, { value: 'platform', name: null }, ...apps];
  if (current && !options.some((o) => o.value === current)) options.push({ value: current, name: null });
  return { options, apps, items: all.data ?? [], isSuccess: all.isSuccess };
}
