import { z } from 'zod';
import { guard, requireUserType } from '../auth';
import type { SandboxApp } from '../deps';
import { CrmApiError, parseOr422 } from '../errors';
import { crmId } from '../ids';
import { locationInPath, type ResourceDeps } from './context';
import { snakeKey } from './custom-fields-routes';
import { assertCrmId } from './validation';

/**
 * locations.json's custom values of a location (the texts its templates merge in, `{{ custom_values.phone }}`):
 * list, one, create, update, delete. The key comes from the name once and stays, as a custom field's does.
 */

interface ValueRow {
  id: string;
  location_id: string;
  name: string;
  field_key: string;
  value: string;
}

const VALUE_COLUMNS = 'id, location_id, name, field_key, value';
const valueJson = (v: ValueRow) => ({ id: v.id, name: v.name, fieldKey: v.field_key, value: v.value, locationId: v.location_id });
const body = z.object({ name: z.string().trim().min(1).max(100), value: z.string().max(5000) });

type Params = { Params: { locationId: string; id: string } };

export function registerCustomValueRoutes(app: SandboxApp, deps: ResourceDeps): void {
  const read = [...guard(deps, 'locations/customValues.readonly'), requireUserType('Location')];
  const write = [...guard(deps, 'locations/customValues.write'), requireUserType('Location')];
  const base = '/locations/:locationId/customValues';

  const one = async (locationId: string, id: string) => {
    assertCrmId(id, 'Custom value');
    const { rows } = await deps.pool.query<ValueRow>(
      `SELECT ${VALUE_COLUMNS} FROM crm_sandbox.custom_values WHERE location_id = $1 AND id = $2`,
      [locationId, id],
    );
    if (!rows[0]) throw new CrmApiError(404, 'Custom value not found');
    return rows[0];
  };

  app.get<{ Params: { locationId: string } }>(base, { preHandler: read }, async (request) => {
    const { rows } = await deps.pool.query<ValueRow>(
      `SELECT ${VALUE_COLUMNS} FROM crm_sandbox.custom_values WHERE location_id = $1 ORDER BY lower(name), id`,
      [await locationInPath(deps, request)],
    );
    return { customValues: rows.map(valueJson) };
  });

  app.get<Params>(`${base}/:id`, { preHandler: read }, async (request) => ({
    customValue: valueJson(await one(await locationInPath(deps, request), request.params.id)),
  }));

  app.post<{ Params: { locationId: string } }>(base, { preHandler: write }, async (request, reply) => {
    const locationId = await locationInPath(deps, request);
    const input = parseOr422(body, request.body);
    const key = `{{ custom_values.${snakeKey(input.name)} }}`;
    const { rows } = await deps.pool.query<ValueRow>(
      `INSERT INTO crm_sandbox.custom_values (id, location_id, name, field_key, value, created_at) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (location_id, field_key) DO NOTHING RETURNING ${VALUE_COLUMNS}`,
      [crmId(), locationId, input.name, key, input.value, deps.now()],
    );
    if (!rows[0]) throw new CrmApiError(400, `A custom value with the key ${key} already exists`);
    return reply.status(201).send({ customValue: valueJson(rows[0]) });
  });

  app.put<Params>(`${base}/:id`, { preHandler: write }, async (request) => {
    const locationId = await locationInPath(deps, request);
    const current = await one(locationId, request.params.id);
    const input = parseOr422(body, request.body);
    const { rows } = await deps.pool.query<ValueRow>(
      `UPDATE crm_sandbox.custom_values SET name = $3, value = $4 WHERE location_id = $1 AND id = $2 RETURNING ${VALUE_COLUMNS}`,
      [locationId, current.id, input.name, input.value],
    );
    return { customValue: valueJson(rows[0]!) };
  });

  app.delete<Params>(`${base}/:id`, { preHandler: write }, async (request) => {
    const locationId = await locationInPath(deps, request);
    const current = await one(locationId, request.params.id);
    await deps.pool.query('DELETE FROM crm_sandbox.custom_values WHERE location_id = $1 AND id = $2', [locationId, current.id]);
    return { succeded: true };
  });
}
