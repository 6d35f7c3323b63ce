import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { assertLocationAccess, guard, requireUserType, tokenOf } from '../auth';
import type { SandboxApp } from '../deps';
import { CrmApiError, parseOr422 } from '../errors';
import { normalizePhone } from './contact-input';
import { contactJson } from './contact-json';
import { ContactQueryError, contactFilterSchema, queryContacts, SORT_FIELDS } from './contacts-query';
import { findContact, findDuplicateContact } from './contacts-store';
import type { ResourceDeps } from './context';
import { assertCrmId, crmIdSchema, queryInt, queryText } from './validation';

/** contacts.json's reads: the (deprecated, still used) list, the search, the duplicate check and one contact. */

const listQuery = z.object({
  locationId: crmIdSchema,
  query: queryText,
  limit: queryInt(1, 100, 20),
  startAfterId: crmIdSchema.optional(),
  startAfter: z.coerce.number().int().nonnegative().optional(),
});

/** POST /contacts/search's body: page numbers up to 10,000 rows deep, `searchAfter` beyond. */
const searchBody = z
  .object({
    locationId: crmIdSchema,
    query: z.string().max(200).optional(),
    page: z.number().int().min(1).optional(),
    pageLimit: z.number().int().min(1).max(500).default(20),
    searchAfter: z.tuple([z.number().finite(), crmIdSchema]).optional(),
    filters: z.array(contactFilterSchema).max(50).optional(),
    sort: z
      .array(
        z.strictObject({
          field: z.enum(Object.keys(SORT_FIELDS) as [keyof typeof SORT_FIELDS]),
          direction: z.enum(['asc', 'desc']),
        }),
      )
      .max(1)
      .optional(),
  })
  .refine((b) => !(b.page && b.searchAfter), { message: 'page and searchAfter cannot be used together', path: ['page'] })
  .refine((b) => (b.page ?? 1) * b.pageLimit <= 10_000, {
    message: 'page x pageLimit may not pass 10000: use searchAfter to go deeper',
    path: ['page'],
  });

const duplicateQuery = z.object({
  locationId: crmIdSchema,
  email: z.string().max(254).optional(),
  number: z.string().max(30).optional(),
});

/** The base address the caller used, for `meta.nextPageUrl`. */
const baseUrlOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

export function registerContactReadRoutes(app: SandboxApp, deps: ResourceDeps): void {
  const read = [...guard(deps, 'contacts.readonly'), requireUserType('Location')];

  app.get('/contacts/', { preHandler: read }, async (request) => {
    const q = parseOr422(listQuery, request.query);
    await assertLocationAccess(deps, tokenOf(request), q.locationId);
    const after: [number, string] | undefined =
      q.startAfter !== undefined && q.startAfterId ? [q.startAfter, q.startAfterId] : undefined;
    const { rows, total } = await queryContacts(deps.pool, {
      locationId: q.locationId,
      query: q.query,
      sort: { field: 'dateAdded', direction: 'asc' },
      after,
      limit: q.limit,
    });
    const last = rows.length === q.limit ? rows.at(-1) : undefined;
    const next = last ? { startAfter: last.date_added.getTime(), startAfterId: last.id } : undefined;
    const nextUrl = next
      ? `${baseUrlOf(request)}/contacts/?${new URLSearchParams({
          locationId: q.locationId,
          limit: String(q.limit),
          ...(q.query ? { query: q.query } : {}),
          startAfter: String(next.startAfter),
          startAfterId: next.startAfterId,
        })}`
      : null;
    return {
      contacts: rows.map(contactJson),
      count: total,
      meta: { total, nextPageUrl: nextUrl, startAfterId: next?.startAfterId ?? null, startAfter: next?.startAfter ?? null },
    };
  });

  app.post('/contacts/search', { preHandler: read }, async (request) => {
    const body = parseOr422(searchBody, request.body);
    await assertLocationAccess(deps, tokenOf(request), body.locationId);
    const sort = body.sort?.[0] ?? { field: 'dateAdded' as const, direction: 'desc' as const };
    try {
      const { rows, total } = await queryContacts(deps.pool, {
        locationId: body.locationId,
        query: body.query,
        filters: body.filters,
        sort,
        after: body.searchAfter,
        offset: body.searchAfter ? 0 : ((body.page ?? 1) - 1) * body.pageLimit,
        limit: body.pageLimit,
      });
      const cursor = SORT_FIELDS[sort.field];
      return {
        contacts: rows.map((row) => ({ ...contactJson(row), searchAfter: [row[cursor].getTime(), row.id] })),
        total,
      };
    } catch (error) {
      if (error instanceof ContactQueryError) throw new CrmApiError(422, [error.message]);
      throw error;
    }
  });

  app.get('/contacts/search/duplicate', { preHandler: read }, async (request) => {
    const q = parseOr422(duplicateQuery, request.query);
    await assertLocationAccess(deps, tokenOf(request), q.locationId);
    if (!q.email && !q.number) throw new CrmApiError(422, ['email or number is required']);
    const found = await findDuplicateContact(deps.pool, q.locationId, q.email, q.number ? normalizePhone(q.number) : undefined);
    return { contact: found ? contactJson(found.row) : null, matchingField: found?.matchingField ?? null };
  });

  app.get<{ Params: { contactId: string } }>('/contacts/:contactId', { preHandler: read }, async (request) => {
    const token = tokenOf(request);
    assertCrmId(request.params.contactId, 'Contact');
    const row = await findContact(deps.pool, token.locationId!, request.params.contactId);
    if (!row) throw new CrmApiError(404, 'Contact not found');
    return { contact: contactJson(row) };
  });
}
