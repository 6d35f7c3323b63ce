import type { TRoadmapItem, TRoadmapStatus } from '@atrium/contracts/roadmap';
import type { TUser } from '@atrium/contracts/users';
import { BOARD_STATUSES } from './statuses';

/** Items into the five columns, keeping the order the server sorted them in. */
export function groupByStatus(items: readonly TRoadmapItem[]): Record<TRoadmapStatus, TRoadmapItem[]> {
  const columns = Object.fromEntries(BOARD_STATUSES.map((s) => [s, [] as TRoadmapItem[]])) as Record<
    TRoadmapStatus,
    TRoadmapItem[]
  >;
  for (const item of items) columns[item.status].push(item);
  return columns;
}

/** The phone tab to open on when the address names none: the first status with something to show. */
export const firstWithItems = (columns: Record<TRoadmapStatus, readonly unknown[]>): TRoadmapStatus =>
  BOARD_STATUSES.find((status) => columns[status].length > 0) ?? 'under_review';

/**
 * Whether to offer "New item": the super admin manages every roadmap; a partner's team manages its apps', which
 * shows as `viewerCanManage` on their items. (The server decides; this only hides a button nobody could use.)
 */
export const canManageSome = (user: Pick<TUser, 'role'> | null, items: readonly Pick<TRoadmapItem, 'viewerCanManage'>[]) =>
  user?.role === 'super_admin' || items.some((item) => item.viewerCanManage);
