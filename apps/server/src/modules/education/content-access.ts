import type { TContentOwner } from '@atrium/contracts/content';
import { eq, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { AppError } from '../../platform/errors';
import type { ResourceDefinition } from '../../platform/resources/resource-definition';
import { type Actor, isSuperAdmin } from '../../platform/tenancy/actor';
import { defaultPartnerOf, partnersOf } from './content-owner';

/** Who writes and reads education content (decisions 009 and 013), shared by every group of the area. */

/** The super admin writes platform content, an agency admin the agency's own, an app creator their partner's; everyone else reads. */
export const writesContent = (actor: Actor) =>
  actor.kind === 'user' && (actor.role === 'super_admin' || actor.role === 'agency_admin' || actor.role === 'app_creator');

/** Every education group but competitions is owned by partners too (decision 013): spread into its definition. */
export const PARTNER_OWNED = {
  partners: { memberOf: partnersOf, defaultPartner: defaultPartnerOf },
} satisfies Pick<ResourceDefinition, 'partners'>;

export const ownerOfRow = (row: { agencyId: string | null; partnerId?: string | null }): TContentOwner =>
  row.partnerId ? 'partner' : row.agencyId ? 'agency' : 'platform';

type OwnedTable = { agencyId: AnyPgColumn; partnerId: AnyPgColumn };

/**
 * The rows a writer owns, whatever their status or dates: an agency admin's agency's, an app creator's partners'.
 * Undefined for everyone else (the super admin sees everything anyway).
 */
export function writersOwnRows(table: OwnedTable, actor: Actor): SQL | undefined {
  if (actor.kind !== 'user') return undefined;
  if (actor.role === 'agency_admin' && actor.agencyId) return eq(table.agencyId, actor.agencyId);
  if (actor.role === 'app_creator' && !actor.agencyId) return sql`${table.partnerId} in ${partnersOf(actor.userId)}`;
  return undefined;
}

/** Drafts are for their writers: the super admin sees all, an agency admin or a partner's team their own too. */
export function publishedOrOwn(table: OwnedTable & { status: AnyPgColumn }, actor: Actor): SQL | undefined {
  if (isSuperAdmin(actor)) return undefined;
  const published = eq(table.status, 'published');
  const own = writersOwnRows(table, actor);
  return own ? or(published, own) : published;
}

/** A 400 shaped like the contract's validation errors, so forms show it beside the field. */
export const fieldError = (field: string, message: string) =>
  new AppError(400, 'validation_error', message, [{ path: [field], message }]);

/** Timestamps as the contracts carry them. */
export const isoTimes = (row: { createdAt: Date; updatedAt: Date }) => ({
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
