import type pg from 'pg';
import { assertLocationAccess, guard, requireUserType, tokenOf } from '../auth';
import type { SandboxApp } from '../deps';
import { CrmApiError, parseOr422 } from '../errors';
import { crmId } from '../ids';
import { withTransaction } from '../sql';
import { contactFieldsOf, createContactSchema, updateContactSchema, upsertContactSchema } from './contact-input';
import { type ContactRow, contactJson, contactWebhookBody } from './contact-json';
import { deleteContact, findContact, findDuplicateContact, insertContact, updateContact } from './contacts-store';
import { announce, type ResourceDeps } from './context';
import { allowsDuplicateContacts } from './location-json';
import { assertCrmId } from './validation';

/**
 * contacts.json's writes. A location does not allow duplicated contacts (its default setting): a new contact whose
 * email, else phone, is already there is refused by create and updates the existing one in upsert. Both run under
 * a lock per location, so two concurrent upserts of one email make one contact.
 */

const lockLocation = (client: pg.PoolClient, locationId: string) =>
  client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`crm_sandbox.contacts:${locationId}`]);

/** The CRM's refusal of a duplicate, with the `meta` that names the contact already there. */
function duplicateError(duplicate: { row: ContactRow; matchingField: 'email' | 'phone' }): CrmApiError {
  const error = new CrmApiError(400, 'This location does not allow duplicated contacts.');
  const name = [duplicate.row.first_name, duplicate.row.last_name].filter(Boolean).join(' ');
  Object.assign(error.body, {
    meta: { contactName: name || null, contactId: duplicate.row.id, matchingField: duplicate.matchingField },
  });
  return error;
}

export function registerContactWriteRoutes(app: SandboxApp, deps: ResourceDeps): void {
  const write = [...guard(deps, 'contacts.write'), requireUserType('Location')];

  const companyOf = async (locationId: string) => {
    const { rows } = await deps.pool.query<{ company_id: string }>('SELECT company_id FROM crm_sandbox.locations WHERE id = $1', [
      locationId,
    ]);
    return rows[0]!.company_id;
  };
  const tell = async (type: 'ContactCreate' | 'ContactUpdate' | 'ContactDelete', row: ContactRow) =>
    announce(deps, {
      type,
      companyId: await companyOf(row.location_id),
      locationId: row.location_id,
      body: contactWebhookBody(row),
    });

  app.post('/contacts/', { preHandler: write }, async (request, reply) => {
    const body = parseOr422(createContactSchema, request.body);
    await assertLocationAccess(deps, tokenOf(request), body.locationId);
    const row = await withTransaction(deps.pool, async (client) => {
      await lockLocation(client, body.locationId);
      const fields = await contactFieldsOf(client, body.locationId, body);
      const duplicate =
        !(await allowsDuplicateContacts(client, body.locationId)) &&
        (await findDuplicateContact(client, body.locationId, fields.email, fields.phone));
      if (duplicate) {
        throw duplicateError(duplicate);
      }
      return insertContact(client, body.locationId, fields, deps.now());
    });
    await tell('ContactCreate', row);
    return reply.status(201).send({ contact: contactJson(row) });
  });

  app.post('/contacts/upsert', { preHandler: write }, async (request) => {
    const body = parseOr422(upsertContactSchema, request.body);
    await assertLocationAccess(deps, tokenOf(request), body.locationId);
    const result = await withTransaction(deps.pool, async (client) => {
      await lockLocation(client, body.locationId);
      const probe = await contactFieldsOf(client, body.locationId, body);
      const createAnyway = body.createNewIfDuplicateAllowed === true && (await allowsDuplicateContacts(client, body.locationId));
      const duplicate = !createAnyway && (await findDuplicateContact(client, body.locationId, probe.email, probe.phone));
      if (!duplicate) return { isNew: true, changed: true, row: await insertContact(client, body.locationId, probe, deps.now()) };
      // Custom fields merge into the existing contact's, so they are worked out again against it.
      const fields = await contactFieldsOf(client, body.locationId, body, duplicate.row);
      const row = await updateContact(client, duplicate.row, fields, deps.now());
      return { isNew: false, changed: row !== duplicate.row, row };
    });
    if (result.changed) await tell(result.isNew ? 'ContactCreate' : 'ContactUpdate', result.row);
    return { new: result.isNew, contact: contactJson(result.row), traceId: crmId() };
  });

  app.put<{ Params: { contactId: string } }>('/contacts/:contactId', { preHandler: write }, async (request) => {
    const token = tokenOf(request);
    assertCrmId(request.params.contactId, 'Contact');
    const body = parseOr422(updateContactSchema, request.body);
    const locationId = token.locationId!;
    const outcome = await withTransaction(deps.pool, async (client) => {
      await lockLocation(client, locationId);
      const current = await findContact(client, locationId, request.params.contactId);
      if (!current) throw new CrmApiError(404, 'Contact not found');
      const fields = await contactFieldsOf(client, locationId, body, current);
      const duplicate =
        !(await allowsDuplicateContacts(client, locationId)) &&
        (await findDuplicateContact(client, locationId, fields.email, fields.phone));
      if (duplicate && duplicate.row.id !== current.id) {
        throw duplicateError(duplicate);
      }
      const row = await updateContact(client, current, fields, deps.now());
      return { row, changed: row !== current };
    });
    if (outcome.changed) await tell('ContactUpdate', outcome.row);
    return { succeded: true, contact: contactJson(outcome.row) };
  });

  app.delete<{ Params: { contactId: string } }>('/contacts/:contactId', { preHandler: write }, async (request) => {
    const token = tokenOf(request);
    assertCrmId(request.params.contactId, 'Contact');
    const row = await deleteContact(deps.pool, token.locationId!, request.params.contactId);
    if (!row) throw new CrmApiError(404, 'Contact not found');
    await tell('ContactDelete', row);
    return { succeded: true };
  });
}
