import type { ZAppVersionInput, ZConsolePlansBody } from '@atrium/contracts/app-console';
import { and, eq, notInArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { badRequest, conflict } from '../../platform/errors';
import { sanitizeRichText } from '../../platform/html';
import type { Actor } from '../../platform/tenancy/actor';
import { notifyUpdateAvailable } from '../notifications/notification-triggers';
import { refreshAppDerivedColumns } from './app-derived';
import { appPlans, apps, appVersions } from './apps.tables';
import { catalogueChanged } from './catalogue-events';
import { assertEditable, consoleAppView } from './console.service';
import { loadConsoleApp, requireConsoleUser } from './console-access';

/** Plans and releases: both change what the app page shows, and both lock the app row while they write. */

/**
 * Replaces the plan list, in order. Plans sent with an `_id` are kept (and edited); the rest are new;
 * plans left out are deleted, and installs on them lose their plan (the foreign key sets it null).
 */
export async function replacePlans(opts: { db: Db; actor: Actor; appId: string; body: z.output<typeof ZConsolePlansBody> }) {
  const { db, appId } = opts;
  const user = requireConsoleUser(opts.actor);
  const status = await db.transaction(async (tx) => {
    const app = await loadConsoleApp({ db: tx, actor: user, appId, lock: true });
    assertEditable(app);
    const existing = new Set(
      (await tx.select({ _id: appPlans._id }).from(appPlans).where(eq(appPlans.appId, appId))).map((p) => p._id),
    );
    const keptIds: string[] = [];
    opts.body.plans.forEach((plan, i) => {
      if (!plan._id) return;
      if (!existing.has(plan._id) || keptIds.includes(plan._id)) {
        const message = existing.has(plan._id) ? 'This plan is listed twice' : 'This plan does not belong to this app';
        throw badRequest(message, [{ path: ['plans', i, '_id'], message }]);
      }
      keptIds.push(plan._id);
    });
    await tx
      .delete(appPlans)
      .where(and(eq(appPlans.appId, appId), keptIds.length > 0 ? notInArray(appPlans._id, keptIds) : undefined));
    for (const [position, { _id, ...plan }] of opts.body.plans.entries()) {
      if (_id)
        await tx
          .update(appPlans)
          .set({ ...plan, position })
          .where(eq(appPlans._id, _id));
      else await tx.insert(appPlans).values({ ...plan, appId, position });
    }
    await refreshAppDerivedColumns(tx, [appId]);
    await tx.update(apps).set({ updatedAt: new Date() }).where(eq(apps._id, appId));
    return app.status;
  });
  if (status === 'live') catalogueChanged([appId]);
  return consoleAppView(db, appId);
}

/** Compares `major.minor.patch` numerically: 1.10.0 is newer than 1.9.0. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (diff !== 0) return Math.sign(diff);
  }
  return 0;
}

/** A new release: its version must be newer than every earlier one; the notes are sanitised rich text. */
export async function addVersion(opts: { db: Db; actor: Actor; appId: string; input: z.output<typeof ZAppVersionInput> }) {
  const { db, appId, input } = opts;
  const user = requireConsoleUser(opts.actor);
  const notes = sanitizeRichText(input.notes);
  if (!notes) throw badRequest('Write release notes', [{ path: ['notes'], message: 'Write release notes' }]);
  const status = await db.transaction(async (tx) => {
    const app = await loadConsoleApp({ db: tx, actor: user, appId, lock: true });
    assertEditable(app);
    const versions = await tx.select({ version: appVersions.version }).from(appVersions).where(eq(appVersions.appId, appId));
    const newest = versions
      .map((v) => v.version)
      .sort(compareVersions)
      .at(-1);
    if (newest && compareVersions(input.version, newest) <= 0) {
      throw conflict(`Version ${input.version} is not newer than ${newest}, the latest release: use a higher version`);
    }
    await tx.insert(appVersions).values({ appId, version: input.version, notes, releasedAt: new Date() });
    await tx.update(apps).set({ updatedAt: new Date() }).where(eq(apps._id, appId));
    return app.status;
  });
  if (status === 'live') catalogueChanged([appId]);
  await notifyUpdateAvailable({ db, actor: user, appId, version: input.version });
  return consoleAppView(db, appId);
}
