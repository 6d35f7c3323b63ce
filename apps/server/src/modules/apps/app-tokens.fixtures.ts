import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestUser } from '../../test/tenants';
import type { TestApp } from '../../test/test-app';
import { appPlans, apps, appVersions, partners } from './apps.tables';
import { appInstalls } from './installs.tables';

/**
 * Test data for the app-token tests, inserted straight into the tables (the install endpoints are
 * someone else's and may change): a live app with plans and versions, and installs of it.
 */

type AppRow = typeof apps.$inferSelect;
type PlanRow = typeof appPlans.$inferSelect;

export async function seedApp(
  t: TestApp,
  opts: { name?: string; isFree?: boolean; status?: AppRow['status']; versions?: string[] } = {},
): Promise<{ app: AppRow; plans: PlanRow[] }> {
  const suffix = randomBytes(4).toString('hex');
  const [partner] = await t.db
    .insert(partners)
    .values({ slug: `partner-${suffix}`, name: 'Partner', tagline: 'Makes apps', description: 'Makes apps' })
    .returning();
  const [app] = await t.db
    .insert(apps)
    .values({
      partnerId: partner!._id,
      name: opts.name ?? `App ${suffix}`,
      tagline: 'Does things',
      description: 'Does things well',
      type: 'widget',
      status: opts.status ?? 'live',
      isFree: opts.isFree ?? true,
      publishedAt: new Date(),
    })
    .returning();
  const paid = opts.isFree === false;
  const plans = await t.db
    .insert(appPlans)
    .values([
      {
        appId: app!._id,
        name: paid ? 'Starter' : 'Free',
        model: paid ? 'monthly' : 'free',
        priceCents: paid ? 900 : 0,
        position: 0,
      },
      { appId: app!._id, name: 'Pro', model: 'monthly', priceCents: 2900, position: 1 },
    ])
    .returning();
  const versions = opts.versions ?? ['1.0.0'];
  if (versions.length) {
    await t.db.insert(appVersions).values(
      versions.map((version, i) => ({
        appId: app!._id,
        version,
        notes: `Release ${version}`,
        releasedAt: new Date(Date.UTC(2024, 0, 1 + i)),
      })),
    );
  }
  return { app: app!, plans };
}

export type InstallRow = typeof appInstalls.$inferSelect;

export async function seedInstall(
  t: TestApp,
  values: { appId: string; agencyId: string; locationId?: string | null; planId?: string | null; status?: InstallRow['status'] },
): Promise<InstallRow> {
  const uninstalled = values.status === 'uninstalled';
  const [row] = await t.db
    .insert(appInstalls)
    .values({
      version: '1.0.0',
      ...values,
      installedAt: new Date(Date.now() - 86_400_000),
      uninstalledAt: uninstalled ? new Date() : null,
    })
    .returning();
  return row!;
}

export async function installRow(t: TestApp, id: string): Promise<InstallRow> {
  const [row] = await t.db.select().from(appInstalls).where(eq(appInstalls._id, id));
  return row!;
}

/** Issues an API key through the API (as `user`) and returns it in full. */
export async function issueKey(t: TestApp, user: TestUser, installId: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/app_token/SaveApiKey',
    headers: user.headers,
    payload: { installId },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.key;
}
