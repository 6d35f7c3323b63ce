import type { AnyEndpoint, EndpointResult, TPage } from '@atrium/contracts/endpoint';
import { apiFetch } from '@/lib/api-client';

/** A list endpoint of the contracts (a resource group's `list`), whose query takes `limit` and `cursor`. */
export type PagedEndpoint = AnyEndpoint & { kind: 'list' };

/** The item type of a list endpoint's pages. */
export type PageItem<E> = EndpointResult<E> extends TPage<infer T> ? T : never;

/**
 * Every item of a list endpoint, following `nextCursor`: the FAQ page groups, counts and searches on the
 * client, so it needs the whole set (one page of 200 in practice).
 */
export async function getAllPages<E extends PagedEndpoint>(
  endpoint: E,
  token: string | null,
  signal?: AbortSignal,
): Promise<PageItem<E>[]> {
  const items: PageItem<E>[] = [];
  let cursor: string | undefined;
  do {
    // Every list query of the resource builder takes these two (ZPageQuery); the generic input cannot say so.
    const input = { query: { limit: 200, cursor }, token, signal } as never;
    const page = (await apiFetch(endpoint, input)) as TPage<PageItem<E>>;
    items.push(...page.data);
    cursor = page.meta?.nextCursor ?? undefined;
  } while (cursor);
  return items;
}
