import type { TAppStatus } from '@atrium/contracts/apps';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { badRequest, conflict } from '../../platform/errors';
import { type Actor, requireSuperAdmin, type UserActor } from '../../platform/tenancy/actor';
import { appPlans, apps } from './apps.tables';
import { catalogueChanged } from './catalogue-events';
import { consoleAppView } from './console.service';
import { type ConsoleAppRow, loadConsoleApp, requireConsoleUser } from './console-access';

/**
 * The review lifecycle: draft -> (submit) in_review -> (approve) live -> (deprecate) deprecated, and
 * reject: in_review -> draft with a reason. Each step checks the state it starts from and moves with
 * a conditional update, so two decisions at once cannot both apply.
 */

const STATE_NAMES: Record<TAppStatus, string> = {
  draft: 'a draft',
  in_review: 'in review',
  live: 'live',
  deprecated: 'deprecated',
};

interface Step {
  from: TAppStatus;
  to: TAppStatus;
  /** What the 409 says can only happen to `from` apps, e.g. 'Only drafts can be submitted'. */
  only: string;
  superAdminOnly?: boolean;
  set: Partial<Record<'submittedAt' | 'reviewedAt' | 'publishedAt', Date | SQL>> & { rejectionReason?: string | null };
  check?: (db: Db, app: ConsoleAppRow) => Promise<void>;
}

type Opts = { db: Db; actor: Actor; appId: string };

async function move(opts: Opts, step: Step) {
  const { db, appId } = opts;
  const user: UserActor = step.superAdminOnly ? requireSuperAdmin(opts.actor) : requireConsoleUser(opts.actor);
  const app = await loadConsoleApp({ db, actor: user, appId });
  const wrongState = (status: TAppStatus) => conflict(`${step.only}: this app is ${STATE_NAMES[status]}`);
  if (app.status !== step.from) throw wrongState(app.status);
  await step.check?.(db, app);
  const [moved] = await db
    .update(apps)
    .set({ status: step.to, ...step.set })
    .where(and(eq(apps._id, appId), eq(apps.status, step.from)))
    .returning({ _id: apps._id });
  if (!moved) {
    const [now] = await db.select({ status: apps.status }).from(apps).where(eq(apps._id, appId));
    throw wrongState(now?.status ?? app.status);
  }
  catalogueChanged([appId]);
  return consoleAppView(db, appId);
}

/** What a listing needs before the super admin can review it. */
async function assertComplete(db: Db, app: ConsoleAppRow) {
  const [plans] = await db.select({ n: count() }).from(appPlans).where(eq(appPlans.appId, app._id));
  const missing = [
    !app.name.trim() && { path: ['name'], message: 'Give the app a name' },
    !app.tagline.trim() && { path: ['tagline'], message: 'Write a tagline' },
    !app.description.trim() && { path: ['description'], message: 'Describe the app' },
    app.categories.length === 0 && { path: ['categories'], message: 'Choose at least one category' },
    (plans?.n ?? 0) === 0 && { path: ['plans'], message: 'Add at least one plan' },
  ].filter((m) => m !== false);
  if (missing.length > 0) {
    throw badRequest(
      `Complete the listing before submitting: ${missing.map((m) => m.message.toLowerCase()).join(', ')}`,
      missing,
    );
  }
}

export const submitApp = (opts: Opts) =>
  move(opts, {
    from: 'draft',
    to: 'in_review',
    only: 'Only drafts can be submitted for review',
    set: { submittedAt: new Date(), rejectionReason: null },
    check: assertComplete,
  });

export const approveApp = (opts: Opts) =>
  move(opts, {
    from: 'in_review',
    to: 'live',
    only: 'Only apps in review can be approved',
    superAdminOnly: true,
    set: { reviewedAt: new Date(), publishedAt: sql`coalesce(${apps.publishedAt}, now())` },
  });

export const rejectApp = (opts: Opts & { reason: string }) =>
  move(opts, {
    from: 'in_review',
    to: 'draft',
    only: 'Only apps in review can be rejected',
    superAdminOnly: true,
    set: { reviewedAt: new Date(), rejectionReason: opts.reason },
  });

/** Leaves search and the app page (but for the super admin); existing installs keep working. */
export const deprecateApp = (opts: Opts) =>
  move(opts, { from: 'live', to: 'deprecated', only: 'Only live apps can be deprecated', set: {} });
