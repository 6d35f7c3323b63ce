import type {
  TConsoleApp,
  TConsoleAppRow,
  ZAppListingInput,
  ZConsoleAppCreate,
  ZConsoleAppsQuery,
} from '@atrium/contracts/app-console';
import { and, asc, count, eq, ilike, inArray, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { badRequest, conflict } from '../../platform/errors';
import { sanitizeRichText } from '../../platform/html';
import { timeKeyset } from '../../platform/pagination/time-keyset';
import { type Actor, isSuperAdmin, type UserActor } from '../../platform/tenancy/actor';
import { ratingAverage } from './app-cards';
import { refreshAppDerivedColumns } from './app-derived';
import { getAppDetail } from './app-detail.service';
import { appPlans, apps, partners } from './apps.tables';
import { catalogueChanged } from './catalogue-events';
import { type ConsoleAppRow, consoleAppScope, loadConsoleApp, memberPartnerIds, requireConsoleUser } from './console-access';
import { partnerForNewApp } from './console-partners';

type ListingInput = z.output<typeof ZAppListingInput>;

/**
 * The console reads an app through the app page's own loader, as the one reader who sees every
 * status. Only used after the console user's access to that app has been checked.
 */
const PLATFORM_VIEW: UserActor = {
  kind: 'user',
  userId: '00000000-0000-0000-0000-000000000000',
  sessionId: '',
  email: '',
  role: 'super_admin',
  agencyId: null,
  locationId: null,
};

/** The console's view of one app: the app page plus the review lifecycle. */
export async function consoleAppView(db: Db, appId: string): Promise<TConsoleApp> {
  const [detail, [lifecycle]] = await Promise.all([
    getAppDetail({ db, actor: PLATFORM_VIEW, appId }),
    db
      .select({ submittedAt: apps.submittedAt, reviewedAt: apps.reviewedAt, rejectionReason: apps.rejectionReason })
      .from(apps)
      .where(eq(apps._id, appId)),
  ]);
  return {
    ...detail,
    submittedAt: lifecycle?.submittedAt?.toISOString() ?? null,
    reviewedAt: lifecycle?.reviewedAt?.toISOString() ?? null,
    rejectionReason: lifecycle?.rejectionReason ?? null,
  };
}

/** Escapes LIKE wildcards so a search for "100%" means the text "100%". */
const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The console user's apps (the super admin: all; `status=in_review` is the review queue), last changed first. */
export async function listConsoleApps(opts: { db: Db; actor: Actor; query: z.output<typeof ZConsoleAppsQuery> }) {
  const { db, query } = opts;
  const user = requireConsoleUser(opts.actor);
  const keyset = timeKeyset(apps.updatedAt, apps._id);
  const where = and(
    consoleAppScope(db, user),
    query.status ? eq(apps.status, query.status) : undefined,
    query.q ? ilike(apps.name, containsPattern(query.q)) : undefined,
  );
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        _id: apps._id,
        name: apps.name,
        iconUrl: apps.iconUrl,
        type: apps.type,
        status: apps.status,
        installCount: apps.installCount,
        ratingCount: apps.ratingCount,
        ratingSum: apps.ratingSum,
        submittedAt: apps.submittedAt,
        rejectionReason: apps.rejectionReason,
        updatedAt: apps.updatedAt,
        partner: { _id: partners._id, name: partners.name, slug: partners.slug },
        key: keyset.keyColumn,
      })
      .from(apps)
      .innerJoin(partners, eq(partners._id, apps.partnerId))
      .where(and(where, keyset.after(query.cursor)))
      .orderBy(...keyset.orderBy)
      .limit(query.limit + 1),
    db.select({ total: count() }).from(apps).where(where),
  ]);
  const data: TConsoleAppRow[] = rows.slice(0, query.limit).map((r) => ({
    _id: r._id,
    name: r.name,
    iconUrl: r.iconUrl,
    type: r.type,
    status: r.status,
    partner: r.partner,
    installCount: r.installCount,
    rating: { average: ratingAverage(r), count: r.ratingCount },
    submittedAt: r.submittedAt?.toISOString() ?? null,
    rejectionReason: r.rejectionReason,
    updatedAt: r.updatedAt.toISOString(),
  }));
  return { data, meta: { total: totalRow?.total ?? 0, nextCursor: keyset.next(rows, query.limit) } };
}

/** The partners a new app can be published under: every partner for the super admin, a creator's own. */
export async function listConsolePartners(opts: { db: Db; actor: Actor }) {
  const { db } = opts;
  const user = requireConsoleUser(opts.actor);
  return db
    .select({ _id: partners._id, name: partners.name, slug: partners.slug })
    .from(partners)
    .where(isSuperAdmin(user) ? undefined : inArray(partners._id, memberPartnerIds(db, user.userId)))
    .orderBy(asc(partners.name), asc(partners._id));
}

/** The listing as columns: the description sanitised to the rich-text allow-list, optional fields null. */
function listingValues(input: ListingInput) {
  const description = sanitizeRichText(input.description);
  if (!description) throw badRequest('Describe the app', [{ path: ['description'], message: 'Describe the app' }]);
  return {
    name: input.name,
    tagline: input.tagline,
    description,
    iconUrl: input.iconUrl ?? null,
    type: input.type,
    categories: [...new Set(input.categories)],
    tags: [...new Set(input.tags)],
    installTarget: input.installTarget,
    screenshots: input.screenshots.map((s) => ({ url: s.url, caption: s.caption ?? null })),
    videoUrl: input.videoUrl ?? null,
    customPageUrl: input.customPageUrl ?? null,
    // Left as they are when the form does not send them (the console form has no field for them yet).
    ...(input.crmScopes ? { crmScopes: [...input.crmScopes] } : {}),
    supportWebsite: input.support.website ?? null,
    supportEmail: input.support.email ?? null,
    docsUrl: input.support.docsUrl ?? null,
    privacyUrl: input.support.privacyUrl ?? null,
  };
}

const frozen = () => conflict('This app is deprecated: its listing, plans and releases can no longer change');

/** Deprecated apps are frozen: their listing, plans and releases stay as they were. */
export function assertEditable(app: Pick<ConsoleAppRow, 'status'>): void {
  if (app.status === 'deprecated') throw frozen();
}

/** A new draft with one free plan (so it can be installed once live). */
export async function createConsoleApp(opts: { db: Db; actor: Actor; input: z.output<typeof ZConsoleAppCreate> }) {
  const { db } = opts;
  const user = requireConsoleUser(opts.actor);
  const { partnerId, ...listing } = opts.input;
  const values = listingValues(listing);
  const appId = await db.transaction(async (tx) => {
    const owner = await partnerForNewApp({ db: tx, actor: user, partnerId });
    const [row] = await tx
      .insert(apps)
      .values({ ...values, partnerId: owner, status: 'draft' })
      .returning({ _id: apps._id });
    const id = row!._id;
    await tx.insert(appPlans).values({ appId: id, name: 'Free', model: 'free', priceCents: 0, position: 0 });
    await refreshAppDerivedColumns(tx, [id]);
    return id;
  });
  return consoleAppView(db, appId);
}

export async function getConsoleApp(opts: { db: Db; actor: Actor; appId: string }) {
  const user = requireConsoleUser(opts.actor);
  await loadConsoleApp({ db: opts.db, actor: user, appId: opts.appId });
  return consoleAppView(opts.db, opts.appId);
}

/** Edits the listing in any status but deprecated; a live app stays live. */
export async function updateConsoleApp(opts: { db: Db; actor: Actor; appId: string; input: ListingInput }) {
  const { db, appId } = opts;
  const user = requireConsoleUser(opts.actor);
  const values = listingValues(opts.input);
  const app = await loadConsoleApp({ db, actor: user, appId });
  assertEditable(app);
  const [updated] = await db
    .update(apps)
    .set(values)
    .where(and(eq(apps._id, appId), ne(apps.status, 'deprecated')))
    .returning({ status: apps.status });
  // Deprecated between the check and the write.
  if (!updated) throw frozen();
  if (updated.status === 'live') catalogueChanged([appId]);
  return consoleAppView(db, appId);
}
