import type { TRoadmapStatus } from '@atrium/contracts/roadmap';
import { BOARD_STATUSES } from './statuses';

/** The board's sorts, as the API names them (ROADMAP_SORTS, kept zod-free here). */
export const BOARD_SORTS = ['votes', 'newest', 'updated'] as const;
export type BoardSort = (typeof BOARD_SORTS)[number];

/** Which roadmap: every one, the platform's, or one app's (its id). */
export type RoadmapScope = 'all' | 'platform' | (string & {});

export interface BoardParams {
  scope: RoadmapScope;
  category: string | null;
  q: string;
  sort: BoardSort;
  /** The status tab shown on phones (the columns show them all). */
  status: TRoadmapStatus;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A roadmap named in an address: 'platform', an app id, anything else every roadmap (the server would refuse it). */
export const readScope = (value: string | null | undefined): RoadmapScope =>
  value === 'platform' || (value && UUID.test(value)) ? value : 'all';

/** What the board's address says; anything unknown falls back to the default, so an old link still opens. */
export function readBoardParams(params: URLSearchParams): BoardParams {
  const sort = params.get('sort');
  const status = params.get('status');
  return {
    scope: readScope(params.get('roadmap')),
    category: params.get('category') || null,
    q: params.get('q') ?? '',
    sort: (BOARD_SORTS as readonly string[]).includes(sort ?? '') ? (sort as BoardSort) : 'votes',
    status: BOARD_STATUSES.includes(status as TRoadmapStatus) ? (status as TRoadmapStatus) : 'under_review',
  };
}

/** The defaults are left out of the address, so the plain board is just `/roadmap`. */
const DEFAULTS: Record<string, string> = { roadmap: 'all', sort: 'votes', status: 'under_review' };

export function withBoardParam(
  prev: URLSearchParams,
  name: 'roadmap' | 'category' | 'q' | 'sort' | 'status',
  value: string | null,
) {
  const next = new URLSearchParams(prev);
  if (!value || DEFAULTS[name] === value) next.delete(name);
  else next.set(name, value);
  // Another roadmap has other categories: a chip from the last one would match nothing.
  if (name === 'roadmap') next.delete('category');
  return next;
}

/** The scope as the API's `appId` (none for every roadmap). */
export const appIdOf = (scope: RoadmapScope): string | undefined => (scope === 'all' ? undefined : scope);

export interface ItemsFilter {
  appId?: string;
  category?: string;
  q?: string;
  sort: BoardSort;
}

export function boardFilter({ scope, category, q, sort }: Pick<BoardParams, 'scope' | 'category' | 'q' | 'sort'>): ItemsFilter {
  const filter: ItemsFilter = { sort };
  const appId = appIdOf(scope);
  if (appId) filter.appId = appId;
  if (category) filter.category = category;
  if (q.trim()) filter.q = q.trim();
  return filter;
}
