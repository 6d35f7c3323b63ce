import { CRM_IMPORT_FIELDS, CRM_IMPORT_REQUIRED, type TCrmImportField, type TCrmImportKind } from '@atrium/contracts/crm-imports';
import { badRequest } from '../../platform/errors';

/** A header as compared: lower case, accents and everything but letters and digits dropped ("E-mail Address" → "emailaddress"). */
export const normaliseHeader = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

const EMAIL = ['email', 'emailaddress', 'mail', 'courriel', 'correo', 'workemail', 'businessemail'];
const PHONE = ['phone', 'phonenumber', 'telephone', 'tel', 'mobile', 'businessphone', 'telefon', 'telefono'];
const WEBSITE = ['website', 'web', 'url', 'homepage', 'websiteurl', 'site', 'domain'];
const ADDRESS = ['address', 'address1', 'addressline1', 'street', 'streetaddress', 'adresse', 'direccion'];
const CITY = ['city', 'town', 'locality', 'ville', 'stadt', 'ciudad'];
const COUNTRY = ['country', 'countrycode', 'nation', 'pays', 'land', 'pais'];

/** Common names of each field's column (normalised), in the order they are tried. */
const SYNONYMS: Record<TCrmImportKind, Partial<Record<TCrmImportField, string[]>>> = {
  users: {
    email: [...EMAIL, 'login', 'useremail'],
    firstName: ['firstname', 'first', 'givenname', 'forename', 'prenom', 'vorname', 'nombre'],
    lastName: ['lastname', 'last', 'surname', 'familyname', 'nom', 'nachname', 'apellido', 'apellidos'],
    fullName: ['fullname', 'name', 'displayname', 'contactname', 'person', 'username'],
    role: ['role', 'userrole', 'accesslevel', 'permission', 'permissions', 'access'],
    location: ['location', 'locationname', 'subaccount', 'subaccountname', 'account', 'branch', 'office', 'store'],
  },
  locations: {
    name: [
      'name',
      'locationname',
      'location',
      'subaccount',
      'subaccountname',
      'businessname',
      'business',
      'company',
      'companyname',
      'accountname',
    ],
    crmLocationId: ['crmlocationid', 'locationid', 'crmid', 'subaccountid', 'ghllocationid', 'ghlid', 'id'],
    phone: PHONE,
    address: ADDRESS,
    city: CITY,
    state: ['state', 'province', 'region', 'county', 'stateprovince'],
    country: COUNTRY,
    postalCode: ['postalcode', 'zip', 'zipcode', 'postcode', 'plz', 'codepostal'],
    website: WEBSITE,
    timezone: ['timezone', 'tz'],
  },
  prospects: {
    businessName: ['businessname', 'business', 'company', 'companyname', 'organization', 'organisation', 'accountname', 'name'],
    contactName: ['contactname', 'contact', 'fullname', 'person', 'owner', 'contactperson'],
    email: EMAIL,
    phone: PHONE,
    website: WEBSITE,
    address: ADDRESS,
    city: CITY,
    country: COUNTRY,
    notes: ['notes', 'note', 'comments', 'comment', 'description', 'remarks'],
    tags: ['tags', 'tag', 'labels', 'label', 'categories', 'category', 'segments', 'segment'],
    status: ['status', 'stage', 'leadstatus'],
  },
};

/**
 * The proposed field of each column: first a column named like the field itself ("First name" → firstName), then
 * the common synonyms in their order; each field goes to one column at most, the leftmost.
 */
export function proposeMapping(kind: TCrmImportKind, header: readonly string[]): (TCrmImportField | null)[] {
  const names = header.map(normaliseHeader);
  const mapping: (TCrmImportField | null)[] = header.map(() => null);
  const taken = new Set<TCrmImportField>();
  const assign = (matches: (field: TCrmImportField, name: string) => boolean) => {
    for (const field of CRM_IMPORT_FIELDS[kind] as readonly TCrmImportField[]) {
      if (taken.has(field)) continue;
      const column = names.findIndex((name, i) => mapping[i] === null && matches(field, name));
      if (column === -1) continue;
      mapping[column] = field;
      taken.add(field);
    }
  };
  assign((field, name) => name === field.toLowerCase());
  const longest = Math.max(...Object.values(SYNONYMS[kind]).map((s) => s.length));
  // Rank by synonym position across fields, so "name" goes to the field that lists it first.
  for (let rank = 0; rank < longest; rank++) {
    assign((field, name) => SYNONYMS[kind][field]?.[rank] === name);
  }
  return mapping;
}

/** The confirmed mapping, checked: known fields of the kind, each once, the required ones present. */
export function checkMapping(kind: TCrmImportKind, header: readonly string[], mapping: readonly (string | null)[]) {
  if (mapping.length !== header.length) throw badRequest(`The mapping needs one entry per column (${header.length})`);
  const fields = CRM_IMPORT_FIELDS[kind] as readonly string[];
  const seen = new Set<string>();
  for (const field of mapping) {
    if (field === null) continue;
    if (!fields.includes(field)) throw badRequest(`“${field}” is not a field of ${kind}`);
    if (seen.has(field)) throw badRequest(`“${field}” is mapped to two columns: choose one`);
    seen.add(field);
  }
  const missing = CRM_IMPORT_REQUIRED[kind].filter((f) => !seen.has(f));
  if (kind === 'users' && !seen.has('firstName') && !seen.has('fullName')) missing.push('firstName');
  if (missing.length > 0) throw badRequest(`Map a column to ${missing.join(', ')}`, { missing });
  return mapping as (TCrmImportField | null)[];
}

/** Each field's column name in a template: words the mapping proposes the field for. */
const TEMPLATE_NAMES: Record<TCrmImportField, string> = {
  email: 'Email',
  firstName: 'First name',
  lastName: 'Last name',
  fullName: 'Full name',
  role: 'Role',
  location: 'Location',
  name: 'Name',
  crmLocationId: 'CRM location ID',
  phone: 'Phone',
  address: 'Address',
  city: 'City',
  state: 'State',
  country: 'Country',
  postalCode: 'Postal code',
  website: 'Website',
  timezone: 'Timezone',
  businessName: 'Business name',
  contactName: 'Contact name',
  notes: 'Notes',
  tags: 'Tags',
  status: 'Status',
};

/** An example row per kind, valid as it stands (a user's location must exist, so the example has none). */
const TEMPLATE_EXAMPLES: Record<TCrmImportKind, Partial<Record<TCrmImportField, string>>> = {
  users: { email: 'jane.doe@example.com', firstName: 'Jane', lastName: 'Doe', role: 'agency staff' },
  locations: {
    name: 'Example Dental Downtown',
    phone: '+1 512 555 0100',
    address: '100 Main Street',
    city: 'Austin',
    state: 'TX',
    country: 'US',
    postalCode: '78701',
    website: 'https://example.com',
    timezone: 'America/Chicago',
  },
  prospects: {
    businessName: 'Example Bakery',
    contactName: 'Sam Lee',
    email: 'sam@example.com',
    phone: '+1 512 555 0101',
    website: 'https://example.com',
    city: 'Austin',
    country: 'US',
    notes: 'Met at the spring fair',
    tags: 'food; referral',
    status: 'new',
  },
};

const csvCell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** A CSV to fill in: every field of the kind but the alternative full name, and an example row. */
export function importTemplate(kind: TCrmImportKind): string {
  const fields = (CRM_IMPORT_FIELDS[kind] as readonly TCrmImportField[]).filter((f) => f !== 'fullName');
  const lines = [fields.map((f) => TEMPLATE_NAMES[f]), fields.map((f) => TEMPLATE_EXAMPLES[kind][f] ?? '')];
  return `${lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
