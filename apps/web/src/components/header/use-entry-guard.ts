import type { MouseEvent } from 'react';
import { canOpenEntry, type MenuEntry } from '@/lib/menu-definitions';
import { useSession } from '@/lib/session-store';
import { emitUpgradeRequired } from '@/lib/upgrade-events';

/**
 * Plan gating for menu entries, shared by the header and the sidebar: an entry the agency's plan
 * does not include stays visible but opens the 'Upgrade Required' modal instead of navigating.
 */
export function useEntryGuard() {
  const { agency } = useSession();
  return (entry: MenuEntry) => (event: MouseEvent<HTMLElement>) => {
    if (canOpenEntry(entry, agency?.plan)) return;
    event.preventDefault();
    emitUpgradeRequired({ source: 'menu' });
  };
}
