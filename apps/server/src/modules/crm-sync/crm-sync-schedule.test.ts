import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCrmTestApp } from '../crm/test-crm';
import { crmSyncDepsOf } from './crm-sync.routes';
import { crmSyncRuns } from './crm-sync.tables';
import { emptyCounts, queueRun } from './crm-sync-runs';
import { KEEP_RUNS_DAYS, pruneCrmSyncRuns, queueScheduledRuns } from './crm-sync-schedule';
import { processCrmSyncRun } from './crm-sync-worker';

describe('the CRM sync’s schedule', () => {
  let crm: Awaited<ReturnType<typeof createCrmTestApp>>;
  beforeAll(async () => {
    crm = await createCrmTestApp();
  });
  afterAll(async () => {
    await crm?.close();
  });
  const runsOf = (agencyId: string) => crm.t.db.select().from(crmSyncRuns).where(eq(crmSyncRuns.agencyId, agencyId));

  it('queues a run for each connected agency, one at a time, and nothing for an unconnected one', async () => {
    const deps = crmSyncDepsOf(crm.t.app)!;
    expect(await queueScheduledRuns(deps)).toBe(0);
    await crm.connect(crm.tenants.adminA, 'olivia@summitgrowth.test');
    expect(await queueScheduledRuns(deps)).toBe(1);
    // The next tick finds it still queued.
    expect(await queueScheduledRuns(deps)).toBe(0);
    const runs = await runsOf(crm.tenants.agencyA._id);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ trigger: 'schedule', status: 'queued', full: true });
    expect(await runsOf(crm.tenants.agencyB._id)).toEqual([]);
  });

  it('a run for an agency without a sync connection fails with the reason, never stays queued', async () => {
    const deps = crmSyncDepsOf(crm.t.app)!;
    const { run } = await queueRun(deps, { agencyId: crm.tenants.agencyB._id, trigger: 'webhook', full: true });
    await processCrmSyncRun(deps, run._id);
    const [done] = await crm.t.db.select().from(crmSyncRuns).where(eq(crmSyncRuns._id, run._id));
    expect(done).toMatchObject({ status: 'failed', phase: 'done', error: 'Connect the CRM (crm sync) first' });
    expect(done!.finishedAt).not.toBeNull();
  });

  it(`forgets finished runs after ${KEEP_RUNS_DAYS} days, but never an agency's latest`, async () => {
    const agencyId = crm.tenants.agencyA._id;
    await crm.t.db.delete(crmSyncRuns).where(eq(crmSyncRuns.agencyId, agencyId));
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    const run = (days: number) => ({
      agencyId,
      trigger: 'schedule' as const,
      status: 'succeeded' as const,
      counts: emptyCounts(),
      createdAt: daysAgo(days),
      finishedAt: daysAgo(days),
    });
    await crm.t.db.insert(crmSyncRuns).values([run(90), run(40), run(2)]);
    expect(await pruneCrmSyncRuns({ db: crm.t.db })).toBe(2);
    expect((await runsOf(agencyId)).map((r) => Math.round((Date.now() - r.createdAt.getTime()) / 86_400_000))).toEqual([2]);
    // Alone and old, the latest run stays.
    await crm.t.db.delete(crmSyncRuns).where(eq(crmSyncRuns.agencyId, agencyId));
    await crm.t.db.insert(crmSyncRuns).values(run(90));
    expect(await pruneCrmSyncRuns({ db: crm.t.db })).toBe(0);
  });
});
