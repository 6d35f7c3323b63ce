import { eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { badRequest, forbidden } from '../../platform/errors';
import { type Actor, isSuperAdmin, requireUser, type UserActor } from '../../platform/tenancy/actor';
import { appExists, appIdsOfPartnerMember } from '../apps/apps-directory';

/**
 * Who manages which roadmap (and its changelog): the super admin manages every one; an app's roadmap
 * (appId set) is also managed by the app creators who are members of the app's partner. The platform's
 * roadmap (appId null) is the super admin's alone. Everyone reads; writes go through `requireManager`.
 */
export interface ManagerScope {
  /** True for the super admin. */
  all: boolean;
  /** The apps whose roadmap the actor manages (besides `all`). */
  appIds: ReadonlySet<string>;
  canManage(appId: string | null): boolean;
}

const scopeOf = (all: boolean, appIds: ReadonlySet<string>): ManagerScope => ({
  all,
  appIds,
  canManage: (appId) => all || (appId !== null && appIds.has(appId)),
});

const NOBODY = scopeOf(false, new Set());

/** One query per request at most: the apps of the partners an app creator belongs to. */
export async function loadManagerScope(opts: { db: Db; actor: Actor }): Promise<ManagerScope> {
  const { db, actor } = opts;
  if (actor.kind !== 'user') return NOBODY;
  if (isSuperAdmin(actor)) return scopeOf(true, new Set());
  if (actor.role !== 'app_creator') return NOBODY;
  return scopeOf(false, new Set(await appIdsOfPartnerMember({ db, userId: actor.userId })));
}

/** Limits rows with an `appId` column to the roadmaps the scope manages: undefined means every row. */
export function managedRowsWhere(scope: ManagerScope, appIdColumn: AnyPgColumn): SQL | undefined {
  if (scope.all) return undefined;
  return scope.appIds.size > 0 ? inArray(appIdColumn, [...scope.appIds]) : sql`false`;
}

/** A 401 for visitors, a 403 for people who may read the roadmap but not manage it. */
export async function requireManager(opts: { db: Db; actor: Actor; appId: string | null }): Promise<UserActor> {
  const user = requireUser(opts.actor);
  const scope = await loadManagerScope(opts);
  if (!scope.canManage(opts.appId)) {
    throw forbidden(
      opts.appId === null ? 'Only the platform team manages the platform roadmap' : "Only the app's team manages its roadmap",
    );
  }
  return user;
}

/** The app a new roadmap item, request or changelog names must exist. */
export async function requireExistingApp(db: Db, appId: string | null | undefined): Promise<string | null> {
  if (!appId) return null;
  if (!(await appExists({ db, appId }))) throw badRequest('That app does not exist');
  return appId;
}

/** `appId=platform` is the platform's roadmap, an id one app's, none every roadmap. */
export function roadmapWhere(appIdColumn: AnyPgColumn, appId: string | undefined): SQL | undefined {
  if (appId === undefined) return undefined;
  return appId === 'platform' ? isNull(appIdColumn) : eq(appIdColumn, appId);
}
