import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { type Jobs, startJobs } from './jobs';

let t: TestApp;
const pools: pg.Pool[] = [];
const running: Jobs[] = [];
const log = { error: () => {}, info: () => {} };

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  for (const jobs of running) await jobs.stop();
  for (const pool of pools) await pool.end();
  await t.close();
});

/** Two "processes": each its own pool and its own queue client, on the one database. */
async function twoProcesses(): Promise<[Jobs, Jobs]> {
  const start = async () => {
    const pool = new pg.Pool({ connectionString: t.pool.options.connectionString, max: 3 });
    pools.push(pool);
    const jobs = await startJobs({ pool, log, intervals: { cronSeconds: 1, pollSeconds: 0.5 } });
    running.push(jobs);
    return jobs;
  };
  return [await start(), await start()];
}

async function waitFor(check: () => boolean, ms = 15_000) {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('the PostgreSQL job queue', () => {
  it('runs a sent job once, in whichever process takes it', async () => {
    const [one, two] = await twoProcesses();
    const seen: string[] = [];
    await one.work<{ n: number }>('test.sent', async (data) => void seen.push(`one:${data.n}`));
    await two.work<{ n: number }>('test.sent', async (data) => void seen.push(`two:${data.n}`));
    await two.send('test.sent', { n: 7 });
    await waitFor(() => seen.length > 0);
    await new Promise((r) => setTimeout(r, 1500));
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatch(/^(one|two):7$/);
  });

  it('fires a schedule declared by every process once per tick', async () => {
    const [one, two] = await twoProcesses();
    // The minute of each run: a wait that crosses into the next minute legitimately sees that minute's tick too.
    const runs: string[] = [];
    const tick = async () => void runs.push(new Date().toISOString().slice(0, 16));
    await one.schedule('test.every-minute', '* * * * *', tick);
    await two.schedule('test.every-minute', '* * * * *', tick);
    await waitFor(() => runs.length > 0, 20_000);
    // Several cron checks later (every second here) each minute still ran once: the tick is taken by one process only.
    await new Promise((r) => setTimeout(r, 3000));
    expect(runs.length).toBeGreaterThan(0);
    expect(new Set(runs).size).toBe(runs.length);
  }, 30_000);

  it('drains a backlog without waiting a poll between jobs, `concurrency` at once', async () => {
    const pool = new pg.Pool({ connectionString: t.pool.options.connectionString, max: 3 });
    pools.push(pool);
    // pg-boss's own 2 s poll: waiting it after each job, 30 jobs would take a minute.
    const jobs = await startJobs({ pool, log });
    running.push(jobs);
    let busy = 0;
    let most = 0;
    let done = 0;
    await jobs.work<{ n: number }>(
      'test.backlog',
      async () => {
        busy++;
        most = Math.max(most, busy);
        await new Promise((r) => setTimeout(r, 200));
        busy--;
        done++;
      },
      { concurrency: 3 },
    );
    const started = Date.now();
    for (let n = 0; n < 30; n++) await jobs.send('test.backlog', { n });
    await waitFor(() => done === 30, 10_000);
    expect(Date.now() - started).toBeLessThan(8_000);
    expect(most).toBe(3);
  }, 30_000);

  it('hands a batch handler what is waiting, up to `batchSize` at once; a throw retries the batch', async () => {
    const pool = new pg.Pool({ connectionString: t.pool.options.connectionString, max: 3 });
    pools.push(pool);
    const jobs = await startJobs({ pool, log, intervals: { cronSeconds: 1, pollSeconds: 1 } });
    running.push(jobs);
    // Queued before anyone works the queue: the first fetch finds all of them waiting.
    for (let n = 0; n < 12; n++) await jobs.send('test.batch', { n });
    const batches: number[][] = [];
    let failOnce = true;
    await jobs.workBatch<{ n: number }>(
      'test.batch',
      async (batch) => {
        batches.push(batch.map((job) => job.n));
        if (failOnce && batch.some((job) => job.n === 0)) {
          failOnce = false;
          throw new Error('the first batch fails once');
        }
      },
      { batchSize: 5 },
    );
    const seen = () => new Set(batches.flat());
    await waitFor(() => seen().size === 12 && batches.flat().length >= 12 + 5, 10_000);
    expect(Math.max(...batches.map((b) => b.length))).toBe(5);
    expect(batches[0]).toHaveLength(5);
    // The failed batch's jobs came again.
    const first = batches[0]!;
    expect(batches.slice(1).flat()).toEqual(expect.arrayContaining(first));
  }, 30_000);

  it('is started by the app when JOBS=on, with the hourly orphan upload clean-up scheduled', async () => {
    const app = await createTestApp({ JOBS: 'on' });
    try {
      expect(app.app.jobs).not.toBeNull();
      const { rows } = await app.pool.query('select name, cron from pgboss.schedule');
      expect(rows).toContainEqual({ name: 'uploads.delete-orphans', cron: '17 * * * *' });
    } finally {
      await app.close();
    }
  });
  it('lets a job outlive shutdown: it is retried later, and its late end throws nothing', async () => {
    const pool = new pg.Pool({ connectionString: t.pool.options.connectionString, max: 3 });
    const jobs = await startJobs({ pool, log, intervals: { cronSeconds: 1, pollSeconds: 0.5 } });
    let release = () => {};
    let started = false;
    await jobs.work('test.outlives', async () => {
      started = true;
      await new Promise<void>((resolve) => (release = resolve));
      throw new Error('failed after shutdown'); // pg-boss then records the failure: on an ended pool, it threw
    });
    await jobs.send('test.outlives', {});
    await waitFor(() => started);
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => void rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    try {
      await jobs.stop(); // waits its 5 s for the running job, then gives up on it
      await pool.end();
      release();
      await new Promise((r) => setTimeout(r, 500));
      expect(rejections).toEqual([]);
    } finally {
      process.off('unhandledRejection', onRejection);
    }
    const { rows } = await t.pool.query(`SELECT state FROM pgboss.job WHERE name = 'test.outlives'`);
    // stop() gave the job up to be retried ("shut down while active"); its late outcome changed nothing.
    expect(rows.map((r) => r.state)).toEqual(['retry']);
  }, 20_000);
});
