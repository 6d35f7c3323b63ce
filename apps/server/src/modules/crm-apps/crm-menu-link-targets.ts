import { and, eq, inArray, isNotNull, isNull, ne, not, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { locations } from '../../platform/tenancy/tenancy.tables';
import { agencyAgentOpenTo } from '../ai-agents/agent-access';
import { apps } from '../apps/apps.tables';
import { appInstalls } from '../apps/installs.tables';
import { crmConnections } from '../crm/crm.tables';
import { crmLocationSync } from '../crm-sync/crm-sync.tables';
import { agencyStoreOpen, storeLinkTitle, storeLinkTitleOf } from '../store/store-openness';
import { crmLocationUninstalls, crmMenuLinks } from './crm-apps.tables';

/**
 * What Atrium keeps in the CRM's menus, and what each link says: an app install's in-CRM page (decision 026), the
 * agency's store (decision 031) and the AI chat with the agency's agents (issue 24). Every kind goes through the same
 * rows, work, retries and notices (crm-menu-links.ts); only which targets want a link, and what it opens, differ.
 */

/** The AI chat link's title: the chat page's own heading. */
export const AGENT_LINK_TITLE = 'AI assistant';

type LinkRow = typeof crmMenuLinks.$inferSelect;

/** Whether a location is in a CRM location that exists (linked, not archived by the sync). */
const inLiveCrmLocation = and(
  isNotNull(locations.crmLocationId),
  sql`not exists (select 1 from ${crmLocationSync} where ${crmLocationSync.locationId} = ${locations._id} and ${crmLocationSync.archivedAt} is not null)`,
);
/** Whether Atrium's app was uninstalled from the location's CRM location alone (crm_location_uninstalls). */
const appUninstalledThere = (agencyId: PgColumn) => sql`exists (select 1 from ${crmLocationUninstalls}
  where ${crmLocationUninstalls.agencyId} = ${agencyId} and ${crmLocationUninstalls.crmLocationId} = ${locations.crmLocationId}
  and ${crmLocationUninstalls.kind} = 'app')`;
/** A location that can show Atrium's links now. */
const linkable = (agencyId: PgColumn) => and(inLiveCrmLocation, sql`not ${appUninstalledThere(agencyId)}`);

const ofAgency = (column: PgColumn, agencyId?: string) => (agencyId ? eq(column, agencyId) : undefined);

/**
 * The agency has connected the CRM's app (the company-level connection the custom menus API takes). The store's and
 * the chat's links are Atrium's own, asked for by no one: without that connection they wait for it, rather than fail
 * and notify an agency that uses the CRM sync alone. An app install's link is asked for, so it fails and says why.
 */
const appConnected = (agencyId: PgColumn) => sql`exists (select 1 from ${crmConnections}
  where ${crmConnections.agencyId} = ${agencyId} and ${crmConnections.kind} = 'app'
  and ${crmConnections.locationId} is null and ${crmConnections.userType} = 'Company')`;

/**
 * The locations that want a link of one of Atrium's own kinds (`wants`: a condition on the location) and have none:
 * linkable, and only once the agency's CRM app is connected.
 */
async function locationLinksWanted(db: DbOrTx, kind: 'store' | 'agent', wants: SQL | undefined, agencyId?: string) {
  const rows = await db
    .select({ agencyId: locations.agencyId, locationId: locations._id })
    .from(locations)
    .leftJoin(crmMenuLinks, and(eq(crmMenuLinks.locationId, locations._id), eq(crmMenuLinks.kind, kind)))
    .where(
      and(
        wants,
        linkable(locations.agencyId),
        appConnected(locations.agencyId),
        isNull(crmMenuLinks._id),
        ofAgency(locations.agencyId, agencyId),
      ),
    );
  return rows.map((row) => ({ ...row, kind }));
}

/**
 * Brings crm_menu_links in line: a `pending` row for each target that should have a link and has none (an active
 * location install of an app with an in-CRM page; each location of an agency whose store is open; each location an
 * agency's published agent is open to); `removing` for
 * each link whose target no longer wants it (uninstalled, the page dropped, the store closed) or whose location left
 * the CRM by being unlinked. A link whose CRM location is gone (archived by the sync: deleted in the CRM) is forgotten,
 * as is one never created: there is nothing left in the CRM to remove. Cheap when nothing changed. It runs every
 * minute and after every catalogue or store change, so a sync's archive is followed within the minute.
 */
export async function reconcileMenuLinks(db: DbOrTx, agencyId?: string): Promise<void> {
  const appsWanted = await db
    .select({ installId: appInstalls._id, agencyId: appInstalls.agencyId, locationId: locations._id })
    .from(appInstalls)
    .innerJoin(apps, eq(apps._id, appInstalls.appId))
    .innerJoin(locations, eq(locations._id, appInstalls.locationId))
    .leftJoin(crmMenuLinks, eq(crmMenuLinks.installId, appInstalls._id))
    .where(
      and(
        eq(appInstalls.status, 'active'),
        isNotNull(apps.customPageUrl),
        linkable(appInstalls.agencyId),
        isNull(crmMenuLinks._id),
        ofAgency(appInstalls.agencyId, agencyId),
      ),
    );
  const storesWanted = await locationLinksWanted(db, 'store', agencyStoreOpen(db, locations.agencyId), agencyId);
  const agentsWanted = await locationLinksWanted(db, 'agent', agencyAgentOpenTo(db, locations._id, locations.agencyId), agencyId);
  const wanted = [...appsWanted.map((r) => ({ ...r, kind: 'app' as const })), ...storesWanted, ...agentsWanted];
  if (wanted.length > 0) await db.insert(crmMenuLinks).values(wanted).onConflictDoNothing();

  const unwanted = await db
    .select({
      _id: crmMenuLinks._id,
      crmMenuId: crmMenuLinks.crmMenuId,
      locationGone: sql<boolean>`${locations.crmLocationId} is not null and not (${inLiveCrmLocation})`,
    })
    .from(crmMenuLinks)
    .innerJoin(locations, eq(locations._id, crmMenuLinks.locationId))
    .leftJoin(appInstalls, eq(appInstalls._id, crmMenuLinks.installId))
    .leftJoin(apps, eq(apps._id, appInstalls.appId))
    .where(
      and(
        ne(crmMenuLinks.state, 'removing'),
        ofAgency(crmMenuLinks.agencyId, agencyId),
        or(
          not(linkable(crmMenuLinks.agencyId)!),
          and(eq(crmMenuLinks.kind, 'app'), or(sql`${appInstalls.status} is distinct from 'active'`, isNull(apps.customPageUrl))),
          and(eq(crmMenuLinks.kind, 'store'), not(agencyStoreOpen(db, crmMenuLinks.agencyId))),
          and(eq(crmMenuLinks.kind, 'agent'), not(agencyAgentOpenTo(db, crmMenuLinks.locationId, crmMenuLinks.agencyId))),
        ),
      ),
    );
  const forget = unwanted.filter((l) => l.locationGone || !l.crmMenuId).map((l) => l._id);
  const remove = unwanted.filter((l) => !forget.includes(l._id)).map((l) => l._id);
  if (forget.length > 0) await db.delete(crmMenuLinks).where(inArray(crmMenuLinks._id, forget));
  if (remove.length > 0) await markRemoving(db, inArray(crmMenuLinks._id, remove));

  // A link whose store or app was renamed says the new name: sent again (its CRM menu is updated, not made anew).
  const appTitle = db
    .select({ title: sql<string>`left(${apps.name}, 100)` })
    .from(appInstalls)
    .innerJoin(apps, eq(apps._id, appInstalls.appId))
    .where(eq(appInstalls._id, crmMenuLinks.installId));
  const storeTitle = storeLinkTitleOf(db, crmMenuLinks.agencyId);
  await db
    .update(crmMenuLinks)
    .set({ state: 'pending', attempts: 0, lastError: null, failureNotifiedAt: null })
    .where(
      and(
        eq(crmMenuLinks.state, 'linked'),
        ofAgency(crmMenuLinks.agencyId, agencyId),
        sql`${crmMenuLinks.title} is distinct from (case ${crmMenuLinks.kind}
          when 'store' then coalesce((${storeTitle}), 'Store') when 'agent' then ${AGENT_LINK_TITLE} else (${appTitle}) end)`,
      ),
    );
}

const markRemoving = (db: DbOrTx, where: SQL | undefined) =>
  db.update(crmMenuLinks).set({ state: 'removing', attempts: 0, lastError: null, failureNotifiedAt: null }).where(where);

/** What a link says and opens in the CRM, where (its CRM location), and the Atrium location's name. */
export interface LinkTarget {
  title: string;
  /** The path inside Atrium that `/sso` opens once the CRM has signed the person in. */
  to: string;
  icon: string;
  crmLocationId: string | null;
  locationName: string | null;
}

export async function targetOf(db: DbOrTx, row: LinkRow): Promise<LinkTarget> {
  const [place] = await db
    .select({ crmLocationId: locations.crmLocationId, name: locations.name })
    .from(locations)
    .where(eq(locations._id, row.locationId));
  const where = { crmLocationId: place?.crmLocationId ?? null, locationName: place?.name ?? null };
  // `/ai-agent` sends the signed-in person to their own chat (`/:company_id/:userId/ai-agent`, SPEC 2).
  if (row.kind === 'agent') return { ...where, title: AGENT_LINK_TITLE, to: '/ai-agent', icon: 'robot' };
  if (row.kind === 'store') {
    // `/service_store` sends a location's people to their agency's open store (several open: a choice).
    return { ...where, title: (await storeLinkTitle(db, row.agencyId)) ?? 'Store', to: '/service_store', icon: 'store' };
  }
  const [app] = await db
    .select({ appId: apps._id, name: apps.name })
    .from(appInstalls)
    .innerJoin(apps, eq(apps._id, appInstalls.appId))
    .where(eq(appInstalls._id, row.installId!));
  return {
    ...where,
    // By characters, as the reconciliation's SQL `left()` counts them (a name cut mid-emoji would never match).
    title: [...(app?.name ?? 'App')].slice(0, 100).join(''),
    to: `/custom_page/${app?.appId ?? ''}`,
    icon: 'puzzle-piece',
  };
}
