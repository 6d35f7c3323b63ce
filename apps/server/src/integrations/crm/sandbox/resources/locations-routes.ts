import { z } from 'zod';
import { assertCompanyAccess, assertLocationAccess, guard, requireUserType, tokenOf } from '../auth';
import type { SandboxApp } from '../deps';
import { CrmApiError, parseOr422 } from '../errors';
import { crmId } from '../ids';
import { withTransaction } from '../sql';
import { announce, type ResourceDeps } from './context';
import { findLocation, locationDetailJson, locationJson, locationWebhookBody, searchLocations } from './location-json';
import { installForFutureLocations, writeLocation } from './locations-store';
import { startSnapshotPushes } from './snapshot-pushes';
import { assertCrmId, crmIdSchema, queryBoolean, queryInt } from './validation';

/** locations.json: search, one location, and an agency creating, changing and deleting its locations (Atrium converts prospects). */

const searchQuery = z.object({
  companyId: crmIdSchema,
  skip: queryInt(0, 100_000, 0),
  limit: queryInt(1, 1000, 10),
  order: z.enum(['asc', 'desc']).default('asc'),
  email: z.string().max(254).optional(),
});

const text = (max: number) => z.string().trim().max(max).optional();
const locationBody = {
  name: z.string().trim().min(1).max(200),
  companyId: crmIdSchema,
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()\-.]{7,20}$/, 'must be a phone number')
    .optional(),
  address: text(300),
  city: text(100),
  state: text(100),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/, 'must be a 2 letter country code')
    .optional(),
  postalCode: text(20),
  website: z.string().trim().max(300).pipe(z.url()).optional(),
  timezone: text(100),
  prospectInfo: z
    .object({ firstName: z.string().trim().min(1).max(100), lastName: z.string().trim().min(1).max(100), email: z.email() })
    .optional(),
  settings: z
    .object({
      allowDuplicateContact: z.boolean(),
      allowDuplicateOpportunity: z.boolean(),
      allowFacebookNameMerge: z.boolean(),
      disableContactTimezone: z.boolean(),
    })
    .partial()
    .optional(),
  social: z.record(z.string().max(50), z.string().max(300)).optional(),
};
const createBody = z.object({ ...locationBody, snapshotId: crmIdSchema.optional() });
const updateBody = z.object({ ...locationBody, name: locationBody.name.optional() });
export type LocationInput = z.output<typeof updateBody>;

export function registerLocationResourceRoutes(app: SandboxApp, deps: ResourceDeps): void {
  app.get('/locations/search', { preHandler: guard(deps, 'locations.readonly') }, async (request) => {
    const token = tokenOf(request);
    const q = parseOr422(searchQuery, request.query);
    assertCompanyAccess(token, q.companyId);
    // A location's token finds its own location only.
    const onlyId = token.userType === 'Location' ? token.locationId! : undefined;
    const rows = await searchLocations(deps.pool, { ...q, onlyId });
    return { locations: rows.map(locationJson) };
  });

  app.get<{ Params: { locationId: string } }>(
    '/locations/:locationId',
    { preHandler: guard(deps, 'locations.readonly') },
    async (request) => {
      const token = tokenOf(request);
      assertCrmId(request.params.locationId, 'Location');
      await assertLocationAccess(deps, token, request.params.locationId);
      const row = await findLocation(deps.pool, token.companyId, request.params.locationId);
      if (!row) throw new CrmApiError(404, 'Location not found');
      return { location: locationDetailJson(row) };
    },
  );

  const write = [...guard(deps, 'locations.write'), requireUserType('Company')];

  app.post('/locations/', { preHandler: write }, async (request, reply) => {
    const token = tokenOf(request);
    const body = parseOr422(createBody, request.body);
    assertCompanyAccess(token, body.companyId);
    if (body.snapshotId) {
      const { rowCount } = await deps.pool.query('SELECT 1 FROM crm_sandbox.snapshots WHERE id = $1 AND company_id = $2', [
        body.snapshotId,
        token.companyId,
      ]);
      if (!rowCount) throw new CrmApiError(422, ['snapshotId: is not a snapshot of this company']);
    }
    const id = crmId();
    const { row, installs } = await withTransaction(deps.pool, async (client) => {
      await writeLocation(
        client,
        { id, companyId: token.companyId, create: true, input: body, snapshotId: body.snapshotId },
        deps.now(),
      );
      const installs = await installForFutureLocations(client, deps.clients, token.companyId, id, deps.now());
      // A location made from a snapshot gets it pushed in, readable through the snapshot's push status.
      if (body.snapshotId)
        await startSnapshotPushes(deps, { companyId: token.companyId, snapshotId: body.snapshotId, locationIds: [id] }, client);
      return { row: (await findLocation(client, token.companyId, id))!, installs };
    });
    announce(deps, { type: 'LocationCreate', companyId: row.company_id, body: locationWebhookBody(row) });
    for (const install of installs) deps.events.emit('install', install);
    return reply.status(201).send(locationJson(row));
  });

  app.put<{ Params: { locationId: string } }>('/locations/:locationId', { preHandler: write }, async (request) => {
    const token = tokenOf(request);
    assertCrmId(request.params.locationId, 'Location');
    const body = parseOr422(updateBody, request.body);
    assertCompanyAccess(token, body.companyId);
    await assertLocationAccess(deps, token, request.params.locationId);
    const row = await withTransaction(deps.pool, async (client) => {
      await writeLocation(
        client,
        { id: request.params.locationId, companyId: token.companyId, create: false, input: body },
        deps.now(),
      );
      return (await findLocation(client, token.companyId, request.params.locationId))!;
    });
    announce(deps, { type: 'LocationUpdate', companyId: row.company_id, locationId: row.id, body: locationWebhookBody(row) });
    return locationJson(row);
  });

  // Deleting keeps the row (tokens and installs name it) but it is gone from every read, as at the CRM.
  app.delete<{ Params: { locationId: string } }>('/locations/:locationId', { preHandler: write }, async (request) => {
    const token = tokenOf(request);
    assertCrmId(request.params.locationId, 'Location');
    parseOr422(z.object({ deleteTwilioAccount: queryBoolean }), request.query);
    await assertLocationAccess(deps, token, request.params.locationId);
    const { rowCount } = await deps.pool.query(
      'UPDATE crm_sandbox.locations SET deleted_at = $3, updated_at = $3 WHERE id = $1 AND company_id = $2 AND deleted_at IS NULL',
      [request.params.locationId, token.companyId, deps.now()],
    );
    if (rowCount) {
      const { locationId } = request.params;
      announce(deps, {
        type: 'LocationDelete',
        companyId: token.companyId,
        locationId,
        body: { id: locationId, companyId: token.companyId },
      });
    }
    return { success: true, message: 'Location deleted' };
  });
}
