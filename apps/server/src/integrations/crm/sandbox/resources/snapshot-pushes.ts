import { SNAPSHOT_ASSET_TYPES } from '@atrium/contracts/snapshots';
import type pg from 'pg';
import type { SandboxDeps } from '../deps';
import { CrmApiError } from '../errors';
import { crmId } from '../ids';
import { withTransaction } from '../sql';
import { snakeKey } from './custom-fields-routes';

/**
 * Snapshot pushes into locations. A push has one row per asset type the snapshot holds, each due a step after the
 * one before; reading a push first settles the assets whose time has come (completed, or failed at the configured
 * rate). No timer runs, so a restarted sandbox picks up exactly where the clock says the push is.
 */

export interface SnapshotRow {
  id: string;
  name: string;
  type: string;
}

interface PushAssetRow {
  id: string;
  location_id: string;
  date_added: Date;
  asset_type: string | null;
  status: string | null;
}

export interface PushStatus {
  id: string;
  locationId: string;
  status: 'processing' | 'completed' | 'failed';
  dateAdded: string;
  completed: string[];
  pending: string[];
  /** Not in snapshots.json (which lists completed and pending only): the sandbox names what failed. */
  failed: string[];
}

/** One of the company's snapshots (own, imported or vertical); another company's is as missing as none. */
export async function findSnapshot(deps: SandboxDeps, companyId: string, snapshotId: string): Promise<SnapshotRow> {
  const { rows } = await deps.pool.query<SnapshotRow>(
    'SELECT id, name, type FROM crm_sandbox.snapshots WHERE id = $1 AND company_id = $2',
    [snapshotId, companyId],
  );
  if (!rows[0]) throw new CrmApiError(404, 'Snapshot not found');
  return rows[0];
}

const typeOrder = (type: string) => SNAPSHOT_ASSET_TYPES.indexOf(type as (typeof SNAPSHOT_ASSET_TYPES)[number]);

/**
 * Starts a push of the snapshot into each location, unless one of it is still processing there (that one is
 * answered instead: pushing twice does the work once). Returns the push ids in the order of `locationIds`.
 */
export async function startSnapshotPushes(
  deps: SandboxDeps,
  push: { companyId: string; snapshotId: string; locationIds: string[] },
  client?: pg.PoolClient,
): Promise<string[]> {
  const run = async (db: pg.PoolClient) => {
    const { rows: types } = await db.query<{ asset_type: string }>(
      'SELECT DISTINCT asset_type FROM crm_sandbox.snapshot_assets WHERE snapshot_id = $1',
      [push.snapshotId],
    );
    const ordered = types.map((t) => t.asset_type).sort((a, b) => typeOrder(a) - typeOrder(b));
    const start = deps.now().getTime();
    const ids: string[] = [];
    for (const locationId of push.locationIds) {
      // Two pushes of one snapshot into one location at once make one: the second waits, then finds the first.
      await db.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`snapshot-push:${push.snapshotId}:${locationId}`]);
      const { rows: running } = await db.query<{ id: string }>(
        `SELECT p.id FROM crm_sandbox.snapshot_pushes p
         WHERE p.snapshot_id = $1 AND p.location_id = $2
           AND EXISTS (SELECT 1 FROM crm_sandbox.snapshot_push_assets a WHERE a.push_id = p.id AND a.status = 'pending')
         ORDER BY p.date_added DESC LIMIT 1`,
        [push.snapshotId, locationId],
      );
      if (running[0]) {
        ids.push(running[0].id);
        continue;
      }
      const id = crmId();
      await db.query(
        `INSERT INTO crm_sandbox.snapshot_pushes (id, snapshot_id, company_id, location_id, date_added)
         VALUES ($1, $2, $3, $4, $5)`,
        [id, push.snapshotId, push.companyId, locationId, new Date(start)],
      );
      for (const [position, type] of ordered.entries()) {
        await db.query(
          `INSERT INTO crm_sandbox.snapshot_push_assets (push_id, asset_type, position, fails, due_at)
           VALUES ($1, $2, $3, $4, $5)`,
          [
            id,
            type,
            position,
            deps.snapshotPushes.failingAssets.includes(type) || fails(deps),
            new Date(start + (position + 1) * deps.snapshotPushes.stepMs),
          ],
        );
      }
      ids.push(id);
    }
    return ids;
  };
  return client ? run(client) : withTransaction(deps.pool, run);
}

const fails = (deps: SandboxDeps) => deps.snapshotPushes.random() < deps.snapshotPushes.failureRate;

/**
 * Settles the snapshot's assets that are due. When a push's custom values land, the location gains the snapshot's
 * custom values (empty, for Atrium to fill through locations/{locationId}/customValues); existing keys stay.
 */
export async function settleSnapshotPushes(deps: SandboxDeps, snapshotId: string): Promise<void> {
  const { rows } = await deps.pool.query<{ location_id: string; asset_type: string; status: string }>(
    `UPDATE crm_sandbox.snapshot_push_assets a SET status = CASE WHEN a.fails THEN 'failed' ELSE 'completed' END
     FROM crm_sandbox.snapshot_pushes p
     WHERE a.push_id = p.id AND p.snapshot_id = $1 AND a.status = 'pending' AND a.due_at <= $2
     RETURNING p.location_id, a.asset_type, a.status`,
    [snapshotId, deps.now()],
  );
  const landed = rows.filter((r) => r.asset_type === 'custom_values' && r.status === 'completed');
  const locations = [...new Set(landed.map((r) => r.location_id))];
  if (!locations.length) return;
  const { rows: values } = await deps.pool.query<{ name: string }>(
    'SELECT name FROM crm_sandbox.snapshot_custom_values WHERE snapshot_id = $1 ORDER BY position',
    [snapshotId],
  );
  for (const locationId of locations) {
    for (const { name } of values) {
      await deps.pool.query(
        `INSERT INTO crm_sandbox.custom_values (id, location_id, name, field_key, value, created_at)
         VALUES ($1, $2, $3, $4, '', $5) ON CONFLICT (location_id, field_key) DO NOTHING`,
        [crmId(), locationId, name, `{{ custom_values.${snakeKey(name)} }}`, deps.now()],
      );
    }
  }
}

/** The pushes' statuses with their assets, in the order of `rows` (one row per push and asset type). */
function statusesOf(rows: PushAssetRow[]): PushStatus[] {
  const byPush = new Map<string, PushStatus>();
  for (const row of rows) {
    let push = byPush.get(row.id);
    if (!push) {
      push = {
        id: row.id,
        locationId: row.location_id,
        status: 'completed',
        dateAdded: row.date_added.toISOString(),
        completed: [],
        pending: [],
        failed: [],
      };
      byPush.set(row.id, push);
    }
    if (row.status === 'completed') push.completed.push(row.asset_type!);
    else if (row.status === 'failed') push.failed.push(row.asset_type!);
    else if (row.status === 'pending') push.pending.push(row.asset_type!);
  }
  for (const push of byPush.values()) {
    push.status = push.pending.length ? 'processing' : push.failed.length ? 'failed' : 'completed';
  }
  return [...byPush.values()];
}

const PUSH_COLUMNS = `p.id, p.location_id, p.date_added, a.asset_type, a.status`;
const PUSH_JOIN = `crm_sandbox.snapshot_pushes p LEFT JOIN crm_sandbox.snapshot_push_assets a ON a.push_id = p.id`;

/** Pushes by id, settled first. */
export async function readPushes(deps: SandboxDeps, snapshotId: string, ids: string[]): Promise<PushStatus[]> {
  await settleSnapshotPushes(deps, snapshotId);
  const { rows } = await deps.pool.query<PushAssetRow>(
    `SELECT ${PUSH_COLUMNS} FROM ${PUSH_JOIN} WHERE p.id = ANY($1) ORDER BY array_position($1, p.id), a.position`,
    [ids],
  );
  return statusesOf(rows);
}

/** The latest push of the snapshot into the location, settled; a 404 when there is none. */
export async function latestPush(deps: SandboxDeps, snapshotId: string, locationId: string): Promise<PushStatus> {
  const { rows } = await deps.pool.query<{ id: string }>(
    `SELECT id FROM crm_sandbox.snapshot_pushes WHERE snapshot_id = $1 AND location_id = $2
     ORDER BY date_added DESC, id DESC LIMIT 1`,
    [snapshotId, locationId],
  );
  if (!rows[0]) throw new CrmApiError(404, 'No snapshot push found for this location');
  return (await readPushes(deps, snapshotId, [rows[0].id]))[0]!;
}

/** A page of the snapshot's pushes started between `from` and `to`, newest first, after the push `lastDoc`. */
export async function pushesBetween(
  deps: SandboxDeps,
  page: { snapshotId: string; from: Date; to: Date; lastDoc?: string; limit: number },
): Promise<PushStatus[]> {
  await settleSnapshotPushes(deps, page.snapshotId);
  const { rows } = await deps.pool.query<{ id: string }>(
    `SELECT p.id FROM crm_sandbox.snapshot_pushes p
     WHERE p.snapshot_id = $1 AND p.date_added BETWEEN $2 AND $3
       AND ($4::text IS NULL OR (p.date_added, p.id) < (SELECT date_added, id FROM crm_sandbox.snapshot_pushes WHERE id = $4))
     ORDER BY p.date_added DESC, p.id DESC LIMIT $5`,
    [page.snapshotId, page.from, page.to, page.lastDoc ?? null, page.limit],
  );
  return readPushes(
    deps,
    page.snapshotId,
    rows.map((r) => r.id),
  );
}

/**
 * Sandbox-only (snapshots.json has no retry): puts one failed asset type of the location's latest push back in
 * line, due a step after the push's last pending asset, failing again at the configured rate.
 */
export async function retryPushAsset(
  deps: SandboxDeps,
  retry: { snapshotId: string; locationId: string; asset: string },
): Promise<PushStatus> {
  const latest = await latestPush(deps, retry.snapshotId, retry.locationId);
  const { rowCount } = await deps.pool.query(
    `UPDATE crm_sandbox.snapshot_push_assets SET status = 'pending', fails = $3, attempts = attempts + 1,
       due_at = GREATEST($4::timestamptz, (SELECT max(due_at) FROM crm_sandbox.snapshot_push_assets
                                          WHERE push_id = $1 AND status = 'pending')) + make_interval(secs => $5)
     WHERE push_id = $1 AND asset_type = $2 AND status = 'failed'`,
    [latest.id, retry.asset, fails(deps), deps.now(), deps.snapshotPushes.stepMs / 1000],
  );
  if (!rowCount) throw new CrmApiError(422, [`asset: ${retry.asset} has not failed in the latest push`]);
  return (await readPushes(deps, retry.snapshotId, [latest.id]))[0]!;
}
