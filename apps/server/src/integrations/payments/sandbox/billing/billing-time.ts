import type { Sql } from '../../../crm/sandbox/sql';
import { nowSeconds, type SandboxContext } from '../context';
import { findObject } from '../store';
import type { TestClockJson } from './billing-types';

/**
 * The time billing runs on for a customer: its test clock's frozen time when it has one (Stripe's test clocks: a
 * customer made with `test_clock` lives in that clock's time, and so do its subscriptions and invoices), else now.
 */
export async function billingNow(sql: Sql, ctx: SandboxContext, account: string, testClock: string | null): Promise<number> {
  if (!testClock) return nowSeconds(ctx);
  const clock = await findObject<TestClockJson>(sql, { id: testClock, account, object: 'test_helpers.test_clock' });
  return clock ? clock.data.frozen_time : nowSeconds(ctx);
}
