import { z } from 'zod';
import { guard, requireUserType } from '../auth';
import type { SandboxApp } from '../deps';
import { CrmApiError, parseOr422 } from '../errors';
import { crmId } from '../ids';
import { locationInPath, type ResourceDeps } from './context';
import { assertCrmId } from './validation';

/**
 * locations.json's custom fields of a location: list (by model), one, create, update, delete. A field's key
 * (`contact.favourite_colour`) comes from its name once and stays when the field is renamed, as the CRM's does:
 * contacts and templates refer to it.
 */

const DATA_TYPES = [
  'TEXT',
  'LARGE_TEXT',
  'NUMERICAL',
  'PHONE',
  'MONETORY',
  'CHECKBOX',
  'SINGLE_OPTIONS',
  'MULTIPLE_OPTIONS',
  'FLOAT',
  'TIME',
  'DATE',
  'TEXTBOX_LIST',
  'FILE_UPLOAD',
  'SIGNATURE',
  'RADIO',
  'EMAIL',
] as const;
const WITH_OPTIONS = new Set(['CHECKBOX', 'SINGLE_OPTIONS', 'MULTIPLE_OPTIONS', 'RADIO', 'TEXTBOX_LIST']);

interface FieldRow {
  id: string;
  location_id: string;
  name: string;
  field_key: string;
  placeholder: string | null;
  data_type: string;
  position: number;
  picklist_options: string[];
  model: string;
  created_at: Date;
}

const FIELD_COLUMNS = 'id, location_id, name, field_key, placeholder, data_type, position, picklist_options, model, created_at';

const fieldJson = (f: FieldRow) => ({
  id: f.id,
  name: f.name,
  fieldKey: f.field_key,
  placeholder: f.placeholder ?? '',
  dataType: f.data_type,
  position: f.position,
  picklistOptions: f.picklist_options,
  locationId: f.location_id,
  model: f.model,
  dateAdded: f.created_at.toISOString(),
});

const options = z.array(z.string().trim().min(1).max(200)).max(200);
const createBody = z
  .object({
    name: z.string().trim().min(1).max(100),
    dataType: z.enum(DATA_TYPES),
    placeholder: z.string().trim().max(200).optional(),
    position: z.number().int().min(0).max(10_000).optional(),
    model: z.enum(['contact', 'opportunity']).default('contact'),
    options: options.optional(),
  })
  .refine((b) => !WITH_OPTIONS.has(b.dataType) || (b.options?.length ?? 0) > 0, {
    message: 'options are required for this dataType',
    path: ['options'],
  });
const updateBody = z.object({
  name: z.string().trim().min(1).max(100),
  placeholder: z.string().trim().max(200).optional(),
  position: z.number().int().min(0).max(10_000).optional(),
  options: options.optional(),
});

/** `Favourite colour!` -> `favourite_colour`. */
export const snakeKey = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '') || 'field';

type Params = { Params: { locationId: string; id: string } };

export function registerCustomFieldRoutes(app: SandboxApp, deps: ResourceDeps): void {
  const read = [...guard(deps, 'locations/customFields.readonly'), requireUserType('Location')];
  const write = [...guard(deps, 'locations/customFields.write'), requireUserType('Location')];
  const base = '/locations/:locationId/customFields';

  const one = async (locationId: string, id: string) => {
    assertCrmId(id, 'Custom field');
    const { rows } = await deps.pool.query<FieldRow>(
      `SELECT ${FIELD_COLUMNS} FROM crm_sandbox.custom_fields WHERE location_id = $1 AND id = $2`,
      [locationId, id],
    );
    if (!rows[0]) throw new CrmApiError(404, 'Custom field not found');
    return rows[0];
  };

  app.get<{ Params: { locationId: string } }>(base, { preHandler: read }, async (request) => {
    const locationId = await locationInPath(deps, request);
    const { model } = parseOr422(z.object({ model: z.enum(['contact', 'opportunity', 'all']).default('all') }), request.query);
    const { rows } = await deps.pool.query<FieldRow>(
      `SELECT ${FIELD_COLUMNS} FROM crm_sandbox.custom_fields WHERE location_id = $1 AND ($2 = 'all' OR model = $2)
       ORDER BY position, lower(name), id`,
      [locationId, model],
    );
    return { customFields: rows.map(fieldJson) };
  });

  app.get<Params>(`${base}/:id`, { preHandler: read }, async (request) => ({
    customField: fieldJson(await one(await locationInPath(deps, request), request.params.id)),
  }));

  app.post<{ Params: { locationId: string } }>(base, { preHandler: write }, async (request, reply) => {
    const locationId = await locationInPath(deps, request);
    const body = parseOr422(createBody, request.body);
    const key = `${body.model}.${snakeKey(body.name)}`;
    const { rows } = await deps.pool.query<FieldRow>(
      `INSERT INTO crm_sandbox.custom_fields (id, location_id, name, field_key, placeholder, data_type, position, picklist_options, model, created_at)
       VALUES ($1, $2, $3, $4, $5, $6,
         coalesce($7, (SELECT coalesce(max(position), -1) + 1 FROM crm_sandbox.custom_fields WHERE location_id = $2)), $8, $9, $10)
       ON CONFLICT (location_id, field_key) DO NOTHING RETURNING ${FIELD_COLUMNS}`,
      [
        crmId(),
        locationId,
        body.name,
        key,
        body.placeholder ?? null,
        body.dataType,
        body.position ?? null,
        body.options ?? [],
        body.model,
        deps.now(),
      ],
    );
    if (!rows[0]) throw new CrmApiError(400, `A custom field with the key ${key} already exists`);
    return reply.status(201).send({ customField: fieldJson(rows[0]) });
  });

  app.put<Params>(`${base}/:id`, { preHandler: write }, async (request) => {
    const locationId = await locationInPath(deps, request);
    const current = await one(locationId, request.params.id);
    const body = parseOr422(updateBody, request.body);
    if (body.options && !WITH_OPTIONS.has(current.data_type))
      throw new CrmApiError(422, ['options: this dataType has no options']);
    const { rows } = await deps.pool.query<FieldRow>(
      `UPDATE crm_sandbox.custom_fields SET name = $3, placeholder = coalesce($4, placeholder), position = coalesce($5, position),
         picklist_options = coalesce($6, picklist_options)
       WHERE location_id = $1 AND id = $2 RETURNING ${FIELD_COLUMNS}`,
      [locationId, current.id, body.name, body.placeholder ?? null, body.position ?? null, body.options ?? null],
    );
    return { customField: fieldJson(rows[0]!) };
  });

  app.delete<Params>(`${base}/:id`, { preHandler: write }, async (request) => {
    const locationId = await locationInPath(deps, request);
    const current = await one(locationId, request.params.id);
    await deps.pool.query('DELETE FROM crm_sandbox.custom_fields WHERE location_id = $1 AND id = $2', [locationId, current.id]);
    return { succeded: true };
  });
}
