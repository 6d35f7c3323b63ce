import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import type { Payments } from '../../integrations/payments/payments';
import { AppError, forbidden, notFound } from '../../platform/errors';
import { type Actor, requireUser, type UserActor } from '../../platform/tenancy/actor';
import { appSubscriptions } from './app-billing.tables';

/**
 * Who may do what with the agency's paid apps (issue 23): agency admins buy, change and cancel; agency staff read;
 * a location's people and other agencies see none of it (404 for an id, 403 for the agency's lists).
 */
export type AgencyUser = UserActor & { agencyId: string };
export type SubscriptionRow = typeof appSubscriptions.$inferSelect;

const isAgencyTeam = (user: UserActor): user is AgencyUser =>
  user.agencyId !== null && user.locationId === null && (user.role === 'agency_admin' || user.role === 'agency_staff');

/** Agency admins and staff read the agency's billing. */
export function requireBillingReader(actor: Actor): AgencyUser {
  const user = requireUser(actor);
  if (!isAgencyTeam(user)) throw forbidden("Only your agency's team can see its billing");
  return user;
}

/** Only agency admins spend the agency's money. */
export function requireBillingAdmin(actor: Actor): AgencyUser {
  const user = requireUser(actor);
  if (!isAgencyTeam(user) || user.role !== 'agency_admin')
    throw forbidden('Only agency admins can buy, change or cancel paid apps');
  return user;
}

/** One of the agency's subscriptions; another agency's (or a location user's look) is a 404 like a missing one. */
export async function loadSubscription(db: DbOrTx, actor: Actor, id: string): Promise<SubscriptionRow> {
  const user = requireUser(actor);
  if (!isAgencyTeam(user)) throw notFound('Subscription');
  const [row] = await db
    .select()
    .from(appSubscriptions)
    .where(and(eq(appSubscriptions._id, id), eq(appSubscriptions.agencyId, user.agencyId)))
    .limit(1);
  if (!row) throw notFound('Subscription');
  return row;
}

/** Stripe is configured on this server, or a 503 that says payments are not set up. */
export function requirePayments(payments: Payments | null | undefined): Payments {
  if (!payments) throw new AppError(503, 'unavailable', 'Payments are not set up on this server');
  return payments;
}

/** The statuses in which a subscription holds its installs (it has not ended). */
export const HOLDING_STATUSES = ['trialing', 'active', 'past_due', 'unpaid', 'paused'] as const;
/** Final: nothing brings these back (a late event included). */
export const ENDED_STATUSES = ['canceled', 'incomplete_expired'] as const;

export const isHolding = (status: string) => (HOLDING_STATUSES as readonly string[]).includes(status);
export const isEnded = (status: string) => (ENDED_STATUSES as readonly string[]).includes(status);

export type BillingDeps = { db: Db; payments: Payments | null | undefined };
