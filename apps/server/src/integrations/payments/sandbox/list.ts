import type { ApiCall } from './api';
import type { SandboxContext } from './context';
import { invalidRequest, resourceMissing } from './errors';
import type { Params } from './form';
import { groupOf, integerOf, stringOf } from './params';
import { listObjects, objectExists, type StripeJson } from './store';

/** The parameters every list takes besides its own filters. */
export const LIST_PARAMS = ['limit', 'starting_after', 'ending_before', 'created'] as const;

function createdFilter(params: Params) {
  const exact = params.created;
  if (exact === undefined) return undefined;
  if (typeof exact === 'string') {
    const at = integerOf(params, 'created');
    return at === undefined ? undefined : { gte: at, lte: at };
  }
  const range = groupOf(params, 'created') ?? {};
  return {
    gt: integerOf(range, 'gt'),
    gte: integerOf(range, 'gte'),
    lt: integerOf(range, 'lt'),
    lte: integerOf(range, 'lte'),
  };
}

/**
 * Stripe's list object: `{ object: 'list', data, has_more, url }`, newest first, `limit` 1 to 100 (default 10),
 * paged with `starting_after` / `ending_before` (an id that must exist on the account).
 */
export async function listOf(
  ctx: SandboxContext,
  call: ApiCall,
  list: { object: string; url: string; label: string; where?: Record<string, unknown> },
): Promise<{ object: 'list'; data: StripeJson[]; has_more: boolean; url: string }> {
  const { params } = call;
  const limit = integerOf(params, 'limit') ?? 10;
  if (limit < 1 || limit > 100) throw invalidRequest('Limit must be between 1 and 100.', 'limit');
  const startingAfter = stringOf(params, 'starting_after') || undefined;
  const endingBefore = stringOf(params, 'ending_before') || undefined;
  if (startingAfter && endingBefore) {
    throw invalidRequest('You may only specify one of these parameters: ending_before, starting_after.', 'ending_before');
  }
  for (const [param, id] of [
    ['starting_after', startingAfter],
    ['ending_before', endingBefore],
  ] as const) {
    if (id && !(await objectExists(ctx.pool, id, call.account))) throw resourceMissing(list.label, id, param);
  }
  const page = await listObjects(ctx.pool, {
    account: call.account,
    object: list.object,
    where: list.where,
    created: createdFilter(params),
    limit,
    startingAfter,
    endingBefore,
  });
  return { object: 'list', data: page.data, has_more: page.hasMore, url: list.url };
}
