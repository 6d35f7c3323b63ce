import { z } from 'zod';
import type { Sql as Db } from '../sql';
import { CONTACT_COLUMNS, type ContactRow } from './contact-json';

/**
 * The contact searches of contacts.json: `GET /contacts/` (a text query, pages after a dateAdded/id cursor) and
 * `POST /contacts/search` (filters, groups of filters, a sort, page numbers or a `searchAfter` cursor). Both become
 * one parameterised SQL query on the location's contacts; field names and operators are checked against the lists
 * below, so nothing from the request reaches the SQL text.
 */

type Kind = 'text' | 'lowerText' | 'tags' | 'date' | 'boolean';

/** Filterable fields as the search API names them, with the column (or expression) each reads. */
const FILTER_FIELDS: Record<string, { sql: string; kind: Kind }> = {
  id: { sql: 'id', kind: 'text' },
  firstName: { sql: 'lower(first_name)', kind: 'lowerText' },
  firstNameLowerCase: { sql: 'lower(first_name)', kind: 'lowerText' },
  lastName: { sql: 'lower(last_name)', kind: 'lowerText' },
  lastNameLowerCase: { sql: 'lower(last_name)', kind: 'lowerText' },
  email: { sql: 'lower(email)', kind: 'lowerText' },
  phone: { sql: 'phone', kind: 'text' },
  companyName: { sql: 'lower(company_name)', kind: 'lowerText' },
  businessName: { sql: 'lower(company_name)', kind: 'lowerText' },
  address: { sql: 'lower(address1)', kind: 'lowerText' },
  city: { sql: 'lower(city)', kind: 'lowerText' },
  state: { sql: 'lower(state)', kind: 'lowerText' },
  country: { sql: 'lower(country)', kind: 'lowerText' },
  postalCode: { sql: 'postal_code', kind: 'text' },
  website: { sql: 'lower(website)', kind: 'lowerText' },
  source: { sql: 'lower(source)', kind: 'lowerText' },
  type: { sql: 'type', kind: 'text' },
  assignedTo: { sql: 'assigned_to', kind: 'text' },
  timezone: { sql: 'timezone', kind: 'text' },
  tags: { sql: 'tags', kind: 'tags' },
  dnd: { sql: 'dnd', kind: 'boolean' },
  dateAdded: { sql: 'date_added', kind: 'date' },
  dateUpdated: { sql: 'date_updated', kind: 'date' },
};

const OPERATORS = ['eq', 'not_eq', 'contains', 'not_contains', 'exists', 'not_exists', 'range'] as const;
const OPERATORS_OF: Record<Kind, readonly (typeof OPERATORS)[number][]> = {
  text: ['eq', 'not_eq', 'contains', 'not_contains', 'exists', 'not_exists'],
  lowerText: ['eq', 'not_eq', 'contains', 'not_contains', 'exists', 'not_exists'],
  tags: ['eq', 'not_eq', 'contains', 'not_contains', 'exists', 'not_exists'],
  date: ['range', 'exists', 'not_exists'],
  boolean: ['eq', 'not_eq'],
};

/** The sortable fields (a cursor is [that field in epoch milliseconds, id]). */
export const SORT_FIELDS = { dateAdded: 'date_added', dateUpdated: 'date_updated' } as const;
export type SortField = keyof typeof SORT_FIELDS;

export interface FieldFilter {
  field: string;
  operator: (typeof OPERATORS)[number];
  value?: unknown;
}
export interface FilterGroup {
  group: 'AND' | 'OR';
  filters: ContactFilter[];
}
export type ContactFilter = FieldFilter | FilterGroup;

const dateValue = z.union([z.number().finite(), z.iso.datetime({ offset: true }), z.iso.date()]);
const rangeValue = z
  .object({ gt: dateValue, gte: dateValue, lt: dateValue, lte: dateValue })
  .partial()
  .refine((r) => Object.keys(r).length > 0, 'a range needs gt, gte, lt or lte');
const scalar = z.union([z.string().max(500), z.number().finite(), z.boolean()]);
const filterValue = z.union([scalar, z.array(scalar).min(1).max(100)]);

export const contactFilterSchema: z.ZodType<ContactFilter> = z.lazy(() =>
  z.union([
    z.strictObject({ group: z.enum(['AND', 'OR']), filters: z.array(contactFilterSchema).min(1).max(50) }),
    z.strictObject({
      field: z.string().max(100),
      operator: z.enum(OPERATORS),
      value: z.union([filterValue, rangeValue]).optional(),
    }),
  ]),
);

/** Builds SQL text and its parameters together: every value goes in as $n. */
class Sql {
  readonly params: unknown[] = [];
  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }
}

/** LIKE's wildcards in a user's text match themselves. */
const likeContains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const asDate = (value: unknown) => new Date(typeof value === 'number' ? value : String(value));

/** One field filter as SQL; a refusal names the filter the way the caller wrote it. */
function fieldCondition(sql: Sql, filter: FieldFilter): string {
  const field = FILTER_FIELDS[filter.field];
  if (!field) throw new ContactQueryError(`filters: ${filter.field} is not a searchable field`);
  if (!OPERATORS_OF[field.kind].includes(filter.operator)) {
    throw new ContactQueryError(`filters: ${filter.operator} does not apply to ${filter.field}`);
  }
  const { operator, value } = filter;
  if (operator === 'exists' || operator === 'not_exists') {
    const present =
      field.kind === 'tags' ? 'cardinality(tags) > 0' : field.kind === 'date' ? 'true' : `coalesce(${field.sql}, '') <> ''`;
    return operator === 'exists' ? present : `NOT (${present})`;
  }
  if (value === undefined) throw new ContactQueryError(`filters: ${filter.field} ${operator} needs a value`);
  if (field.kind === 'date') {
    const range = rangeValue.safeParse(value);
    if (!range.success) throw new ContactQueryError(`filters: ${filter.field} range needs { gt, gte, lt, lte } dates`);
    const parts = Object.entries(range.data).map(([op, bound]) => {
      const cmp = { gt: '>', gte: '>=', lt: '<', lte: '<=' }[op as 'gt' | 'gte' | 'lt' | 'lte'];
      return `${field.sql} ${cmp} ${sql.param(asDate(bound))}`;
    });
    return parts.join(' AND ');
  }
  if (field.kind === 'boolean') {
    const condition = `${field.sql} = ${sql.param(value === true || value === 'true')}`;
    return operator === 'eq' ? condition : `NOT (${condition})`;
  }
  // Tags are stored lower-cased, as the CRM keeps them.
  const lowered = field.kind === 'lowerText' || field.kind === 'tags';
  const values = (Array.isArray(value) ? value : [value]).map((v) => (lowered ? String(v).toLowerCase() : String(v)));
  const negate = operator === 'not_eq' || operator === 'not_contains';
  let condition: string;
  if (field.kind === 'tags') {
    condition =
      operator === 'eq' || operator === 'not_eq'
        ? `tags && ${sql.param(values)}::text[]`
        : `EXISTS (SELECT 1 FROM unnest(tags) t WHERE ${values.map((v) => `lower(t) LIKE ${sql.param(likeContains(v.toLowerCase()))}`).join(' OR ')})`;
  } else if (operator === 'eq' || operator === 'not_eq') {
    condition = `${field.sql} = ANY(${sql.param(values)}::text[])`;
  } else {
    condition = values.map((v) => `${field.sql} LIKE ${sql.param(likeContains(v))}`).join(' OR ');
  }
  return negate ? `NOT coalesce(${condition}, false)` : `(${condition})`;
}

function filterCondition(sql: Sql, filter: ContactFilter): string {
  if ('group' in filter) {
    return `(${filter.filters.map((f) => filterCondition(sql, f)).join(filter.group === 'AND' ? ' AND ' : ' OR ')})`;
  }
  return `(${fieldCondition(sql, filter)})`;
}

/** The free-text query: any part of the name, the email, the phone or the company. */
function textCondition(sql: Sql, query: string): string {
  const like = sql.param(likeContains(query.trim().toLowerCase()));
  const digits = query.replace(/[^0-9+]/g, '');
  const phone = digits.length >= 3 ? ` OR phone LIKE ${sql.param(likeContains(digits))}` : '';
  return `(lower(concat_ws(' ', first_name, last_name)) LIKE ${like} OR lower(email) LIKE ${like} OR lower(company_name) LIKE ${like}${phone})`;
}

/** A request the CRM would refuse with 422 (unknown field, operator that does not apply...). */
export class ContactQueryError extends Error {}

export interface ContactQuery {
  locationId: string;
  query?: string;
  filters?: ContactFilter[];
  sort: { field: SortField; direction: 'asc' | 'desc' };
  /** Rows after this [epoch ms, id] in the sort order. */
  after?: [number, string];
  offset?: number;
  limit: number;
}

/** One page of contacts and how many match in all. */
export async function queryContacts(db: Db, q: ContactQuery): Promise<{ rows: ContactRow[]; total: number }> {
  const sql = new Sql();
  const where = [`location_id = ${sql.param(q.locationId)}`];
  if (q.query?.trim()) where.push(textCondition(sql, q.query));
  for (const filter of q.filters ?? []) where.push(filterCondition(sql, filter));
  const matching = where.join(' AND ');
  const countParams = [...sql.params];
  const column = SORT_FIELDS[q.sort.field];
  const direction = q.sort.direction === 'asc' ? 'ASC' : 'DESC';
  const page = [matching];
  if (q.after) {
    const cmp = q.sort.direction === 'asc' ? '>' : '<';
    page.push(`(${column}, id) ${cmp} (${sql.param(new Date(q.after[0]))}::timestamptz, ${sql.param(q.after[1])})`);
  }
  const limit = sql.param(q.limit);
  const offset = sql.param(q.offset ?? 0);
  const [rows, count] = await Promise.all([
    db.query<ContactRow>(
      `SELECT ${CONTACT_COLUMNS} FROM crm_sandbox.contacts WHERE ${page.join(' AND ')}
       ORDER BY ${column} ${direction}, id ${direction} LIMIT ${limit} OFFSET ${offset}`,
      sql.params,
    ),
    db.query<{ n: string }>(`SELECT count(*) AS n FROM crm_sandbox.contacts WHERE ${matching}`, countParams),
  ]);
  return { rows: rows.rows, total: Number(count.rows[0]!.n) };
}
