import type { FastifyInstance } from 'fastify';
import { type Sql, withTransaction } from '../../../crm/sandbox/sql';
import { apiRoute } from '../api';
import { nowSeconds, type SandboxContext } from '../context';
import { invalidRequest } from '../errors';
import { emitEvent } from '../events';
import { stripeId } from '../ids';
import { LIST_PARAMS, listOf } from '../list';
import { allowParams, integerOf, stringOf } from '../params';
import { insertObject, markDeleted, requireObject, saveObject } from '../store';
import { advanceDueSubscriptions } from './billing-cycle';
import type { TestClockJson } from './billing-types';
import type { IntentGateway } from './intent-gateway';

/** Stripe deletes a test clock (and everything on it) 30 days after it is made. */
const CLOCK_LIFETIME_S = 30 * 86_400;

const requireClock = (ctx: SandboxContext, account: string, id: string, forUpdate = false, sql: Sql = ctx.pool) =>
  requireObject<TestClockJson>(
    sql,
    { id, account, object: 'test_helpers.test_clock', label: 'test_clock', param: 'test_clock' },
    forUpdate,
  );

/**
 * Stripe's test clocks (`/v1/test_helpers/test_clocks`): a customer made with `test_clock` lives in the clock's time;
 * advancing the clock runs what would have happened by then to its subscriptions (trial warnings and ends, renewals
 * and their invoices and charges, cancellations at the period's end), with their events, then says
 * `test_helpers.test_clock.ready`.
 */
export function registerTestClocks(gateway: IntentGateway) {
  return (app: FastifyInstance, ctx: SandboxContext) => {
    apiRoute(app, ctx, 'POST', '/v1/test_helpers/test_clocks', async (call) => {
      allowParams(call.params, ['frozen_time', 'name']);
      const created = nowSeconds(ctx);
      const data: TestClockJson = {
        id: stripeId('clock'),
        object: 'test_helpers.test_clock',
        created,
        deletes_after: created + CLOCK_LIFETIME_S,
        frozen_time: integerOf(call.params, 'frozen_time', { required: true, min: 0 }),
        livemode: false,
        name: stringOf(call.params, 'name', { max: 300 }) ?? null,
        status: 'ready',
        status_details: {},
      };
      return withTransaction(ctx.pool, async (sql) => {
        await insertObject(sql, { account: call.account, data, created });
        await emitEvent(sql, ctx, {
          type: 'test_helpers.test_clock.created',
          account: call.account,
          object: data,
          request: call.request,
        });
        return data;
      });
    });

    apiRoute(
      app,
      ctx,
      'GET',
      '/v1/test_helpers/test_clocks/:id',
      async (call) => (await requireClock(ctx, call.account, call.path.id!)).data,
    );

    apiRoute(app, ctx, 'GET', '/v1/test_helpers/test_clocks', async (call) => {
      allowParams(call.params, [...LIST_PARAMS]);
      return listOf(ctx, call, { object: 'test_helpers.test_clock', url: '/v1/test_helpers/test_clocks', label: 'test_clock' });
    });

    apiRoute(app, ctx, 'POST', '/v1/test_helpers/test_clocks/:id/advance', async (call) => {
      allowParams(call.params, ['frozen_time']);
      const to = integerOf(call.params, 'frozen_time', { required: true });
      return withTransaction(ctx.pool, async (sql) => {
        const clock = await requireClock(ctx, call.account, call.path.id!, true, sql);
        if (to <= clock.data.frozen_time) {
          throw invalidRequest('The frozen_time must be after the current frozen_time of the test clock.', 'frozen_time');
        }
        // The whole advance happens within this request: the clock answers `ready` at its new time.
        const advanced: TestClockJson = { ...clock.data, frozen_time: to, status: 'ready' };
        await saveObject(sql, { id: advanced.id, data: advanced });
        await advanceDueSubscriptions(sql, ctx, gateway, { account: call.account, testClock: advanced.id, now: to });
        await emitEvent(sql, ctx, {
          type: 'test_helpers.test_clock.ready',
          account: call.account,
          object: advanced,
          request: call.request,
        });
        return advanced;
      });
    });

    apiRoute(app, ctx, 'DELETE', '/v1/test_helpers/test_clocks/:id', async (call) =>
      withTransaction(ctx.pool, async (sql) => {
        const clock = await requireClock(ctx, call.account, call.path.id!, true, sql);
        // Its customers and what they have go with it, as at Stripe.
        await sql.query(`UPDATE stripe_sandbox.objects SET deleted = true WHERE account = $1 AND data->>'test_clock' = $2`, [
          call.account,
          clock.id,
        ]);
        await markDeleted(sql, clock.id);
        await emitEvent(sql, ctx, {
          type: 'test_helpers.test_clock.deleted',
          account: call.account,
          object: clock.data,
          request: call.request,
        });
        return { id: clock.id, object: 'test_helpers.test_clock', deleted: true };
      }),
    );
  };
}
