import { and, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { CrmCustomMenuInput } from '../../integrations/crm/crm-api';
import { CrmApiError } from '../../integrations/crm/crm-errors';
import { crmConnections } from '../crm/crm.tables';
import { agencyConnections } from '../crm/crm-agency.service';
import { atriumUrlOf, type CrmAppContext, connectionToken, crmFailure } from './crm-app-context';
import { crmMenuLinks } from './crm-apps.tables';
import { reconcileMenuLinks, targetOf } from './crm-menu-link-targets';
import { notifyMenuLinkFailed } from './crm-notices';

/**
 * Atrium's custom menu links in the CRM's locations (what they are for: crm-menu-link-targets.ts). Each opens Atrium's
 * `/sso?to=<path>` inside the CRM (signed in by the CRM's user data). The CRM is called outside the transaction of
 * what wants the link (an install, a store's opening): a failure leaves that as it is, the link `failed` with its
 * reason, and the retry job tries again with a growing pause.
 */

type LinkRow = typeof crmMenuLinks.$inferSelect;

/** After this many failed tries in a row the agency's admins are told (once per failing spell). */
export const NOTIFY_AFTER_ATTEMPTS = 3;
/** The pause before retry n: 1, 2, 4 ... minutes, at most an hour. */
export const retryPauseMs = (attempts: number) => Math.min(60, 2 ** Math.max(0, attempts - 1)) * 60_000;

/** Rows with work to do now: new ones, and failed or unremoved ones whose pause is over. */
async function dueLinks(ctx: CrmAppContext, now: Date, only?: string[]): Promise<LinkRow[]> {
  const rows = await ctx.db
    .select()
    .from(crmMenuLinks)
    .where(
      and(
        or(eq(crmMenuLinks.state, 'pending'), eq(crmMenuLinks.state, 'failed'), eq(crmMenuLinks.state, 'removing')),
        only ? inArray(crmMenuLinks._id, only) : undefined,
      ),
    )
    .limit(200);
  return rows.filter((r) => only || r.attempts === 0 || now.getTime() - r.updatedAt.getTime() >= retryPauseMs(r.attempts));
}

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
async function work(ctx: CrmAppContext, linkId: string): Promise<'done' | 'failed' | 'skipped'> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(crmMenuLinks).where(eq(crmMenuLinks._id, linkId)).for('update', {
      skipLocked: true,
    });
    if (!row || row.state === 'linked') return 'skipped';
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
        await tx.delete(crmMenuLinks).where(eq(crmMenuLinks._id, linkId));
        return 'done';
      }
      const target = await targetOf(tx, row);
      if (!target.crmLocationId) throw new LinkBlocked('The location is not linked to a CRM location');
      if (!connection) throw new LinkBlocked('Connect the CRM (app) to add the link');
      const accessToken = await connectionToken(ctx, connection);
      const menu: CrmCustomMenuInput = {
        title: target.title,
        url: `${atriumUrlOf(ctx.settings)}/sso?${new URLSearchParams({ to: target.to })}`,
        icon: { name: target.icon, fontFamily: 'fas' },
        showOnCompany: false,
        showOnLocation: true,
        showToAllLocations: false,
        openMode: 'iframe',
        locations: [target.crmLocationId],
        userRole: 'all',
      };
      // A link made before is sent again (renamed): updated in place, or made anew if removed there by hand.
      const updated = row.crmMenuId
        ? await ctx.client.updateCustomMenu({ accessToken, customMenuId: row.crmMenuId, menu }).catch((error: unknown) => {
            if (error instanceof CrmApiError && error.status === 404) return null;
            throw error;
          })
        : null;
      const made = updated ?? (await ctx.client.createCustomMenu({ accessToken, menu }));
      await tx
        .update(crmMenuLinks)
        .set({
          state: 'linked',
          crmMenuId: made.id,
          title: target.title,
          attempts: 0,
          lastError: null,
          failureNotifiedAt: null,
        })
        .where(eq(crmMenuLinks._id, linkId));
      return 'done';
    } catch (error) {
      const lastError = reasonOf(error);
      const attempts = row.attempts + 1;
      await tx
        .update(crmMenuLinks)
        .set({ state: row.state === 'removing' ? 'removing' : 'failed', attempts, lastError })
        .where(eq(crmMenuLinks._id, linkId));
      ctx.log.warn({ linkId, kind: row.kind, attempts, state: row.state }, 'CRM menu link failed');
      return 'failed';
    }
  });
}

/** Reconciles, then works through what is due (or only `linkIds`); tells the admins of links failing for long. */
export async function processMenuLinks(ctx: CrmAppContext, opts: { linkIds?: string[]; now?: Date } = {}) {
  const now = opts.now ?? new Date();
  if (!opts.linkIds) await reconcileMenuLinks(ctx.db);
  const due = await dueLinks(ctx, now, opts.linkIds);
  for (const row of due) await work(ctx, row._id);
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
    await ctx.db.update(crmMenuLinks).set({ failureNotifiedAt: now }).where(eq(crmMenuLinks._id, row._id));
    const target = await targetOf(ctx.db, row);
    await notifyMenuLinkFailed(ctx.db, { agencyId: row.agencyId, title: target.title, locationName: target.locationName });
  }
}

/**
 * Deletes every menu link the agency has in the CRM, while its app connection still works (unlinking the CRM company:
 * afterwards Atrium can no longer reach that CRM). Best effort, one link at a time: a link already gone there counts
 * as removed. Returns how many are left in the CRM (no usable connection, or the CRM refused).
 */
export async function removeAgencyMenuLinks(ctx: CrmAppContext, agencyId: string): Promise<number> {
  const links = await ctx.db
    .select({ _id: crmMenuLinks._id, crmMenuId: crmMenuLinks.crmMenuId })
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
      await ctx.db.delete(crmMenuLinks).where(eq(crmMenuLinks._id, link._id));
    } catch {
      left++;
    }
  }
  if (left > 0) ctx.log.warn({ agencyId, left }, 'CRM menu links left in the CRM on unlink');
  return left;
}
