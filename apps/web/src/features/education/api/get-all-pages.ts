import type { TListMeta } from '@atrium/contracts/common';
import { apiFetch } from '../../../lib/api-client';

interface Page<T> {
  data: T[];
  meta: TListMeta;
}

/**
 * Every item of a list endpoint, following `nextCursor`: the FAQ page groups, counts and searches on the
 * client, so it needs the whole set (one page of 200 in practice).
 */
export async function getAllPages<T>(path: string, token: string | null, signal?: AbortSignal): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | undefined;
  do {
    const page = await apiFetch<Page<T>>({ method: 'GET', path, query: { limit: 200, cursor }, token, signal });
    items.push(...page.data);
    cursor = page.meta?.nextCursor ?? undefined;
  } while (cursor);
  return items;
}
