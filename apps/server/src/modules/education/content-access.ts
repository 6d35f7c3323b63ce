import { eq, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { AppError } from '../../platform/errors';
import { type Actor, isSuperAdmin } from '../../platform/tenancy/actor';

/** Who writes and reads education content (decision 009), shared by every group of the area. */

/** The super admin writes platform content, an agency admin the agency's own; everyone else reads. */
export const writesContent = (actor: Actor) =>
  actor.kind === 'user' && (actor.role === 'super_admin' || actor.role === 'agency_admin');

export const ownerOfRow = (row: { agencyId: string | null }): 'agency' | 'platform' => (row.agencyId ? 'agency' : 'platform');

/** Drafts are for their writers: the super admin sees all, an agency admin the agency's own too. */
export function publishedOrOwn(table: { status: AnyPgColumn; agencyId: AnyPgColumn }, actor: Actor): SQL | undefined {
  if (isSuperAdmin(actor)) return undefined;
  const published = eq(table.status, 'published');
  if (actor.kind === 'user' && actor.role === 'agency_admin' && actor.agencyId)
    return or(published, eq(table.agencyId, actor.agencyId));
  return published;
}

/** A 400 shaped like the contract's validation errors, so forms show it beside the field. */
export const fieldError = (field: string, message: string) =>
  new AppError(400, 'validation_error', message, [{ path: [field], message }]);

/** Timestamps as the contracts carry them. */
export const isoTimes = (row: { createdAt: Date; updatedAt: Date }) => ({
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
