import { CRM_CONNECTION_KINDS, type TCrmConnectionKind } from '@atrium/contracts/crm';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { locations } from '../../platform/tenancy/tenancy.tables';
import { crmConnections } from '../crm/crm.tables';
import type { CrmSettings } from '../crm/crm-settings';
import { stopAgencyRuns } from '../crm-sync/crm-sync-runs';
import { idOf } from '../crm-sync/crm-sync-webhooks';
import { crmLocationUninstalls, crmMenuLinks } from './crm-apps.tables';

/**
 * INSTALL and UNINSTALL webhooks of Atrium's own marketplace apps (the `crm_sync`, `support`, `associate` and `app`
 * connections' apps). The body names the app (`appId`), the company and, for one location, the location; nothing else
 * in it is needed. Run in the transaction that records the webhook, so a failure makes the CRM deliver it again.
 */

/** Which of Atrium's apps the CRM's app id is: its id is the client id's first part. */
export function appKindOf(settings: CrmSettings, appId: unknown): TCrmConnectionKind | null {
  return CRM_CONNECTION_KINDS.find((kind) => settings.apps[kind].clientId.split('-')[0] === appId) ?? null;
}

/** Agencies linked to the CRM company, or (a location event without one) holding the CRM location. */
async function agenciesOf(db: DbOrTx, companyId: string | null, crmLocationId: string | null): Promise<string[]> {
  const rows = companyId
    ? await db
        .selectDistinct({ agencyId: crmConnections.agencyId })
        .from(crmConnections)
        .where(eq(crmConnections.crmCompanyId, companyId))
    : crmLocationId
      ? await db
          .selectDistinct({ agencyId: locations.agencyId })
          .from(locations)
          .where(eq(locations.crmLocationId, crmLocationId))
      : [];
  return rows.map((r) => r.agencyId);
}

/** What the caller does once the webhook's transaction has committed: tell these connections' admins. */
export interface InstallEventOutcome {
  reconnect: string[];
}

/**
 * Applies an INSTALL or UNINSTALL of one of Atrium's apps.
 *
 * UNINSTALL on the whole company: that kind's connections there are dead (the CRM revoked their tokens). They turn
 * `needs_reconnect` rather than being deleted: the connection page already shows that state as "Reconnect" with its
 * reason, the agency stays linked to its CRM company (a plain disconnect would let a reconnect pick another one), and
 * the admins are told once (the caller notifies for each connection that turned). The sync's runs under way stop, and
 * the hourly schedule passes a connection that is not `connected` by. For the `app` kind the CRM deleted the app's
 * menu links too: their rows are forgotten (a reconnect makes them again).
 *
 * UNINSTALL on one location: only that location's link to the app is gone: a connection of that location (an
 * account link) turns `needs_reconnect`, and the location is remembered (crm_location_uninstalls) so that the app's
 * menu links there are forgotten and not made again until an INSTALL on that location.
 */
export async function applyCrmAppInstallEvent(opts: {
  db: DbOrTx;
  settings: CrmSettings;
  body: Record<string, unknown> & { type: string };
}): Promise<InstallEventOutcome> {
  const { db, body } = opts;
  const outcome: InstallEventOutcome = { reconnect: [] };
  const kind = appKindOf(opts.settings, body.appId);
  if (!kind || (body.type !== 'INSTALL' && body.type !== 'UNINSTALL')) return outcome;
  const companyId = idOf(body.companyId);
  const crmLocationId = idOf(body.locationId);
  const agencyIds = await agenciesOf(db, companyId, crmLocationId);
  if (agencyIds.length === 0) return outcome;

  if (body.type === 'INSTALL') {
    // Installed again on a location: its menu links may be made there again (reconcile does it).
    if (crmLocationId) {
      await db
        .delete(crmLocationUninstalls)
        .where(
          and(
            inArray(crmLocationUninstalls.agencyId, agencyIds),
            eq(crmLocationUninstalls.crmLocationId, crmLocationId),
            eq(crmLocationUninstalls.kind, kind),
          ),
        );
    }
    return outcome;
  }

  const where = and(
    inArray(crmConnections.agencyId, agencyIds),
    eq(crmConnections.kind, kind),
    // The whole company: every connection of the kind (an account link of each location too); one location: its own.
    crmLocationId ? eq(crmConnections.crmLocationId, crmLocationId) : undefined,
  );
  const turned = await db
    .update(crmConnections)
    .set({ status: 'needs_reconnect' })
    .where(and(where, eq(crmConnections.status, 'connected')))
    .returning({ _id: crmConnections._id });
  outcome.reconnect = turned.map((c) => c._id);

  if (!crmLocationId) {
    for (const agencyId of agencyIds) {
      if (kind === 'crm_sync')
        await stopAgencyRuns(db, agencyId, 'The CRM sync app was uninstalled in the CRM: connect it again');
      if (kind === 'app') await db.delete(crmMenuLinks).where(eq(crmMenuLinks.agencyId, agencyId));
    }
    return outcome;
  }

  await db
    .insert(crmLocationUninstalls)
    .values(agencyIds.map((agencyId) => ({ agencyId, crmLocationId, kind })))
    .onConflictDoUpdate({
      target: [crmLocationUninstalls.agencyId, crmLocationUninstalls.crmLocationId, crmLocationUninstalls.kind],
      set: { uninstalledAt: new Date() },
    });
  if (kind === 'app') {
    // Every link of the agency there (its apps' and its store's): the CRM removed them with the app.
    const there = db
      .select({ id: locations._id })
      .from(locations)
      .where(and(inArray(locations.agencyId, agencyIds), eq(locations.crmLocationId, crmLocationId)));
    await db.delete(crmMenuLinks).where(and(inArray(crmMenuLinks.agencyId, agencyIds), inArray(crmMenuLinks.locationId, there)));
  }
  return outcome;
}
