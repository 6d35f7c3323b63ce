import { SNAPSHOT_ASSET_TYPES } from '@atrium/contracts/snapshots';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { assertCompanyAccess, assertLocationAccess, guard, requireUserType, tokenOf } from '../auth';
import type { SandboxApp } from '../deps';
import { CrmApiError, parseOr422 } from '../errors';
import { crmId } from '../ids';
import type { ResourceDeps } from './context';
import { findSnapshot, latestPush, pushesBetween, readPushes, retryPushAsset, startSnapshotPushes } from './snapshot-pushes';
import { assertCrmId, crmIdSchema } from './validation';

/**
 * snapshots.json beyond the list (catalog-routes.ts): share links and push statuses, agency tokens only. Plus three
 * routes under `/snapshots/sandbox/` that the real CRM does not have (decision 027): a snapshot's contents, a push
 * into existing locations (the CRM does it in its own screens, or by a location importing a share link) and the
 * retry of one failed asset type.
 */

/** The CRM's time format in the push-status query: `10-10-2022 12:00 AM` (month-day-year, UTC here). */
const crmTime = z
  .string()
  .regex(/^\d{2}-\d{2}-\d{4} \d{1,2}:\d{2} (AM|PM)$/, 'must be a time like 10-10-2022 12:00 AM')
  .transform((value, ctx) => {
    const [, month, day, year, hour, minute, half] = /^(\d{2})-(\d{2})-(\d{4}) (\d{1,2}):(\d{2}) (AM|PM)$/.exec(value)!;
    const h = (Number(hour) % 12) + (half === 'PM' ? 12 : 0);
    const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day), h, Number(minute)));
    if (Number.isNaN(date.getTime()) || date.getUTCDate() !== Number(day) || Number(hour) > 12 || Number(minute) > 59) {
      ctx.addIssue({ code: 'custom', message: 'is not a valid time' });
      return z.NEVER;
    }
    return date;
  });

/** Comma-separated ids (share_location_id), trimmed, each one of the CRM's. */
const idList = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(z.array(crmIdSchema).min(1).max(100));

const shareBody = z
  .object({
    snapshot_id: crmIdSchema,
    share_type: z.enum(['link', 'permanent_link', 'agency_link', 'location_link']),
    relationship_number: z
      .string()
      .transform((v) =>
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      )
      .pipe(
        z
          .array(z.string().regex(/^\d-\d{3}-\d{3}$/, 'must be relationship numbers like 0-128-926'))
          .min(1)
          .max(100),
      )
      .optional(),
    share_location_id: idList.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.share_type === 'agency_link' && !body.relationship_number) {
      ctx.addIssue({ code: 'custom', path: ['relationship_number'], message: 'is required for an agency_link' });
    }
    if (body.share_type === 'location_link' && !body.share_location_id) {
      ctx.addIssue({ code: 'custom', path: ['share_location_id'], message: 'is required for a location_link' });
    }
  });

const statusQuery = z.object({
  companyId: crmIdSchema,
  from: crmTime,
  to: crmTime,
  // Required by the document; empty on the first page.
  lastDoc: z.union([z.literal(''), crmIdSchema]).transform((v) => v || undefined),
  limit: z.coerce.number().int().min(1).max(100),
});

const companyQuery = z.object({ companyId: crmIdSchema });
const pushBody = z.object({ locationIds: z.array(crmIdSchema).min(1).max(100) });
const retryBody = z.object({ asset: z.enum(SNAPSHOT_ASSET_TYPES) });

type SnapshotParams = { Params: { snapshotId: string } };
type LocationParams = { Params: { snapshotId: string; locationId: string } };

export function registerSnapshotRoutes(app: SandboxApp, deps: ResourceDeps): void {
  const read = [...guard(deps, 'snapshots.readonly'), requireUserType('Company')];
  const write = [...guard(deps, 'snapshots.write'), requireUserType('Company')];

  /** The company of the query (the token's own) and the snapshot of the path (the company's own). */
  const snapshotOf = async (request: FastifyRequest<SnapshotParams>) => {
    const { companyId } = parseOr422(companyQuery, request.query);
    assertCompanyAccess(tokenOf(request), companyId);
    assertCrmId(request.params.snapshotId, 'Snapshot');
    return { companyId, snapshot: await findSnapshot(deps, companyId, request.params.snapshotId) };
  };
  const locationOf = async (request: FastifyRequest<LocationParams>) => {
    assertCrmId(request.params.locationId, 'Location');
    await assertLocationAccess(deps, tokenOf(request), request.params.locationId);
    return request.params.locationId;
  };

  app.post('/snapshots/share/link', { preHandler: write }, async (request, reply) => {
    const { companyId } = parseOr422(companyQuery, request.query);
    assertCompanyAccess(tokenOf(request), companyId);
    const body = parseOr422(shareBody, request.body);
    const { rowCount } = await deps.pool.query('SELECT 1 FROM crm_sandbox.snapshots WHERE id = $1 AND company_id = $2', [
      body.snapshot_id,
      companyId,
    ]);
    if (!rowCount) throw new CrmApiError(422, ['snapshot_id: is not a snapshot of this company']);
    const id = crmId();
    await deps.pool.query(
      `INSERT INTO crm_sandbox.snapshot_share_links (id, snapshot_id, share_type, relationship_numbers, location_ids, created_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [id, body.snapshot_id, body.share_type, body.relationship_number ?? [], body.share_location_id ?? [], deps.now()],
    );
    return reply.status(201).send({ id, shareLink: `${deps.publicUrl}/?share=${id}` });
  });

  app.get<SnapshotParams>('/snapshots/snapshot-status/:snapshotId', { preHandler: read }, async (request) => {
    const { snapshot } = await snapshotOf(request);
    const q = parseOr422(statusQuery, request.query);
    const data = await pushesBetween(deps, { snapshotId: snapshot.id, ...q });
    // The list's items are SnapshotStatusSchema: no asset lists.
    return { data: data.map(({ id, locationId, status, dateAdded }) => ({ id, locationId, status, dateAdded })) };
  });

  app.get<LocationParams>(
    '/snapshots/snapshot-status/:snapshotId/location/:locationId',
    { preHandler: read },
    async (request) => {
      const { snapshot } = await snapshotOf(request);
      return { data: await latestPush(deps, snapshot.id, await locationOf(request)) };
    },
  );

  // Sandbox-only: what the snapshot holds, by asset type and name, and the custom values it expects.
  app.get<SnapshotParams>('/snapshots/sandbox/:snapshotId/contents', { preHandler: read }, async (request) => {
    const { snapshot } = await snapshotOf(request);
    const [assets, values] = await Promise.all([
      deps.pool.query<{ asset_type: string; name: string }>(
        'SELECT asset_type, name FROM crm_sandbox.snapshot_assets WHERE snapshot_id = $1 ORDER BY position',
        [snapshot.id],
      ),
      deps.pool.query<{ name: string }>(
        'SELECT name FROM crm_sandbox.snapshot_custom_values WHERE snapshot_id = $1 ORDER BY position',
        [snapshot.id],
      ),
    ]);
    const byType = SNAPSHOT_ASSET_TYPES.map((type) => ({
      type,
      names: assets.rows.filter((a) => a.asset_type === type).map((a) => a.name),
    })).filter((t) => t.names.length);
    return { snapshot, assets: byType, customValues: values.rows.map((v) => ({ name: v.name })) };
  });

  // Sandbox-only: pushes the snapshot into existing locations of the company.
  app.post<SnapshotParams>('/snapshots/sandbox/:snapshotId/push', { preHandler: write }, async (request, reply) => {
    const { companyId, snapshot } = await snapshotOf(request);
    const { locationIds } = parseOr422(pushBody, request.body);
    const unique = [...new Set(locationIds)];
    const { rows } = await deps.pool.query<{ id: string }>(
      'SELECT id FROM crm_sandbox.locations WHERE id = ANY($1) AND company_id = $2 AND deleted_at IS NULL',
      [unique, companyId],
    );
    const known = new Set(rows.map((r) => r.id));
    const strangers = unique.flatMap((id, i) => (known.has(id) ? [] : [`locationIds.${i}: is not a location of this company`]));
    if (strangers.length) throw new CrmApiError(422, strangers);
    const ids = await startSnapshotPushes(deps, { companyId, snapshotId: snapshot.id, locationIds: unique });
    return reply.status(201).send({ data: await readPushes(deps, snapshot.id, ids) });
  });

  // Sandbox-only: retries one failed asset type of the location's latest push.
  app.post<LocationParams>(
    '/snapshots/sandbox/:snapshotId/location/:locationId/retry',
    { preHandler: write },
    async (request) => {
      const { snapshot } = await snapshotOf(request);
      const locationId = await locationOf(request);
      const { asset } = parseOr422(retryBody, request.body);
      return { data: await retryPushAsset(deps, { snapshotId: snapshot.id, locationId, asset }) };
    },
  );
}
