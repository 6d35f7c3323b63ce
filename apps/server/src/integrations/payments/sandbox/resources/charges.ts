import type { FastifyInstance } from 'fastify';
import { withTransaction } from '../../../crm/sandbox/sql';
import { apiRoute } from '../api';
import type { SandboxContext } from '../context';
import { emitEvent } from '../events';
import { allowParams, mergeMetadata, stringOf } from '../params';
import { listRoute, retrieveRoute } from '../simple-routes';
import { requireObject, saveObject } from '../store';
import type { ChargeJson } from './money-store';

/** Charges, as payment intents make them: read, listed (by customer or payment intent), their metadata updated. */
export function registerCharges(app: FastifyInstance, ctx: SandboxContext): void {
  const charges = { url: '/v1/charges', object: 'charge', label: 'charge' };
  retrieveRoute(app, ctx, charges);
  listRoute(app, ctx, { ...charges, filters: ['customer', 'payment_intent', 'transfer_group'] });

  apiRoute(app, ctx, 'POST', '/v1/charges/:id', async (call) => {
    allowParams(call.params, ['metadata', 'description', 'receipt_email']);
    return withTransaction(ctx.pool, async (sql) => {
      const stored = await requireObject<ChargeJson>(
        sql,
        { id: call.path.id!, account: call.account, object: 'charge', label: 'charge' },
        true,
      );
      const data: ChargeJson = {
        ...stored.data,
        metadata: mergeMetadata(stored.data.metadata, call.params),
        description: stringOf(call.params, 'description') ?? stored.data.description,
        receipt_email: stringOf(call.params, 'receipt_email') ?? stored.data.receipt_email,
      };
      await saveObject(sql, { id: data.id, data });
      await emitEvent(sql, ctx, { type: 'charge.updated', account: call.account, object: data, request: call.request });
      return data;
    });
  });
}
