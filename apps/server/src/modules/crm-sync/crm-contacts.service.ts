import type { TCrmContact, TCrmContactLocation, ZCrmContactFilter } from '@atrium/contracts/crm-sync';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import { encodeCursor } from '../../platform/pagination/cursor';
import { likePattern } from '../../platform/sql';
import { type Actor, requireAgency } from '../../platform/tenancy/actor';
import { locations } from '../../platform/tenancy/tenancy.tables';
import { crmContacts, crmLocationSync } from './crm-sync.tables';

/**
 * Who reads a location's CRM contacts: the agency's admins and staff (any of its locations), and a location's own
 * admins and staff (theirs only). Anyone else's location is "not found".
 */
function contactReader(actor: Actor) {
  const user = requireAgency(actor);
  if (user.role === 'agency_admin' || user.role === 'agency_staff') return { agencyId: user.agencyId, onlyLocation: null };
  if ((user.role === 'location_admin' || user.role === 'staff') && user.locationId) {
    return { agencyId: user.agencyId, onlyLocation: user.locationId };
  }
  throw forbidden('This is for the agency’s and its locations’ teams');
}

export async function listContactLocations(opts: { db: Db; actor: Actor }): Promise<TCrmContactLocation[]> {
  const reader = contactReader(opts.actor);
  const contactCount = sql<number>`(select count(*)::int from ${crmContacts} where ${crmContacts.locationId} = ${locations._id})`;
  const rows = await opts.db
    .select({
      _id: locations._id,
      name: locations.name,
      crmLocationId: locations.crmLocationId,
      archivedAt: crmLocationSync.archivedAt,
      contactsSyncedAt: crmLocationSync.contactsSyncedAt,
      contactCount,
    })
    .from(locations)
    .leftJoin(crmLocationSync, eq(crmLocationSync.locationId, locations._id))
    .where(and(eq(locations.agencyId, reader.agencyId), reader.onlyLocation ? eq(locations._id, reader.onlyLocation) : undefined))
    .orderBy(asc(locations.name), asc(locations._id));
  return rows.map((r) => ({
    _id: r._id,
    name: r.name,
    crmLocationId: r.crmLocationId,
    archived: r.archivedAt !== null,
    contactCount: r.contactCount,
    contactsSyncedAt: r.contactsSyncedAt?.toISOString() ?? null,
  }));
}

/** The cursor of the contacts list: the last row's name and id (names repeat). */
const ZContactCursor = z.tuple([z.string().max(400), z.uuid()]);
function decodeContactCursor(cursor: string): [string, string] {
  try {
    return ZContactCursor.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    throw badRequest('cursor is not valid for this list');
  }
}

/** A location's contacts by name; `q` finds a part of the name or email, or the digits of a phone number. */
export async function listLocationContacts(opts: {
  db: Db;
  actor: Actor;
  locationId: string;
  query: z.output<typeof ZCrmContactFilter>;
}) {
  const reader = contactReader(opts.actor);
  if (reader.onlyLocation && reader.onlyLocation !== opts.locationId) throw notFound('Location');
  const [location] = await opts.db
    .select({ _id: locations._id })
    .from(locations)
    .where(and(eq(locations._id, opts.locationId), eq(locations.agencyId, reader.agencyId)));
  if (!location) throw notFound('Location');

  const { q, limit, cursor } = opts.query;
  const digits = q?.replace(/\D/g, '') ?? '';
  const search = q
    ? sql`(${crmContacts.name} ilike ${likePattern(q)} or ${crmContacts.email} ilike ${likePattern(q)} or ${crmContacts.phone} ilike ${likePattern(q)}
        ${digits.length >= 3 ? sql`or regexp_replace(${crmContacts.phone}, '\\D', '', 'g') like ${likePattern(digits)}` : sql``})`
    : undefined;
  const where = and(eq(crmContacts.locationId, location._id), search);
  const after = cursor
    ? (() => {
        const [name, id] = decodeContactCursor(cursor);
        return sql`(${crmContacts.name}, ${crmContacts._id}) > (${name}, ${id}::uuid)`;
      })()
    : undefined;
  const [rows, [total]] = await Promise.all([
    opts.db
      .select()
      .from(crmContacts)
      .where(and(where, after))
      .orderBy(asc(crmContacts.name), asc(crmContacts._id))
      .limit(limit + 1),
    opts.db.select({ n: count() }).from(crmContacts).where(where),
  ]);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    data: page.map(
      (r): TCrmContact => ({
        _id: r._id,
        crmContactId: r.crmContactId,
        locationId: r.locationId,
        name: r.name,
        firstName: r.firstName,
        lastName: r.lastName,
        email: r.email,
        phone: r.phone,
        tags: r.tags,
        dateUpdated: r.crmDateUpdated?.toISOString() ?? null,
      }),
    ),
    meta: { total: total?.n ?? 0, nextCursor: rows.length > limit && last ? encodeCursor([last.name, last._id]) : null },
  };
}
