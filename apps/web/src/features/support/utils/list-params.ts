import {
  SUPPORT_QUEUES,
  TICKET_CATEGORIES,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  type TSupportQueue,
} from '@atrium/contracts/support';
import type { TicketListFilter } from '@/features/support/api/support-keys';

const pick = <T extends string>(allowed: readonly T[], value: string | null): T | undefined =>
  value && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;

/** The list's filters from the address (`?queue=&status=&priority=&category=&q=`); unknown values are dropped. */
export function filterFromParams(params: URLSearchParams, queues: readonly TSupportQueue[]): TicketListFilter {
  const queue = pick(SUPPORT_QUEUES, params.get('queue'));
  return {
    queue: queue && queues.includes(queue) ? queue : (queues[0] ?? 'all'),
    status: pick([...TICKET_STATUSES, 'active' as const], params.get('status')),
    priority: pick(TICKET_PRIORITIES, params.get('priority')),
    category: pick(TICKET_CATEGORIES, params.get('category')),
    q: params.get('q')?.trim().slice(0, 100) || undefined,
  };
}

/** The address for `next`, leaving out defaults so a plain list keeps a plain address. */
export function paramsFromFilter(next: TicketListFilter, queues: readonly TSupportQueue[]): URLSearchParams {
  const params = new URLSearchParams();
  if (next.queue !== queues[0]) params.set('queue', next.queue);
  for (const key of ['status', 'priority', 'category', 'q'] as const) {
    const value = next[key];
    if (value) params.set(key, value);
  }
  return params;
}
