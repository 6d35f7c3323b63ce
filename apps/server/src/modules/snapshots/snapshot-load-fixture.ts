import type { TSnapshotAssetGroup, TSnapshotCustomFieldInput, TSnapshotVisibility } from '@atrium/contracts/snapshots';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { locations } from '../../platform/tenancy/tenancy.tables';
import { createCrmTestApp } from '../crm/test-crm';
import { crmSyncDepsOf } from '../crm-sync/crm-sync.routes';
import { runQueuedCrmSyncs } from '../crm-sync/crm-sync-worker';
import { runQueuedSnapshotLoads } from './snapshot-load-worker';
import type { SnapshotLoadDeps } from './snapshot-push-steps';
import { appSnapshots, appSnapshotVersions, snapshotCustomFields } from './snapshots.tables';

/**
 * Tests of loading: a test app on a test sandbox, agency A connected to Summit Growth and synced (its two seeded
 * locations linked to Summit's first two by name, so their people load into CRM locations), listings written
 * straight into the tables, and the worker run with the sandbox's clock moving.
 */
export async function createLoadTestApp() {
  const crm = await createCrmTestApp();
  const deps = crmSyncDepsOf(crm.t.app)!;
  const { tenants, sandbox } = crm;
  await crm.connect(tenants.adminA, 'olivia@summitgrowth.test');
  for (const [location, crmLocation] of [
    [tenants.locationA1, sandbox.summit.locations[0]!],
    [tenants.locationA2, sandbox.summit.locations[1]!],
  ] as const) {
    await crm.t.db.update(locations).set({ name: crmLocation.name }).where(eq(locations._id, location._id));
  }
  sandbox.advance(11_000);
  const sync = await crm.http.post('/api/v1/crm/sync', {}, tenants.adminA.headers);
  expect(sync.statusCode, sync.body).toBe(202);
  await runQueuedCrmSyncs(deps);
  const linked = await crm.t.db.select().from(locations).where(eq(locations.agencyId, tenants.agencyA._id));
  const summitLocations = linked.filter((l) => l.crmLocationId).sort((a, b) => a.name.localeCompare(b.name));
  expect(summitLocations).toHaveLength(6);

  const crmSnapshot = async (name: string) => {
    const { rows } = await sandbox.pool.query<{ id: string }>(
      'SELECT id FROM crm_sandbox.snapshots WHERE company_id = $1 AND name = $2',
      [sandbox.summit.id, name],
    );
    return rows[0]!.id;
  };
  const crmContents = async (crmSnapshotId: string): Promise<TSnapshotAssetGroup[]> => {
    const { rows } = await sandbox.pool.query<{ asset_type: TSnapshotAssetGroup['type']; names: string[] }>(
      `SELECT asset_type, array_agg(name ORDER BY position) AS names FROM crm_sandbox.snapshot_assets
       WHERE snapshot_id = $1 GROUP BY asset_type`,
      [crmSnapshotId],
    );
    return rows.map((r) => ({ type: r.asset_type, names: r.names }));
  };

  /** A listing of agency A for one of Summit's CRM snapshots, version 1 with the CRM's contents. */
  const listing = async (input: {
    crmName: string;
    fields?: TSnapshotCustomFieldInput[];
    visibility?: TSnapshotVisibility;
    agencyId?: string;
  }) => {
    const crmSnapshotId = await crmSnapshot(input.crmName);
    const [row] = await crm.t.db
      .insert(appSnapshots)
      .values({
        agencyId: input.agencyId ?? tenants.agencyA._id,
        crmSnapshotId,
        crmCompanyId: sandbox.summit.id,
        name: input.crmName,
        visibility: input.visibility ?? 'locations',
      })
      .returning();
    await crm.t.db
      .insert(appSnapshotVersions)
      .values({ snapshotId: row!._id, number: 1, contents: await crmContents(crmSnapshotId), releaseNotes: 'First' });
    for (const [position, field] of (input.fields ?? []).entries()) {
      await crm.t.db.insert(snapshotCustomFields).values({
        agencyId: row!.agencyId,
        snapshotId: row!._id,
        label: field.label,
        key: field.key,
        type: field.type,
        required: field.required ?? false,
        defaultValue: field.defaultValue ?? null,
        options: field.options ?? [],
        position,
      });
    }
    return { ...row!, crmSnapshotId };
  };

  /** A new version of a listing, now its current one. */
  const publish = async (snapshotId: string, number: number) => {
    const [v1] = await crm.t.db.select().from(appSnapshotVersions).where(eq(appSnapshotVersions.snapshotId, snapshotId));
    await crm.t.db.insert(appSnapshotVersions).values({ snapshotId, number, contents: v1!.contents, releaseNotes: `v${number}` });
    await crm.t.db.update(appSnapshots).set({ currentVersion: number }).where(eq(appSnapshots._id, snapshotId));
  };

  /** The sandbox's clock moves a push step every few milliseconds while `work` runs, as time would. */
  const withClock = async <T>(work: () => Promise<T>): Promise<T> => {
    const timer = setInterval(() => sandbox.advance(sandbox.deps.snapshotPushes.stepMs), 5);
    try {
      return await work();
    } finally {
      clearInterval(timer);
    }
  };

  const fast = (extra: Partial<SnapshotLoadDeps> = {}): SnapshotLoadDeps => ({
    ...deps,
    pollMs: 10,
    manualPollMs: 10,
    retryMs: 5,
    ...extra,
  });

  /** Runs what is queued as the job queue would, the clock moving. */
  const runLoads = (extra: Partial<SnapshotLoadDeps> = {}) => withClock(() => runQueuedSnapshotLoads(fast(extra)));

  /** The value of a CRM custom value of a location at the sandbox, by key. */
  const crmValue = async (crmLocationId: string, key: string) => {
    const { rows } = await sandbox.pool.query<{ value: string }>(
      'SELECT value FROM crm_sandbox.custom_values WHERE location_id = $1 AND field_key = $2',
      [crmLocationId, `{{ custom_values.${key} }}`],
    );
    return rows[0]?.value ?? null;
  };

  const crmPushCount = async (crmLocationId: string) => {
    const { rows } = await sandbox.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM crm_sandbox.snapshot_pushes WHERE location_id = $1',
      [crmLocationId],
    );
    return rows[0]!.n;
  };

  return {
    crm,
    deps,
    tenants,
    sandbox,
    http: crm.http,
    summitLocations,
    listing,
    publish,
    withClock,
    fast,
    runLoads,
    crmValue,
    crmPushCount,
  };
}

export type LoadTestApp = Awaited<ReturnType<typeof createLoadTestApp>>;

/** Business name (required), phone (required) and brand colour (with a default): the fields most tests use. */
export const BRAND_FIELDS: TSnapshotCustomFieldInput[] = [
  { label: 'Business name', key: 'business_name', type: 'text', required: true },
  { label: 'Business phone', key: 'business_phone', type: 'phone', required: true },
  { label: 'Brand colour', key: 'brand_colour', type: 'color', required: true, defaultValue: '#1a73e8' },
];
