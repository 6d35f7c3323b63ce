import { paymentEndpoints as api } from '@atrium/contracts/payments';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../platform/errors';
import { route } from '../../platform/routes/route';
import { agencies } from '../../platform/tenancy/tenancy.tables';
import { connectionView, disconnect, finishConnecting, liveConnection, startConnecting } from './connections.service';
import { agencyAdmin, agencyTeam } from './payment-access';
import { paymentAccounts } from './payments.tables';
import type { PaymentsRouteDeps } from './payments-route-deps';
import { listConnectionActivity } from './stripe-lists.service';

/** The agency's Stripe connection: SPEC 7's payment-provider paths but the store's two (update, invoices). */
export async function agencyStripeRoutes(app: FastifyInstance, { connectDeps }: PaymentsRouteDeps) {
  route(app, api.connection, async ({ actor }) => {
    const { agencyId } = agencyTeam(actor);
    const deps = connectDeps();
    return connectionView(deps, await liveConnection(deps.db, { owner: 'agency', ownerId: agencyId }));
  });

  route(app, api.integrate, async ({ actor, db, query }) => {
    const admin = agencyAdmin(actor);
    const [agency] = await db.select({ name: agencies.name }).from(agencies).where(eq(agencies._id, admin.agencyId));
    return startConnecting(connectDeps(), {
      who: { owner: 'agency', ownerId: admin.agencyId },
      userId: admin.userId,
      method: query.method,
      name: agency?.name ?? null,
    });
  });

  route(app, api.submit, async ({ actor, body }) => {
    const admin = agencyAdmin(actor);
    const { connection } = await finishConnecting(connectDeps(), {
      owner: 'agency',
      userId: admin.userId,
      body,
      // The state names the agency it was started for: still this person's, and they still its admin.
      mayManage: async (agencyId) => {
        if (agencyAdmin(actor).agencyId !== agencyId) throw notFound('Stripe connection');
      },
    });
    return connection;
  });

  route(app, api.disconnect, async ({ actor, params }) => {
    const admin = agencyAdmin(actor);
    await disconnect(connectDeps(), { owner: 'agency', ownerId: admin.agencyId }, params.id);
  });

  route(app, api.filter, async ({ actor, db, params, body }) => {
    const { agencyId } = agencyTeam(actor);
    const [row] = await db
      .select({ stripeAccountId: paymentAccounts.stripeAccountId })
      .from(paymentAccounts)
      .where(
        and(eq(paymentAccounts._id, params.id), eq(paymentAccounts.agencyId, agencyId), isNull(paymentAccounts.disconnectedAt)),
      );
    if (!row?.stripeAccountId) throw notFound('Stripe connection');
    return listConnectionActivity({ payments: connectDeps().payments, stripeAccountId: row.stripeAccountId, input: body });
  });
}
