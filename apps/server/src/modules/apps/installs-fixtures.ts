import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appPlans, apps, appVersions, partners } from './apps.tables';
import { appInstalls } from './installs.tables';

/** Test data for the install endpoints: live apps with plans and versions, inserted straight into the tables. */

type AppSpec = { name: string; installTarget?: 'agency' | 'location' | 'both'; status?: 'live' | 'draft' | 'deprecated' };

export async function insertPartner(db: Db, slug = 'fixture-labs') {
  const [partner] = await db
    .insert(partners)
    .values({ slug, name: 'Fixture Labs', tagline: 'Apps for tests', description: '<p>Tests</p>' })
    .returning();
  return partner!;
}

/** A live app (unless told otherwise) with a Free and a Pro plan and versions 1.0.0 and 1.1.0. */
export async function insertApp(db: Db, partnerId: string, spec: AppSpec) {
  const [app] = await db
    .insert(apps)
    .values({
      partnerId,
      name: spec.name,
      tagline: `${spec.name} for tests`,
      description: `<p>${spec.name}</p>`,
      type: 'integration',
      installTarget: spec.installTarget ?? 'both',
      status: spec.status ?? 'live',
      publishedAt: new Date('2026-01-01T00:00:00Z'),
      installCount: 10,
    })
    .returning();
  const plans = await db
    .insert(appPlans)
    .values([
      { appId: app!._id, name: 'Pro', model: 'monthly', priceCents: 1900, position: 1 },
      { appId: app!._id, name: 'Free', model: 'free', priceCents: 0, position: 0 },
    ])
    .returning();
  await db.insert(appVersions).values([
    { appId: app!._id, version: '1.0.0', notes: '<p>First</p>', releasedAt: new Date('2026-01-01T00:00:00Z') },
    { appId: app!._id, version: '1.1.0', notes: '<p>Second</p>', releasedAt: new Date('2026-02-01T00:00:00Z') },
  ]);
  return {
    _id: app!._id,
    name: spec.name,
    freePlanId: plans.find((p) => p.name === 'Free')!._id,
    proPlanId: plans.find((p) => p.name === 'Pro')!._id,
  };
}

export async function releaseVersion(db: Db, appId: string, version: string) {
  await db.insert(appVersions).values({ appId, version, notes: `<p>${version}</p>`, releasedAt: new Date() });
}

export async function installCountOf(db: Db, appId: string): Promise<number> {
  const [row] = await db.select({ n: apps.installCount }).from(apps).where(eq(apps._id, appId));
  return row!.n;
}

/** The active installs of an app in one agency, straight from the table. */
export async function activeInstalls(db: Db, appId: string, agencyId: string) {
  return db
    .select()
    .from(appInstalls)
    .where(and(eq(appInstalls.appId, appId), eq(appInstalls.agencyId, agencyId), eq(appInstalls.status, 'active')));
}
