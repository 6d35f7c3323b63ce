import { BUNDLE_SLUGS, type TAppBundle, type TBundleSlug } from '@atrium/contracts/apps';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import type { Actor } from '../../platform/tenancy/actor';
import { selectCards, toAppCards } from './app-cards';
import { appBundleApps, appBundles, apps } from './apps.tables';
import { listedInCatalogue } from './apps-directory';
import { installScope } from './install-scope';
import { appInstalls } from './installs.tables';
import { checkLocations } from './installs-access';

const isBundleSlug = (slug: string): slug is TBundleSlug => (BUNDLE_SLUGS as readonly string[]).includes(slug);

/**
 * A store variant with its live apps (by position) and, for a signed-in agency or location user, which of
 * them are installed where they look: `locationId` (theirs), else the agency itself or their own location.
 */
export async function getBundle(opts: {
  db: Db;
  actor: Actor;
  slug: string;
  companyId?: string;
  locationId?: string;
}): Promise<TAppBundle> {
  const { db } = opts;
  if (!isBundleSlug(opts.slug)) throw notFound('Bundle');
  const [bundle] = await db.select().from(appBundles).where(eq(appBundles.slug, opts.slug)).limit(1);
  if (!bundle) throw notFound('Bundle');
  const rows = await selectCards(db)
    .innerJoin(appBundleApps, eq(appBundleApps.appId, apps._id))
    .where(and(eq(appBundleApps.bundleId, bundle._id), listedInCatalogue()))
    .orderBy(asc(appBundleApps.position));
  const cards = await toAppCards(db, rows);
  return {
    _id: bundle._id,
    slug: opts.slug,
    name: bundle.name,
    description: bundle.description,
    audience: bundle.audience,
    plan: { name: bundle.planName, model: bundle.planModel, priceCents: bundle.priceCents, currency: bundle.currency },
    apps: cards,
    installedAppIds: await installedOf(
      opts,
      cards.map((c) => c._id),
    ),
  };
}

async function installedOf(
  opts: { db: Db; actor: Actor; companyId?: string; locationId?: string },
  appIds: string[],
): Promise<string[]> {
  const { db, actor } = opts;
  if (actor.kind !== 'user') return [];
  // Ids that are not the viewer's are 404s, exactly like ids that do not exist.
  if (opts.companyId && opts.companyId !== actor.agencyId) throw notFound('Agency');
  if (opts.locationId) await checkLocations(db, actor, [opts.locationId]);
  const scope = installScope(actor);
  if (!scope || appIds.length === 0) return [];
  const locationId = opts.locationId ?? actor.locationId;
  const rows = await db
    .selectDistinct({ appId: appInstalls.appId })
    .from(appInstalls)
    .where(
      and(
        scope,
        eq(appInstalls.status, 'active'),
        inArray(appInstalls.appId, appIds),
        locationId ? eq(appInstalls.locationId, locationId) : isNull(appInstalls.locationId),
      ),
    );
  const installed = new Set(rows.map((r) => r.appId));
  return appIds.filter((id) => installed.has(id));
}
