/** A contact as stored (snake_case columns of crm_sandbox.contacts). */
export interface ContactRow {
  id: string;
  location_id: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone: string | null;
  company_name: string | null;
  address1: string | null;
  city: string | null;
  state: string | null;
  postal_code: string | null;
  country: string | null;
  website: string | null;
  timezone: string | null;
  source: string | null;
  type: string;
  gender: string | null;
  date_of_birth: string | null;
  assigned_to: string | null;
  dnd: boolean;
  tags: string[];
  custom_fields: { id: string; value: unknown }[];
  date_added: Date;
  date_updated: Date;
}

export const CONTACT_COLUMNS =
  'id, location_id, first_name, last_name, email, phone, company_name, address1, city, state, postal_code, country, ' +
  'website, timezone, source, type, gender, date_of_birth, assigned_to, dnd, tags, custom_fields, date_added, date_updated';

/** The writable fields of a contact, by the API's names, and the column each is stored in. */
export const CONTACT_FIELD_COLUMNS = {
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  phone: 'phone',
  companyName: 'company_name',
  address1: 'address1',
  city: 'city',
  state: 'state',
  postalCode: 'postal_code',
  country: 'country',
  website: 'website',
  timezone: 'timezone',
  source: 'source',
  gender: 'gender',
  dateOfBirth: 'date_of_birth',
  assignedTo: 'assigned_to',
  dnd: 'dnd',
  tags: 'tags',
  customFields: 'custom_fields',
} as const satisfies Record<string, keyof ContactRow>;

export type ContactField = keyof typeof CONTACT_FIELD_COLUMNS;
export type ContactFields = Partial<{
  [K in ContactField]: ContactRow[(typeof CONTACT_FIELD_COLUMNS)[K]];
}>;

const lower = (value: string | null) => value?.toLowerCase() ?? undefined;
const orUndefined = <T>(value: T | null) => value ?? undefined;

/**
 * A contact in the API's shape (GetContectByIdSchema of contacts.json): camelCase, lower-cased name and email copies,
 * dates in ISO 8601. Empty fields are left out, as the CRM's v2 API leaves them out.
 */
export function contactJson(row: ContactRow) {
  const name = [row.first_name, row.last_name].filter(Boolean).join(' ');
  return {
    id: row.id,
    locationId: row.location_id,
    contactName: name || undefined,
    firstName: orUndefined(row.first_name),
    lastName: orUndefined(row.last_name),
    firstNameLowerCase: lower(row.first_name),
    lastNameLowerCase: lower(row.last_name),
    fullNameLowerCase: name ? name.toLowerCase() : undefined,
    email: orUndefined(row.email),
    emailLowerCase: lower(row.email),
    phone: orUndefined(row.phone),
    companyName: orUndefined(row.company_name),
    address1: orUndefined(row.address1),
    city: orUndefined(row.city),
    state: orUndefined(row.state),
    postalCode: orUndefined(row.postal_code),
    country: orUndefined(row.country),
    website: orUndefined(row.website),
    timezone: orUndefined(row.timezone),
    source: orUndefined(row.source),
    type: row.type,
    gender: orUndefined(row.gender),
    dateOfBirth: orUndefined(row.date_of_birth),
    assignedTo: orUndefined(row.assigned_to),
    dnd: row.dnd,
    tags: row.tags,
    customFields: row.custom_fields,
    dateAdded: row.date_added.toISOString(),
    dateUpdated: row.date_updated.toISOString(),
  };
}

/**
 * The body of ContactCreate / ContactUpdate / ContactDelete webhooks: the contact's fields and `name`, without the
 * contact's own `type` (the webhook's `type` is the event) and without the search-only lower-case copies.
 */
export function contactWebhookBody(row: ContactRow): Record<string, unknown> {
  const {
    type: _contactType,
    contactName,
    firstNameLowerCase: _f,
    lastNameLowerCase: _l,
    fullNameLowerCase: _n,
    emailLowerCase: _e,
    ...fields
  } = contactJson(row);
  return { ...fields, name: contactName };
}
