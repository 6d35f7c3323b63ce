import type { TCrmCompanyLink, TCrmSyncSettings, ZCrmCompanyUpdate } from '@atrium/contracts/crm';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { forbidden } from '../../platform/errors';
import { type Actor, requireAgency } from '../../platform/tenancy/actor';
import { locations, memberships, users } from '../../platform/tenancy/tenancy.tables';
import { crmConnections } from '../crm/crm.tables';
import type { CrmAppContext } from '../crm-apps/crm-app-context';
import { crmLocationUninstalls, crmMenuLinks } from '../crm-apps/crm-apps.tables';
import { removeAgencyMenuLinks } from '../crm-apps/crm-menu-links';
import { crmContacts, crmLocationSync, crmSyncState } from './crm-sync.tables';
import { stopAgencyRuns } from './crm-sync-runs';

export const DEFAULT_SYNC_SETTINGS: TCrmSyncSettings = { autoSync: true, syncContacts: true };

/** The agency's sync settings (the defaults until an admin changes them). */
export async function readSyncSettings(db: DbOrTx, agencyId: string): Promise<TCrmSyncSettings> {
  const [row] = await db
    .select({ autoSync: crmSyncState.autoSync, syncContacts: crmSyncState.syncContacts })
    .from(crmSyncState)
    .where(eq(crmSyncState.agencyId, agencyId));
  return row ?? DEFAULT_SYNC_SETTINGS;
}

/**
 * Forgets the agency's CRM company: its connections (tokens with them), the CRM ids the sync gave its locations and
 * people, the contacts it copied, its watermarks and its menu-link rows (removed from the CRM first, by the caller,
 * while the connection still works). Runs under way stop as failed. The Atrium locations and people stay, so a
 * new link matches them again by name and email on its first run.
 */
async function unlinkCrmCompany(tx: DbOrTx, agencyId: string) {
  await tx.delete(crmConnections).where(eq(crmConnections.agencyId, agencyId));
  await tx.update(locations).set({ crmLocationId: null }).where(eq(locations.agencyId, agencyId));
  const people = tx.select({ userId: memberships.userId }).from(memberships).where(eq(memberships.agencyId, agencyId));
  await tx.update(users).set({ crmUserId: null }).where(inArray(users._id, people));
  await tx.delete(crmContacts).where(eq(crmContacts.agencyId, agencyId));
  await tx.delete(crmLocationSync).where(eq(crmLocationSync.agencyId, agencyId));
  await tx.delete(crmMenuLinks).where(eq(crmMenuLinks.agencyId, agencyId));
  await tx.update(crmSyncState).set({ usersSyncedAt: null, lastSucceededAt: null }).where(eq(crmSyncState.agencyId, agencyId));
  await tx.delete(crmLocationUninstalls).where(eq(crmLocationUninstalls.agencyId, agencyId));
  await stopAgencyRuns(tx, agencyId, 'The CRM company was unlinked');
}

/** The CRM company the agency's own connections are linked to (they all share one, ADR 023). */
async function linkedCompany(db: DbOrTx, agencyId: string) {
  const [row] = await db
    .select({ crmCompanyId: crmConnections.crmCompanyId })
    .from(crmConnections)
    .where(and(eq(crmConnections.agencyId, agencyId), isNull(crmConnections.locationId)))
    .limit(1);
  return row?.crmCompanyId ?? null;
}

/** PUT /agency/update_ghl_company: the agency's admins change the sync's settings, or unlink the CRM company. */
export async function updateCrmCompany(opts: {
  db: Db;
  actor: Actor;
  body: z.output<typeof ZCrmCompanyUpdate>;
  /** The CRM, to remove the agency's menu links there before unlinking; null when the server has none. */
  crm: CrmAppContext | null;
}): Promise<TCrmCompanyLink> {
  const user = requireAgency(opts.actor);
  if (user.role !== 'agency_admin') throw forbidden('Only the agency’s admins can change the CRM link');
  const { unlink, ...changes } = opts.body;
  // Outside the transaction (the CRM is slow, and a link removed there stays removed); what is left is counted.
  const menuLinksLeft = unlink && opts.crm ? await removeAgencyMenuLinks(opts.crm, user.agencyId) : undefined;
  const link = await opts.db.transaction(async (tx) => {
    if (unlink) await unlinkCrmCompany(tx, user.agencyId);
    const settings = { ...(await readSyncSettings(tx, user.agencyId)) };
    if (changes.autoSync !== undefined) settings.autoSync = changes.autoSync;
    if (changes.syncContacts !== undefined) settings.syncContacts = changes.syncContacts;
    await tx
      .insert(crmSyncState)
      .values({ agencyId: user.agencyId, ...settings })
      .onConflictDoUpdate({ target: crmSyncState.agencyId, set: { ...settings, updatedAt: new Date() } });
    return { crmCompanyId: await linkedCompany(tx, user.agencyId), settings };
  });
  return menuLinksLeft === undefined ? link : { ...link, menuLinksLeft };
}
