import { z } from 'zod';
import { CrmApiError } from '../errors';
import type { Sql } from '../sql';
import type { ContactFields, ContactRow } from './contact-json';
import { crmIdSchema } from './validation';

/**
 * The contact bodies of contacts.json (CreateContactDto, UpdateContactDto, UpsertContactDto) and how they become
 * stored fields: names split, the phone in E.164, tags lower-cased and unique (the CRM's tags are), custom fields
 * resolved by id or key against the location's own fields.
 */

const text = (max: number) => z.string().trim().max(max).nullish();

const customFieldInput = z
  .object({
    id: z.string().max(100).optional(),
    key: z.string().max(200).optional(),
    field_value: z.unknown().optional(),
    value: z.unknown().optional(),
  })
  .refine((f) => f.id !== undefined || f.key !== undefined, 'a custom field needs its id or key');

const contactBody = {
  firstName: text(100),
  lastName: text(100),
  name: text(200),
  email: z.string().trim().max(254).pipe(z.email()).nullish().or(z.literal('')),
  phone: text(30),
  address1: text(300),
  city: text(100),
  state: text(100),
  postalCode: text(20),
  country: text(100),
  website: text(300),
  timezone: text(100),
  companyName: text(200),
  source: text(200),
  gender: z.enum(['male', 'female']).nullish(),
  dateOfBirth: z.union([z.iso.date(), z.iso.datetime({ offset: true })]).nullish(),
  assignedTo: crmIdSchema.nullish(),
  dnd: z.boolean().optional(),
  tags: z.array(z.string().trim().min(1).max(100)).max(100).optional(),
  customFields: z.array(customFieldInput).max(200).optional(),
};

export const createContactSchema = z.object({ ...contactBody, locationId: crmIdSchema });
export const upsertContactSchema = z.object({
  ...contactBody,
  locationId: crmIdSchema,
  createNewIfDuplicateAllowed: z.boolean().optional(),
});
export const updateContactSchema = z.object(contactBody);

type ContactBody = z.output<typeof updateContactSchema>;

/** E.164 as the CRM stores phones: `+` and digits; ten digits alone are a US number. */
export function normalizePhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (phone.trim().startsWith('+')) return `+${digits}`;
  if (digits.length === 10) return `+1${digits}`;
  return `+${digits}`;
}

const orNull = (value: string | null | undefined) => (value === undefined ? undefined : value || null);

/** The stored fields a body sets (absent keys stay as they are; null or '' clears a field). */
export async function contactFieldsOf(
  db: Sql,
  locationId: string,
  body: ContactBody,
  current?: ContactRow,
): Promise<ContactFields> {
  const fields: ContactFields = {
    firstName: orNull(body.firstName),
    lastName: orNull(body.lastName),
    email: orNull(body.email),
    address1: orNull(body.address1),
    city: orNull(body.city),
    state: orNull(body.state),
    postalCode: orNull(body.postalCode),
    country: orNull(body.country),
    website: orNull(body.website),
    timezone: orNull(body.timezone),
    companyName: orNull(body.companyName),
    source: orNull(body.source),
    gender: orNull(body.gender),
    dateOfBirth: body.dateOfBirth === undefined ? undefined : body.dateOfBirth ? body.dateOfBirth.slice(0, 10) : null,
    assignedTo: orNull(body.assignedTo),
    dnd: body.dnd,
  };
  if (body.name && body.firstName === undefined && body.lastName === undefined) {
    const [first, ...rest] = body.name.split(/\s+/);
    fields.firstName = first || null;
    fields.lastName = rest.join(' ') || null;
  }
  if (body.phone !== undefined) {
    const phone = body.phone ? normalizePhone(body.phone) : null;
    if (phone !== null && !/^\+[0-9]{7,15}$/.test(phone)) throw new CrmApiError(422, ['phone: must be a valid phone number']);
    fields.phone = phone;
  }
  if (body.tags) fields.tags = [...new Set(body.tags.map((t) => t.toLowerCase()))];
  if (body.customFields) fields.customFields = await customFieldValues(db, locationId, body.customFields, current);
  if (body.assignedTo) await assertLocationUser(db, locationId, body.assignedTo);
  return fields;
}

/** The given values merged into the contact's current ones, each field named by its id. */
async function customFieldValues(
  db: Sql,
  locationId: string,
  input: z.output<typeof customFieldInput>[],
  current?: ContactRow,
): Promise<{ id: string; value: unknown }[]> {
  const { rows } = await db.query<{ id: string; field_key: string }>(
    `SELECT id, field_key FROM crm_sandbox.custom_fields WHERE location_id = $1 AND model = 'contact'`,
    [locationId],
  );
  const byKey = new Map(
    rows.flatMap((r) => [
      [r.id, r.id] as const,
      [r.field_key, r.id] as const,
      [r.field_key.replace(/^contact\./, ''), r.id] as const,
    ]),
  );
  const values = new Map((current?.custom_fields ?? []).map((f) => [f.id, f.value]));
  const unknown: string[] = [];
  for (const field of input) {
    const name = field.id ?? field.key!;
    const id = byKey.get(name);
    if (!id) {
      unknown.push(`customFields: ${name} is not a custom field of this location`);
      continue;
    }
    const value = field.field_value !== undefined ? field.field_value : field.value;
    if (value === null || value === '') values.delete(id);
    else values.set(id, value);
  }
  if (unknown.length) throw new CrmApiError(422, unknown);
  return [...values].map(([id, value]) => ({ id, value }));
}

/** A contact may only be assigned to a user who works in its location. */
async function assertLocationUser(db: Sql, locationId: string, userId: string): Promise<void> {
  const { rowCount } = await db.query(
    `SELECT 1 FROM crm_sandbox.users u JOIN crm_sandbox.locations l ON l.company_id = u.company_id
     WHERE u.id = $1 AND l.id = $2 AND u.deleted_at IS NULL AND (u.type = 'agency' OR $2 = ANY(u.location_ids))`,
    [userId, locationId],
  );
  if (!rowCount) throw new CrmApiError(422, ['assignedTo: is not a user of this location']);
}
