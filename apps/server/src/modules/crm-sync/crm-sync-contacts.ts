import type { TCrmSyncItemAction } from '@atrium/contracts/crm-sync';
import { and, eq, sql } from 'drizzle-orm';
import type { CrmContact } from '../../integrations/crm/crm-schemas';
import { crmContacts, crmLocationSync } from './crm-sync.tables';
import type { SyncContext } from './crm-sync-context';
import type { SyncedLocation } from './crm-sync-locations';

/** The largest page `POST /contacts/search` takes (contacts.json: pageLimit up to 500). */
export const CONTACT_PAGE = 500;

// Code units, not code points: no `u` flag on purpose (as in the contracts' text check).
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** CRM text as PostgreSQL takes it: no NUL, no lone surrogate, bounded. */
function clean(value: string | null | undefined, max: number): string | null {
  if (value === null || value === undefined) return null;
  const text = value.slice(0, max).replaceAll('\0', '').replace(LONE_SURROGATE, '\uFFFD').trim();
  return text ? text.slice(0, max) : null;
}

const dateOf = (value: string | null | undefined) => {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
};

export function contactName(c: CrmContact): string {
  const joined = [c.firstName, c.lastName].filter(Boolean).join(' ');
  return clean(c.contactName ?? c.name ?? joined, 300) ?? clean(c.email, 300) ?? clean(c.phone, 300) ?? c.id;
}

function contactRow(agencyId: string, locationId: string, c: CrmContact): typeof crmContacts.$inferInsert {
  return {
    agencyId,
    locationId,
    crmContactId: c.id,
    name: contactName(c),
    firstName: clean(c.firstName, 200),
    lastName: clean(c.lastName, 200),
    email: clean(c.email, 320),
    phone: clean(c.phone, 50),
    tags: (c.tags ?? []).slice(0, 50).flatMap((t) => clean(t, 100) ?? []),
    crmDateUpdated: dateOf(c.dateUpdated),
  };
}

/** The columns a change in the CRM can move; a contact whose columns are all equal is not written. */
const CHANGED = sql.raw(
  `(crm_contacts.name, crm_contacts.first_name, crm_contacts.last_name, crm_contacts.email, crm_contacts.phone, crm_contacts.tags, crm_contacts.crm_date_updated)
   is distinct from (excluded.name, excluded.first_name, excluded.last_name, excluded.email, excluded.phone, excluded.tags, excluded.crm_date_updated)`,
);

const logContact = (ctx: SyncContext, location: SyncedLocation, crmId: string, name: string, action: TCrmSyncItemAction) =>
  ctx.log.record({ kind: 'contact', crmId, crmLocationId: location.crmLocationId, name, action });

/** Upserts a page of a location's contacts in one statement and logs what it created or changed. */
export async function upsertContacts(ctx: SyncContext, location: SyncedLocation, page: CrmContact[]) {
  // One row per id: a statement may not update the same row twice.
  const unique = [...new Map(page.map((c) => [c.id, c])).values()];
  if (unique.length === 0) return;
  const written = await ctx.deps.db
    .insert(crmContacts)
    .values(unique.map((c) => contactRow(ctx.agencyId, location.locationId, c)))
    .onConflictDoUpdate({
      target: [crmContacts.locationId, crmContacts.crmContactId],
      set: {
        name: sql`excluded.name`,
        firstName: sql`excluded.first_name`,
        lastName: sql`excluded.last_name`,
        email: sql`excluded.email`,
        phone: sql`excluded.phone`,
        tags: sql`excluded.tags`,
        crmDateUpdated: sql`excluded.crm_date_updated`,
        updatedAt: sql`now()`,
      },
      setWhere: CHANGED,
    })
    .returning({ crmContactId: crmContacts.crmContactId, name: crmContacts.name, inserted: sql<boolean>`(xmax = 0)` });
  for (const row of written) {
    await logContact(ctx, location, row.crmContactId, row.name, row.inserted ? 'created' : 'updated');
  }
}

/**
 * Reads a location's contacts with `POST /contacts/search`, oldest change first, 500 a page, by the `searchAfter`
 * cursor (page numbers stop at 10,000 contacts). Incremental: only contacts whose `dateUpdated` is at or after the
 * newest one the last read saw (the CRM's clock, not ours). A full read also removes the contacts the CRM no longer
 * has. One page is in memory at a time; a full read keeps the ids it saw.
 */
export async function syncLocationContacts(ctx: SyncContext, location: SyncedLocation, { full }: { full: boolean }) {
  const { db } = ctx.deps;
  const [state] = await db
    .select({ since: crmLocationSync.contactsSyncedAt })
    .from(crmLocationSync)
    .where(eq(crmLocationSync.locationId, location.locationId));
  const since = full ? null : (state?.since ?? null);
  const seen = since ? null : new Set<string>();
  let newest = since;
  let searchAfter: (string | number)[] | undefined;
  for (let first = true; ; first = false) {
    const page = await ctx.crm.asLocation(location.crmLocationId, (accessToken) =>
      ctx.crm.client.searchContacts({
        accessToken,
        locationId: location.crmLocationId,
        pageLimit: CONTACT_PAGE,
        sort: [{ field: 'dateUpdated', direction: 'asc' }],
        filters: since ? [{ field: 'dateUpdated', operator: 'range', value: { gte: since.toISOString() } }] : undefined,
        searchAfter,
      }),
    );
    if (first) ctx.progress.add('contacts', 'total', page.total);
    await upsertContacts(ctx, location, page.contacts);
    for (const c of page.contacts) {
      seen?.add(c.id);
      const updated = dateOf(c.dateUpdated);
      if (updated && (!newest || updated > newest)) newest = updated;
    }
    ctx.progress.add('contacts', 'done', page.contacts.length);
    searchAfter = page.contacts.at(-1)?.searchAfter ?? undefined;
    if (page.contacts.length < CONTACT_PAGE || !searchAfter) break;
  }
  if (seen) {
    const gone = await db
      .delete(crmContacts)
      .where(
        and(
          eq(crmContacts.locationId, location.locationId),
          sql`not (${crmContacts.crmContactId} = any(${sql.param([...seen])}::text[]))`,
        ),
      )
      .returning({ crmContactId: crmContacts.crmContactId, name: crmContacts.name });
    for (const row of gone) {
      await logContact(ctx, location, row.crmContactId, row.name, 'deleted');
    }
  }
  await db.update(crmLocationSync).set({ contactsSyncedAt: newest }).where(eq(crmLocationSync.locationId, location.locationId));
}

/** A contact the CRM deleted (ContactDelete) leaves Atrium too. */
export async function removeContact(ctx: SyncContext, location: SyncedLocation, crmContactId: string) {
  const gone = await ctx.deps.db
    .delete(crmContacts)
    .where(and(eq(crmContacts.locationId, location.locationId), eq(crmContacts.crmContactId, crmContactId)))
    .returning({ name: crmContacts.name });
  if (gone[0]) {
    await logContact(ctx, location, crmContactId, gone[0].name, 'deleted');
  }
}
