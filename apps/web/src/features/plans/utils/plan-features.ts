import type { THostKind } from '@atrium/contracts/hosts';
import { buildMenu, canOpenEntry, compactMenu, type MenuEntry, type MenuIconName } from '@/lib/menu-definitions';

export interface PlanFeatureGroup {
  id: string;
  /** A key of the common namespace (menu.*). */
  title: string;
  icon: MenuIconName;
  entries: MenuEntry[];
}

/**
 * What a plan includes, read from the menus this host offers (the entries' plans are the one source of
 * what is gated), grouped as the menus group them: the store links under "Stores", then each dropdown.
 */
export function planFeatures(hostKind: THostKind, plan: string): PlanFeatureGroup[] {
  return compactMenu(buildMenu(hostKind))
    .flatMap((item) => (item.kind === 'group' ? [item.group] : []))
    .map((group) => ({
      id: group.id,
      title: group.title,
      icon: group.icon,
      entries: group.entries.filter((entry) => canOpenEntry(entry, plan)),
    }))
    .filter((group) => group.entries.length > 0);
}

/** How many features a plan includes, each entry counted once (a link may sit in two menus). */
export function featureCount(groups: readonly PlanFeatureGroup[]): number {
  return new Set(groups.flatMap((group) => group.entries.map((entry) => entry.id))).size;
}
