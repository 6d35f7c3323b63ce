import { asc, eq, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, uuid } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { agencies } from '../../platform/tenancy/tenancy.tables';
import { partnerMembers, partners } from '../apps/apps.tables';

/**
 * Who owns a piece of education content (decisions 009 and 013): the platform (both columns null), an agency
 * (`agencyId`) or a partner (`partnerId`), never an agency and a partner at once.
 */
export const contentOwnerColumns = () => ({
  agencyId: uuid().references(() => agencies._id, { onDelete: 'cascade' }),
  partnerId: uuid().references(() => partners._id, { onDelete: 'cascade' }),
});

/** The owner columns' table rules: one owner at most, and the partner's rows found by index. */
export const contentOwnerRules = (table: string, t: { agencyId: AnyPgColumn; partnerId: AnyPgColumn }) => [
  check(`${table}_one_owner`, sql`${t.agencyId} is null or ${t.partnerId} is null`),
  index().on(t.partnerId),
];

/** The partners a user belongs to, as a subquery of ids (for `in (...)` in a read or write scope). */
export const partnersOf = (userId: string): SQL =>
  sql`(select ${partnerMembers.partnerId} from ${partnerMembers} where ${partnerMembers.userId} = ${userId})`;

/**
 * The partner a creator's new content belongs to: the first of theirs by name (a creator in several partners
 * publishes as that one), or null when they belong to none.
 */
export async function defaultPartnerOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ _id: partners._id })
    .from(partnerMembers)
    .innerJoin(partners, eq(partners._id, partnerMembers.partnerId))
    .where(eq(partnerMembers.userId, userId))
    .orderBy(asc(partners.name), asc(partners._id))
    .limit(1);
  return row?._id ?? null;
}
