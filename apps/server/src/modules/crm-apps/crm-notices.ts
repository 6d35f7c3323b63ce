import { and, eq, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { agencies, memberships } from '../../platform/tenancy/tenancy.tables';
import { crmConnections } from '../crm/crm.tables';
import { notify } from '../notifications/notify';

/** Where the agency's admins fix the CRM connection. */
export const CRM_CONNECTION_PAGE = '/integrations';

/** The agency's own admins (not location admins): who manages the CRM connection. */
const agencyAdmins = (db: DbOrTx, agencyId: string) =>
  db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.agencyId, agencyId), eq(memberships.role, 'agency_admin'), isNull(memberships.locationId)));

/**
 * A connection has just turned `needs_reconnect`: its agency's admins hear of it once per turn (the caller is the
 * one refresh that turned it; later calls find it marked and say nothing). The subject is the agency's name.
 */
export async function notifyCrmReconnect(db: DbOrTx, connectionId: string): Promise<void> {
  const [connection] = await db
    .select({ agencyId: crmConnections.agencyId, agencyName: agencies.name })
    .from(crmConnections)
    .innerJoin(agencies, eq(agencies._id, crmConnections.agencyId))
    .where(eq(crmConnections._id, connectionId));
  if (!connection) return;
  const admins = await agencyAdmins(db, connection.agencyId);
  // notify() takes the app's database (its deliveries are keyed by it); a transaction still stores the notices.
  await notify({
    db: db as Db,
    userIds: admins.map((a) => a.userId),
    kind: 'crm_reconnect',
    subject: connection.agencyName,
    detail: null,
    link: CRM_CONNECTION_PAGE,
  });
}

/** A menu link keeps failing: the agency's admins hear of it, with what it opens (an app, the store) and the location. */
export async function notifyMenuLinkFailed(
  db: Db,
  link: { agencyId: string; title: string; locationName: string | null },
): Promise<void> {
  const admins = await agencyAdmins(db, link.agencyId);
  await notify({
    db,
    userIds: admins.map((a) => a.userId),
    kind: 'crm_menu_link_failed',
    subject: link.title,
    detail: link.locationName,
    link: CRM_CONNECTION_PAGE,
  });
}
