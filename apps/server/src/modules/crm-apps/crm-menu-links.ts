import { and, eq, inArray, isNotNull, isNull, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { CrmApiError } from '../../integrations/crm/crm-errors';
import { locations } from '../../platform/tenancy/tenancy.tables';
import { apps } from '../apps/apps.tables';
import { appInstalls } from '../apps/installs.tables';
import { crmConnections } from '../crm/crm.tables';
import { agencyConnections } from '../crm/crm-agency.service';
import { crmLocationSync } from '../crm-sync/crm-sync.tables';
import { atriumUrlOf, type CrmAppContext, connectionToken, crmFailure } from './crm-app-context';
import { crmLocationUninstalls, crmMenuLinks } from './crm-apps.tables';
import { notifyMenuLinkFailed } from './crm-notices';

/**
 * Installing an app with an in-CRM page (`apps.customPageUrl`) for a location linked to the CRM adds a custom menu
 * link in that CRM location, which opens Atrium's `/sso?to=/custom_page/<appId>` inside the CRM (signed in by the
 * CRM's user data); uninstalling removes it. The CRM is called outside the install's transaction: a failure leaves
 * the install as it is, the link `failed` with its reason, and the retry job tries again with a growing pause.
 */

type LinkRow = typeof crmMenuLinks.$inferSelect;

/** After this many failed tries in a row the agency's admins are told (once per failing spell). */
export const NOTIFY_AFTER_ATTEMPTS = 3;
/** The pause before retry n: 1, 2, 4 ... minutes, at most an hour. */
export const retryPauseMs = (attempts: number) => Math.min(60, 2 ** Math.max(0, attempts - 1)) * 60_000;

/** Whether an install's location is in a CRM location that exists (linked, not archived by the sync). */
const inLiveCrmLocation = and(
  isNotNull(locations.crmLocationId),
  sql`not exists (select 1 from ${crmLocationSync} where ${crmLocationSync.locationId} = ${locations._id} and ${crmLocationSync.archivedAt} is not null)`,
);
/** Whether Atrium's app was uninstalled from the install's CRM location alone (crm_location_uninstalls). */
const appUninstalledThere = sql`exists (select 1 from ${crmLocationUninstalls} where ${crmLocationUninstalls.agencyId} = ${appInstalls.agencyId}
  and ${crmLocationUninstalls.crmLocationId} = ${locations.crmLocationId} and ${crmLocationUninstalls.kind} = 'app')`;

/**
 * Brings crm_menu_links in line with the installs: a `pending` row for each active location install that should
 * have a link and has none; `removing` for each link whose install is gone, whose app no longer has an in-CRM page,
 * or whose location left the CRM by being unlinked. A link whose CRM location is gone (archived by the sync: deleted
 * in the CRM) is forgotten, as is one never created: there is nothing left in the CRM to remove. Cheap when nothing
 * changed. It runs every minute and after every catalogue change (listing edits, installs), so a sync's archive is
 * followed within the minute.
 */
export async function reconcileMenuLinks(ctx: CrmAppContext, agencyId?: string): Promise<void> {
  const { db } = ctx;
  const wanted = await db
    .select({ installId: appInstalls._id, agencyId: appInstalls.agencyId })
    .from(appInstalls)
    .innerJoin(apps, eq(apps._id, appInstalls.appId))
    .innerJoin(locations, eq(locations._id, appInstalls.locationId))
    .leftJoin(crmMenuLinks, eq(crmMenuLinks.installId, appInstalls._id))
    .where(
      and(
        eq(appInstalls.status, 'active'),
        isNotNull(apps.customPageUrl),
        inLiveCrmLocation,
        sql`not ${appUninstalledThere}`,
        isNull(crmMenuLinks.installId),
        agencyId ? eq(appInstalls.agencyId, agencyId) : undefined,
      ),
    );
  if (wanted.length > 0) await db.insert(crmMenuLinks).values(wanted).onConflictDoNothing();

  // Links of active installs that should no longer be there, with where their CRM location stands.
  const unwanted = await db
    .select({
      installId: crmMenuLinks.installId,
      crmMenuId: crmMenuLinks.crmMenuId,
      locationGone: sql<boolean>`${locations.crmLocationId} is not null and not (${inLiveCrmLocation})`,
    })
    .from(crmMenuLinks)
    .innerJoin(appInstalls, eq(appInstalls._id, crmMenuLinks.installId))
    .innerJoin(apps, eq(apps._id, appInstalls.appId))
    .innerJoin(locations, eq(locations._id, appInstalls.locationId))
    .where(
      and(
        notInArray(crmMenuLinks.state, ['removing']),
        eq(appInstalls.status, 'active'),
        or(isNull(apps.customPageUrl), sql`not (${inLiveCrmLocation})`, appUninstalledThere),
        agencyId ? eq(crmMenuLinks.agencyId, agencyId) : undefined,
      ),
    );
  const forget = unwanted.filter((l) => l.locationGone || !l.crmMenuId).map((l) => l.installId);
  const remove = unwanted.filter((l) => !forget.includes(l.installId)).map((l) => l.installId);
  if (forget.length > 0) await db.delete(crmMenuLinks).where(inArray(crmMenuLinks.installId, forget));
  if (remove.length > 0) await markRemoving(db, inArray(crmMenuLinks.installId, remove));

  const gone = db
    .select({ id: appInstalls._id })
    .from(appInstalls)
    .where(and(eq(appInstalls._id, crmMenuLinks.installId), eq(appInstalls.status, 'active')));
  await markRemoving(
    db,
    and(
      notInArray(crmMenuLinks.state, ['removing']),
      sql`not exists (${gone})`,
      agencyId ? eq(crmMenuLinks.agencyId, agencyId) : undefined,
    ),
  );
}

const markRemoving = (db: DbOrTx, where: SQL | undefined) =>
  db.update(crmMenuLinks).set({ state: 'removing', attempts: 0, lastError: null, failureNotifiedAt: null }).where(where);

/** Rows with work to do now: new ones, and failed or unremoved ones whose pause is over. */
async function dueLinks(ctx: CrmAppContext, now: Date, only?: string[]): Promise<LinkRow[]> {
  const rows = await ctx.db
    .select()
    .from(crmMenuLinks)
    .where(
      and(
        or(eq(crmMenuLinks.state, 'pending'), eq(crmMenuLinks.state, 'failed'), eq(crmMenuLinks.state, 'removing')),
        only ? inArray(crmMenuLinks.installId, only) : undefined,
      ),
    )
    .limit(200);
  return rows.filter((r) => only || r.attempts === 0 || now.getTime() - r.updatedAt.getTime() >= retryPauseMs(r.attempts));
}

const ICON = { name: 'puzzle-piece', fontFamily: 'fas' } as const;

/** Something on Atrium's side stops the link (no connection, no CRM location): said as it is. */
class LinkBlocked extends Error {}

/** What the failure means for the agency's team, in words (never the CRM's own text). */
const reasonOf = (error: unknown) => (error instanceof LinkBlocked ? error.message : crmFailure(error).message);

/** Deletes a custom menu in the CRM; one already gone there (removed by hand) leaves nothing to remove. */
async function deleteCrmMenu(ctx: CrmAppContext, accessToken: string, customMenuId: string) {
  await ctx.client.deleteCustomMenu({ accessToken, customMenuId }).catch((error: unknown) => {
    if (!(error instanceof CrmApiError && error.status === 404)) throw error;
  });
}

/** Creates or deletes one row's link, holding the row locked so that two processes never both create it. */
async function work(ctx: CrmAppContext, installId: string): Promise<'done' | 'failed' | 'skipped'> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(crmMenuLinks).where(eq(crmMenuLinks.installId, installId)).for('update', {
      skipLocked: true,
    });
    if (!row || row.state === 'linked') return 'skipped';
    const [install] = await tx
      .select({
        appId: appInstalls.appId,
        appName: apps.name,
        crmLocationId: locations.crmLocationId,
      })
      .from(appInstalls)
      .innerJoin(apps, eq(apps._id, appInstalls.appId))
      .innerJoin(locations, eq(locations._id, appInstalls.locationId))
      .where(eq(appInstalls._id, installId));
    try {
      const app = (await agencyConnections(ctx.db, row.agencyId)).get('app');
      const connection = app?.userType === 'Company' ? app : undefined;
      if (row.state === 'removing') {
        if (row.crmMenuId && connection) {
          const accessToken = await connectionToken(ctx, connection);
          await deleteCrmMenu(ctx, accessToken, row.crmMenuId);
        } else if (row.crmMenuId) {
          throw new LinkBlocked('Connect the CRM (app) again to remove the link');
        }
        await tx.delete(crmMenuLinks).where(eq(crmMenuLinks.installId, installId));
        return 'done';
      }
      if (!install?.crmLocationId) throw new LinkBlocked('The location is not linked to a CRM location');
      if (!connection) throw new LinkBlocked('Connect the CRM (app) to add the link');
      const accessToken = await connectionToken(ctx, connection);
      const to = `/custom_page/${install.appId}`;
      const menu = await ctx.client.createCustomMenu({
        accessToken,
        menu: {
          title: install.appName.slice(0, 100),
          url: `${atriumUrlOf(ctx.settings)}/sso?${new URLSearchParams({ to })}`,
          icon: ICON,
          showOnCompany: false,
          showOnLocation: true,
          showToAllLocations: false,
          openMode: 'iframe',
          locations: [install.crmLocationId],
          userRole: 'all',
        },
      });
      await tx
        .update(crmMenuLinks)
        .set({ state: 'linked', crmMenuId: menu.id, attempts: 0, lastError: null, failureNotifiedAt: null })
        .where(eq(crmMenuLinks.installId, installId));
      return 'done';
    } catch (error) {
      const lastError = reasonOf(error);
      const attempts = row.attempts + 1;
      await tx
        .update(crmMenuLinks)
        .set({ state: row.state === 'removing' ? 'removing' : 'failed', attempts, lastError })
        .where(eq(crmMenuLinks.installId, installId));
      ctx.log.warn({ installId, attempts, state: row.state }, 'CRM menu link failed');
      return 'failed';
    }
  });
}

/** Reconciles, then works through what is due (or only `installIds`); tells the admins of links failing for long. */
export async function processMenuLinks(ctx: CrmAppContext, opts: { installIds?: string[]; now?: Date } = {}) {
  const now = opts.now ?? new Date();
  if (!opts.installIds) await reconcileMenuLinks(ctx);
  const due = await dueLinks(ctx, now, opts.installIds);
  for (const row of due) await work(ctx, row.installId);
  const failing = await ctx.db
    .select()
    .from(crmMenuLinks)
    .where(
      and(
        eq(crmMenuLinks.state, 'failed'),
        isNull(crmMenuLinks.failureNotifiedAt),
        sql`${crmMenuLinks.attempts} >= ${NOTIFY_AFTER_ATTEMPTS}`,
        // The admins were told to connect the app again (an uninstall, a refused refresh): one notice says it all.
        sql`not exists (select 1 from ${crmConnections} where ${crmConnections.agencyId} = ${crmMenuLinks.agencyId}
          and ${crmConnections.kind} = 'app' and ${crmConnections.locationId} is null and ${crmConnections.status} = 'needs_reconnect')`,
      ),
    );
  for (const row of failing) {
    await ctx.db.update(crmMenuLinks).set({ failureNotifiedAt: now }).where(eq(crmMenuLinks.installId, row.installId));
    await notifyMenuLinkFailed(ctx.db, row.installId);
  }
}

/**
 * Deletes every menu link the agency has in the CRM, while its app connection still works (unlinking the CRM company:
 * afterwards Atrium can no longer reach that CRM). Best effort, one link at a time: a link already gone there counts
 * as removed. Returns how many are left in the CRM (no usable connection, or the CRM refused).
 */
export async function removeAgencyMenuLinks(ctx: CrmAppContext, agencyId: string): Promise<number> {
  const links = await ctx.db
    .select({ installId: crmMenuLinks.installId, crmMenuId: crmMenuLinks.crmMenuId })
    .from(crmMenuLinks)
    .where(and(eq(crmMenuLinks.agencyId, agencyId), isNotNull(crmMenuLinks.crmMenuId)));
  if (links.length === 0) return 0;
  const app = (await agencyConnections(ctx.db, agencyId)).get('app');
  if (app?.userType !== 'Company' || app.status !== 'connected') return links.length;
  let left = 0;
  for (const link of links) {
    try {
      const accessToken = await connectionToken(ctx, app);
      await deleteCrmMenu(ctx, accessToken, link.crmMenuId!);
      await ctx.db.delete(crmMenuLinks).where(eq(crmMenuLinks.installId, link.installId));
    } catch {
      left++;
    }
  }
  if (left > 0) ctx.log.warn({ agencyId, left }, 'CRM menu links left in the CRM on unlink');
  return left;
}
