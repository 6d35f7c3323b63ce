import type { TCrmImport, TCrmImportProgressEvent } from '@atrium/contracts/crm-imports';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships } from '../../platform/tenancy/tenancy.tables';
import { createTenantApp, seedTenants } from '../../test/tenants';
import { createTestApp } from '../../test/test-app';
import { runImport, stalledImports } from './crm-imports.run';
import { DRAFT_DAYS, deleteStaleDrafts } from './crm-imports.service';
import { crmImports } from './crm-imports.tables';
import { importSteps } from './test-imports';

/** The job itself: progress to the agency's team room, and a stop that says why. */
describe('running an import', () => {
  let ctx: Awaited<ReturnType<typeof createTenantApp>>;
  let steps: ReturnType<typeof importSteps>;
  beforeAll(async () => {
    ctx = await createTenantApp();
    steps = importSteps(ctx.t.app);
  });
  afterAll(async () => {
    await ctx?.t.close();
  });

  /** A checked import, queued as the run endpoint would, for the test to run the job itself. */
  const queued = async (csv: string) => {
    const up = (await steps.upload(ctx.tenants.adminA, 'prospects', csv)).json().data as TCrmImport;
    expect((await steps.check(ctx.tenants.adminA, up._id, up.mapping)).statusCode).toBe(200);
    await ctx.t.db.update(crmImports).set({ status: 'queued' }).where(eq(crmImports._id, up._id));
    return up._id;
  };
  const run = (id: string, sent: { room: string; event: TCrmImportProgressEvent }[]) =>
    runImport(
      {
        db: ctx.t.db,
        secrets: ctx.t.app.deps.secrets,
        settings: null,
        client: null,
        mailer: ctx.t.app.deps.mailer,
        baseUrl: 'https://apps.atrium.test',
        log: ctx.t.app.log,
        realtime: { to: (room, _name, event) => sent.push({ room, event: event as TCrmImportProgressEvent }) },
      },
      id,
    );

  it('tells the agency’s team how far it is, a few times, and ends with the counts', async () => {
    const rows = Array.from({ length: 6000 }, (_, i) => `Firm ${i},${i % 7 === 0 ? 'hot' : ''}`);
    const id = await queued(`Company,Tags\n${rows.join('\n')}\n`);
    const sent: { room: string; event: TCrmImportProgressEvent }[] = [];
    await run(id, sent);
    expect(new Set(sent.map((s) => s.room))).toEqual(new Set([`team:agency:${ctx.tenants.agencyA._id}`]));
    expect(sent[0]!.event).toMatchObject({ importId: id, kind: 'prospects', status: 'running', processed: 0, valid: 6000 });
    expect(sent.at(-1)!.event).toMatchObject({ status: 'done', processed: 6000, created: 6000, failed: 0 });
    // Three batches, throttled: never an event per row.
    expect(sent.length).toBeLessThanOrEqual(5);
    // Run again (a job the queue delivers twice): nothing more happens.
    await run(id, []);
    expect((await steps.read(ctx.tenants.adminA, id)).created).toBe(6000);
  });

  it('leaves a live run alone and takes over one whose worker died', async () => {
    const id = await queued('Company\nTaken Over Co\n');
    await ctx.t.db.update(crmImports).set({ status: 'running' }).where(eq(crmImports._id, id));
    await run(id, []);
    expect(await steps.read(ctx.tenants.adminA, id)).toMatchObject({ status: 'running', processed: 0 });
    expect(await stalledImports(ctx.t.db)).not.toContain(id);
    const longAgo = new Date(Date.now() - 11 * 60_000);
    await ctx.t.db.update(crmImports).set({ updatedAt: longAgo }).where(eq(crmImports._id, id));
    expect(await stalledImports(ctx.t.db)).toContain(id);
    await run(id, []);
    expect(await steps.read(ctx.tenants.adminA, id)).toMatchObject({ status: 'done', processed: 1, created: 1 });
  });

  it('stops, saying why, when the person who started it no longer manages the agency', async () => {
    const id = await queued('Company\nLate Co\n');
    await ctx.t.db.update(memberships).set({ role: 'agency_staff' }).where(eq(memberships.userId, ctx.tenants.adminA._id));
    try {
      await run(id, []);
    } finally {
      await ctx.t.db.update(memberships).set({ role: 'agency_admin' }).where(eq(memberships.userId, ctx.tenants.adminA._id));
    }
    expect(await steps.read(ctx.tenants.adminA, id)).toMatchObject({
      status: 'failed',
      created: 0,
      message: 'The person who started this import no longer manages the agency',
    });
    const list = await ctx.http.get('/api/v1/crm/prospects?q=Late', ctx.tenants.adminA.headers);
    expect(list.json().data).toEqual([]);
  });

  it('deletes drafts never run after a week, and nothing else', async () => {
    const { adminA } = ctx.tenants;
    const old = (await steps.upload(adminA, 'prospects', 'Company\nOld Draft\n')).json().data as TCrmImport;
    const fresh = (await steps.upload(adminA, 'prospects', 'Company\nNew Draft\n')).json().data as TCrmImport;
    const done = await steps.importFile(adminA, 'prospects', 'Company\nOld Done\n');
    const weekAgo = new Date(Date.now() - (DRAFT_DAYS * 86_400_000 + 60_000));
    for (const id of [old._id, done._id]) {
      await ctx.t.db.update(crmImports).set({ createdAt: weekAgo }).where(eq(crmImports._id, id));
    }
    expect(await deleteStaleDrafts({ db: ctx.t.db, now: new Date() })).toBe(1);
    const left = (await ctx.http.get('/api/v1/crm/imports?limit=100', adminA.headers)).json().data.map((i: TCrmImport) => i._id);
    expect(left).toEqual(expect.arrayContaining([fresh._id, done._id]));
    expect(left).not.toContain(old._id);
  });
});

describe('running an import on the job queue (JOBS=on)', () => {
  it('is written by the queue’s worker, and drafts are cleaned up daily', async () => {
    const t = await createTestApp({ JOBS: 'on' });
    try {
      const tenants = await seedTenants(t);
      const steps = importSteps(t.app);
      const done = await steps.importFile(tenants.adminA, 'prospects', 'Company\nQueued Co\nWorker Ltd\n');
      expect(done).toMatchObject({ status: 'done', created: 2 });
      const { rows } = await t.pool.query("select name, cron from pgboss.schedule where name like 'crm-imports.%'");
      expect(rows).toEqual(
        expect.arrayContaining([
          { name: 'crm-imports.drop-drafts', cron: '41 3 * * *' },
          { name: 'crm-imports.resume', cron: '*/10 * * * *' },
        ]),
      );
      const jobs = await t.pool.query("select count(*)::int as n from pgboss.job where name = 'crm-imports.run'");
      expect(jobs.rows[0].n).toBe(1);
    } finally {
      await t.close();
    }
  }, 60_000);
});
