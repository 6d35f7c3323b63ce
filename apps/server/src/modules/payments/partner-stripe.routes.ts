import { paymentEndpoints as api } from '@atrium/contracts/payments';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../platform/errors';
import { route } from '../../platform/routes/route';
import { requireUser } from '../../platform/tenancy/actor';
import { connectionView, disconnect, finishConnecting, startConnecting } from './connections.service';
import { memberPartner, memberPartners } from './payment-access';
import { paymentAccounts } from './payments.tables';
import type { PaymentsRouteDeps } from './payments-route-deps';

/** A partner's Stripe connection (its share of paid installs is transferred there), managed by its members. */
export async function partnerStripeRoutes(app: FastifyInstance, { connectDeps }: PaymentsRouteDeps) {
  route(app, api.partnerConnections, async ({ actor, db }) => {
    const partners = await memberPartners(db, actor);
    const deps = connectDeps();
    const ids = partners.map((p) => p._id);
    const rows =
      ids.length === 0
        ? []
        : await db
            .select()
            .from(paymentAccounts)
            .where(and(inArray(paymentAccounts.partnerId, ids), isNull(paymentAccounts.disconnectedAt)));
    return partners.map((partner) => ({
      partner,
      connection: connectionView(deps, rows.find((r) => r.partnerId === partner._id) ?? null),
    }));
  });

  route(app, api.partnerIntegrate, async ({ actor, db, query }) => {
    const user = requireUser(actor);
    const partner = await memberPartner(db, actor, query.partnerId);
    return startConnecting(connectDeps(), {
      who: { owner: 'partner', ownerId: partner._id },
      userId: user.userId,
      method: query.method,
      name: partner.name,
    });
  });

  route(app, api.partnerSubmit, async ({ actor, db, body }) => {
    const user = requireUser(actor);
    const deps = connectDeps();
    const { ownerId, connection } = await finishConnecting(deps, {
      owner: 'partner',
      userId: user.userId,
      body,
      mayManage: async (partnerId) => {
        await memberPartner(db, actor, partnerId);
      },
    });
    const partner = await memberPartner(db, actor, ownerId);
    return { partner, connection };
  });

  route(app, api.partnerDisconnect, async ({ actor, db, params }) => {
    const [row] = await db
      .select({ partnerId: paymentAccounts.partnerId })
      .from(paymentAccounts)
      .where(eq(paymentAccounts._id, params.id));
    if (!row?.partnerId) throw notFound('Stripe connection');
    const partner = await memberPartner(db, actor, row.partnerId).catch(() => {
      throw notFound('Stripe connection');
    });
    await disconnect(connectDeps(), { owner: 'partner', ownerId: partner._id }, params.id);
  });
}
