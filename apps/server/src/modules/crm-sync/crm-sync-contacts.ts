import type { TCrmSyncItemAction } from '@atrium/contracts/crm-sync';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { CrmContact } from '../../integrations/crm/crm-schemas';
import { crmContacts, crmLocationSync, crmSyncItems } from './crm-sync.tables';
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

/** A contact as the upsert reads it from its JSON parameter (snake_case, as `jsonb_to_recordset` names columns). */
function contactRow(c: CrmContact) {
  return {
    // Ids for the row and for its log line, if it is new or changed: UUIDv7, as every id (made here, in order).
    id: uuidv7(),
    item_id: uuidv7(),
    crm_contact_id: c.id,
    name: contactName(c),
    first_name: clean(c.firstName, 200),
    last_name: clean(c.lastName, 200),
    email: clean(c.email, 320),
    phone: clean(c.phone, 50),
    tags: (c.tags ?? []).slice(0, 50).flatMap((t) => clean(t, 100) ?? []),
    crm_date_updated: dateOf(c.dateUpdated)?.toISOString() ?? null,
  };
}

const logContact = (ctx: SyncContext, location: SyncedLocation, crmId: string, name: string, action: TCrmSyncItemAction) =>
  ctx.log.record({ kind: 'contact', crmId, crmLocationId: location.crmLocationId, name, action });

/**
 * Upserts a page of a location's contacts and logs what it created or changed, in one statement: the page goes in as
 * one JSON parameter, a contact whose columns are all equal is not written, and the log lines are written from what
 * the upsert returns. 50,000 contacts are a hundred statements, with no row objects built for them in between.
 */
export async function upsertContacts(ctx: SyncContext, location: SyncedLocation, page: CrmContact[]) {
  // One row per id: a statement may not update the same row twice.
  const unique = [...new Map(page.map((c) => [c.id, c])).values()];
  if (unique.length === 0) return;
  const { rows } = await ctx.deps.db.execute<{ created: number; updated: number }>(sql`
    with src as (
      select * from jsonb_to_recordset(${JSON.stringify(unique.map(contactRow))}::jsonb) as x(
        id uuid, item_id uuid, crm_contact_id text, name text, first_name text, last_name text, email text, phone text,
        tags text[], crm_date_updated timestamptz)
    ), up as (
      insert into ${crmContacts} (id, agency_id, location_id, crm_contact_id, name, first_name, last_name, email, phone, tags, crm_date_updated)
      select id, ${ctx.agencyId}::uuid, ${location.locationId}::uuid, crm_contact_id, name, first_name, last_name, email, phone,
        coalesce(tags, '{}'), crm_date_updated
      from src
      on conflict (location_id, crm_contact_id) do update set
        name = excluded.name, first_name = excluded.first_name, last_name = excluded.last_name, email = excluded.email,
        phone = excluded.phone, tags = excluded.tags, crm_date_updated = excluded.crm_date_updated, updated_at = now()
      where (crm_contacts.name, crm_contacts.first_name, crm_contacts.last_name, crm_contacts.email, crm_contacts.phone,
          crm_contacts.tags, crm_contacts.crm_date_updated)
        is distinct from (excluded.name, excluded.first_name, excluded.last_name, excluded.email, excluded.phone,
          excluded.tags, excluded.crm_date_updated)
      returning crm_contact_id, name, (xmax = 0) as inserted
    ), logged as (
      insert into ${crmSyncItems} (id, run_id, kind, crm_id, crm_location_id, name, action)
      select src.item_id, ${ctx.runId}::uuid, 'contact', up.crm_contact_id, ${location.crmLocationId}, up.name,
        (case when up.inserted then 'created' else 'updated' end)::crm_sync_item_action
      from up join src using (crm_contact_id)
    )
    select count(*) filter (where inserted)::int as created, count(*) filter (where not inserted)::int as updated from up`);
  ctx.progress.add('contacts', 'created', rows[0]?.created ?? 0);
  ctx.progress.add('contacts', 'updated', rows[0]?.updated ?? 0);
}

/**
 * Reads a location's contacts with `POST /contacts/search`, oldest change first, 500 a page, by the `searchAfter`
 * cursor (page numbers stop at 10,000 contacts). Incremental: only contacts whose `dateUpdated` is at or after the
 * newest one the last read saw (the CRM's clock, not ours). A full read also removes the contacts the CRM no longer
 * has. One page is in memory at a time; a full read keeps the ids it saw.
 */
export async function syncLocationContacts(
  ctx: SyncContext,
  location: SyncedLocation,
  { full, watermark }: { full: boolean; watermark?: Date | null },
) {
  const { db } = ctx.deps;
  const known =
    watermark === undefined ? (await contactWatermarks(ctx, [location.locationId])).get(location.locationId) : watermark;
  const since = full ? null : (known ?? null);
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
  if (newest?.getTime() !== known?.getTime()) {
    await db.update(crmLocationSync).set({ contactsSyncedAt: newest }).where(eq(crmLocationSync.locationId, location.locationId));
  }
}

/** Where each location's last contact read stopped (the newest `dateUpdated` it saw), in one query. */
export async function contactWatermarks(ctx: SyncContext, locationIds: string[]): Promise<Map<string, Date | null>> {
  if (locationIds.length === 0) return new Map();
  const rows = await ctx.deps.db
    .select({ locationId: crmLocationSync.locationId, since: crmLocationSync.contactsSyncedAt })
    .from(crmLocationSync)
    .where(inArray(crmLocationSync.locationId, locationIds));
  return new Map(rows.map((r) => [r.locationId, r.since]));
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
