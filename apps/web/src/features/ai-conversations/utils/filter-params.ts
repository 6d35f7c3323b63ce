import type { TConversationFilter } from '@atrium/contracts/chat-conversations';

export const RATINGS = ['unhelpful', 'helpful', 'unrated'] as const;
export type RatingFilter = (typeof RATINGS)[number];

/** The inbox's filters as the address keeps them: ids, a rating, and whole days (`YYYY-MM-DD`, the viewer's time). */
export interface ConversationFilter {
  locationId?: string;
  userId?: string;
  agentId?: string;
  rating?: RatingFilter;
  from?: string;
  to?: string;
}

export const FILTER_KEYS = ['locationId', 'userId', 'agentId', 'rating', 'from', 'to'] as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const idOf = (value: string | null) => (value && UUID.test(value) ? value : undefined);
const dayOf = (value: string | null) =>
  value && DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00`)) ? value : undefined;

/** The filters from `?locationId=&userId=&agentId=&rating=&from=&to=`; anything malformed is dropped, not sent. */
export function filterFromParams(params: URLSearchParams): ConversationFilter {
  const rating = params.get('rating');
  const filter: ConversationFilter = {
    locationId: idOf(params.get('locationId')),
    userId: idOf(params.get('userId')),
    agentId: idOf(params.get('agentId')),
    rating: (RATINGS as readonly string[]).includes(rating ?? '') ? (rating as RatingFilter) : undefined,
    from: dayOf(params.get('from')),
    to: dayOf(params.get('to')),
  };
  return Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined));
}

/** The address for a filter: only what is set, so the plain inbox keeps a plain address. */
export function paramsFromFilter(filter: ConversationFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filter[key];
    if (value) params.set(key, value);
  }
  return params;
}

export const isFiltered = (filter: ConversationFilter) => FILTER_KEYS.some((key) => Boolean(filter[key]));

/**
 * What the server is asked: a day range becomes instants in the viewer's own time zone, from the first moment of
 * `from` to the last of `to` (the server keeps conversations active within it).
 */
export function queryFromFilter(filter: ConversationFilter): Omit<TConversationFilter, 'limit' | 'cursor'> {
  const { from, to, ...rest } = filter;
  return {
    ...rest,
    from: from ? new Date(`${from}T00:00:00`).toISOString() : undefined,
    to: to ? new Date(`${to}T23:59:59.999`).toISOString() : undefined,
  };
}
