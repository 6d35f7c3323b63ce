import { crmId } from '../ids';
import type { Sql } from '../sql';
import { CONTACT_COLUMNS, CONTACT_FIELD_COLUMNS, type ContactField, type ContactFields, type ContactRow } from './contact-json';

/** Every query names the location: a contact id alone never reaches another location's row. */
export async function findContact(db: Sql, locationId: string, id: string): Promise<ContactRow | undefined> {
  const { rows } = await db.query<ContactRow>(
    `SELECT ${CONTACT_COLUMNS} FROM crm_sandbox.contacts WHERE location_id = $1 AND id = $2`,
    [locationId, id],
  );
  return rows[0];
}

/**
 * The contact a new one would duplicate, the way the CRM decides it: the email first, then the phone. Returns the
 * field that matched, which the "does not allow duplicated contacts" refusal names.
 */
export async function findDuplicateContact(
  db: Sql,
  locationId: string,
  email: string | null | undefined,
  phone: string | null | undefined,
): Promise<{ row: ContactRow; matchingField: 'email' | 'phone' } | undefined> {
  if (email) {
    const { rows } = await db.query<ContactRow>(
      `SELECT ${CONTACT_COLUMNS} FROM crm_sandbox.contacts WHERE location_id = $1 AND lower(email) = lower($2)
       ORDER BY date_added, id LIMIT 1`,
      [locationId, email],
    );
    if (rows[0]) return { row: rows[0], matchingField: 'email' };
  }
  if (phone) {
    const { rows } = await db.query<ContactRow>(
      `SELECT ${CONTACT_COLUMNS} FROM crm_sandbox.contacts WHERE location_id = $1 AND phone = $2 ORDER BY date_added, id LIMIT 1`,
      [locationId, phone],
    );
    if (rows[0]) return { row: rows[0], matchingField: 'phone' };
  }
  return undefined;
}

const fieldsOf = (fields: ContactFields) =>
  (Object.keys(fields) as ContactField[]).filter((field) => fields[field] !== undefined);

/** Serialises a field's value for its column (custom fields are jsonb). */
const columnValue = (fields: ContactFields, field: ContactField) =>
  field === 'customFields' ? JSON.stringify(fields.customFields) : fields[field];

export async function insertContact(db: Sql, locationId: string, fields: ContactFields, now: Date): Promise<ContactRow> {
  const names = fieldsOf(fields);
  const columns = ['id', 'location_id', 'date_added', 'date_updated', ...names.map((f) => CONTACT_FIELD_COLUMNS[f])];
  const values = [crmId(), locationId, now, now, ...names.map((f) => columnValue(fields, f))];
  const { rows } = await db.query<ContactRow>(
    `INSERT INTO crm_sandbox.contacts (${columns.join(', ')}) VALUES (${values.map((_, i) => `$${i + 1}`).join(', ')})
     RETURNING ${CONTACT_COLUMNS}`,
    values,
  );
  return rows[0]!;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields of `fields` whose value differs from the stored row: an update that changes nothing writes nothing. */
function changedFields(row: ContactRow, fields: ContactFields): ContactFields {
  const changed: ContactFields = {};
  for (const field of fieldsOf(fields)) {
    if (!same(row[CONTACT_FIELD_COLUMNS[field]], fields[field])) Object.assign(changed, { [field]: fields[field] });
  }
  return changed;
}

/** Writes the changed fields and moves dateUpdated; returns the row unchanged (and untouched) when nothing differs. */
export async function updateContact(db: Sql, row: ContactRow, fields: ContactFields, now: Date): Promise<ContactRow> {
  const changed = changedFields(row, fields);
  const names = fieldsOf(changed);
  if (names.length === 0) return row;
  const sets = names.map((f, i) => `${CONTACT_FIELD_COLUMNS[f]} = $${i + 4}`);
  const { rows } = await db.query<ContactRow>(
    `UPDATE crm_sandbox.contacts SET date_updated = $3, ${sets.join(', ')} WHERE location_id = $1 AND id = $2
     RETURNING ${CONTACT_COLUMNS}`,
    [row.location_id, row.id, now, ...names.map((f) => columnValue(changed, f))],
  );
  return rows[0]!;
}

export async function deleteContact(db: Sql, locationId: string, id: string): Promise<ContactRow | undefined> {
  const { rows } = await db.query<ContactRow>(
    `DELETE FROM crm_sandbox.contacts WHERE location_id = $1 AND id = $2 RETURNING ${CONTACT_COLUMNS}`,
    [locationId, id],
  );
  return rows[0];
}
