import type { TCrmMenuLink } from '@atrium/contracts/crm-sso';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../platform/errors';
import { type Actor, requireAgency } from '../../platform/tenancy/actor';
import { locations } from '../../platform/tenancy/tenancy.tables';
import { apps } from '../apps/apps.tables';
import { appInstalls } from '../apps/installs.tables';
import { storeLinkTitle } from '../store/store-openness';
import type { CrmAppContext } from './crm-app-context';
import { crmMenuLinks } from './crm-apps.tables';
import { AGENT_LINK_TITLE } from './crm-menu-link-targets';
import { processMenuLinks } from './crm-menu-links';

/** The agency's team: admins act, staff read. */
function agencyTeam(actor: Actor, act = false) {
  const user = requireAgency(actor);
  const allowed = act ? ['agency_admin'] : ['agency_admin', 'agency_staff'];
  if (!allowed.includes(user.role)) throw forbidden('This is for the agency’s team');
  return user;
}

const linkRows = (db: Db, agencyId: string) =>
  db
    .select({
      _id: crmMenuLinks._id,
      kind: crmMenuLinks.kind,
      installId: crmMenuLinks.installId,
      appId: appInstalls.appId,
      appName: apps.name,
      locationId: locations._id,
      locationName: locations.name,
      crmLocationId: locations.crmLocationId,
      state: crmMenuLinks.state,
      crmMenuId: crmMenuLinks.crmMenuId,
      lastError: crmMenuLinks.lastError,
      attempts: crmMenuLinks.attempts,
      updatedAt: crmMenuLinks.updatedAt,
    })
    .from(crmMenuLinks)
    .innerJoin(locations, eq(locations._id, crmMenuLinks.locationId))
    .leftJoin(appInstalls, eq(appInstalls._id, crmMenuLinks.installId))
    .leftJoin(apps, eq(apps._id, appInstalls.appId))
    .where(eq(crmMenuLinks.agencyId, agencyId))
    .$dynamic();

type LinkRow = Awaited<ReturnType<typeof linkRows>>[number];

/**
 * `pagesUrl`: where the CRM's own pages are (the sandbox's address), or null when Atrium cannot know it. `storeTitle`:
 * what the agency's store link says (the AI chat's link always says the same).
 */
const toLink = ({ crmLocationId, appName, ...row }: LinkRow, pagesUrl: string | null, storeTitle: string): TCrmMenuLink => ({
  ...row,
  title: row.kind === 'agent' ? AGENT_LINK_TITLE : (appName ?? storeTitle),
  updatedAt: row.updatedAt.toISOString(),
  crmPageUrl:
    pagesUrl && row.crmMenuId && crmLocationId
      ? `${pagesUrl.replace(/\/+$/, '')}/v2/location/${encodeURIComponent(crmLocationId)}/custom-page-link/${encodeURIComponent(row.crmMenuId)}`
      : null,
});

const storeTitleOf = async (db: Db, agencyId: string) => (await storeLinkTitle(db, agencyId)) ?? 'Store';

/** The agency's menu links in the CRM (its apps' and its store's), failing ones first. */
export async function listMenuLinks(opts: { db: Db; actor: Actor; pagesUrl: string | null }): Promise<TCrmMenuLink[]> {
  const user = agencyTeam(opts.actor);
  const rows = await linkRows(opts.db, user.agencyId).orderBy(desc(crmMenuLinks.attempts), desc(crmMenuLinks.updatedAt));
  const storeTitle = await storeTitleOf(opts.db, user.agencyId);
  return rows.map((row) => toLink(row, opts.pagesUrl, storeTitle));
}

/** Tries one of the agency's links now (an admin who fixed the cause should not wait for the next pause). */
export async function retryMenuLink(opts: {
  ctx: CrmAppContext | null;
  actor: Actor;
  linkId: string;
  pagesUrl: string | null;
}): Promise<TCrmMenuLink> {
  const { ctx } = opts;
  const user = agencyTeam(opts.actor, true);
  const find = async (db: Db) =>
    (
      await linkRows(db, user.agencyId).where(and(eq(crmMenuLinks.agencyId, user.agencyId), eq(crmMenuLinks._id, opts.linkId)))
    )[0];
  if (!ctx) throw notFound('Menu link');
  const before = await find(ctx.db);
  if (!before) throw notFound('Menu link');
  if (before.state !== 'linked') await processMenuLinks(ctx, { linkIds: [before._id] });
  // A link removed for good has no row left: it answers as it was, with nothing failing.
  const after = (await find(ctx.db)) ?? { ...before, attempts: 0, lastError: null };
  return toLink(after, opts.pagesUrl, await storeTitleOf(ctx.db, user.agencyId));
}
