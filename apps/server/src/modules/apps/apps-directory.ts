import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { apps, partnerMembers } from './apps.tables';

/**
 * What other modules may ask about apps (ARCHITECTURE section 2: a module calls another module's service, never its
 * tables): whether one exists, their names, and which apps a partner's member works on.
 */

export async function appExists(opts: { db: DbOrTx; appId: string }): Promise<boolean> {
  const [row] = await opts.db.select({ _id: apps._id }).from(apps).where(eq(apps._id, opts.appId)).limit(1);
  return row !== undefined;
}

/** Apps the catalogue lists to everyone: the live ones (drafts, apps in review and deprecated apps are not listed). */
export const listedInCatalogue = (): SQL => eq(apps.status, 'live');

/** Names by id, for the ids that exist. */
export async function appNamesById(opts: { db: DbOrTx; appIds: readonly string[] }): Promise<Map<string, string>> {
  if (opts.appIds.length === 0) return new Map();
  const rows = await opts.db
    .select({ _id: apps._id, name: apps.name })
    .from(apps)
    .where(inArray(apps._id, [...opts.appIds]));
  return new Map(rows.map((row) => [row._id, row.name]));
}

/** The name of the app a column names, as a column of the caller's query (null when there is none). */
export const appNameColumn = (appId: AnyPgColumn): SQL<string | null> =>
  sql<string | null>`(select ${apps.name} from ${apps} where ${apps._id} = ${appId})`;

/** The apps of the partners a user belongs to (an app creator's apps). */
export async function appIdsOfPartnerMember(opts: { db: DbOrTx; userId: string }): Promise<string[]> {
  const rows = await opts.db
    .select({ _id: apps._id })
    .from(apps)
    .innerJoin(partnerMembers, eq(partnerMembers.partnerId, apps.partnerId))
    .where(eq(partnerMembers.userId, opts.userId));
  return rows.map((row) => row._id);
}
