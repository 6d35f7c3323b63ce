import type pg from 'pg';
import PgBoss from 'pg-boss';
import { withStartupLock } from '../../db/startup-lock';

export type JobHandler<T> = (data: T) => Promise<void>;

/**
 * Background and scheduled work on a PostgreSQL job queue (pg-boss, tables in its own `pgboss` schema): a job
 * is taken by one process only (SKIP LOCKED), and a schedule fires once per tick however many processes run.
 */
export interface Jobs {
  /**
   * Handles every job of this name, whichever process sent it: one at a time, or up to `concurrency` at once in this
   * process (for jobs that never touch each other's records, e.g. one Stripe event each).
   */
  work<T extends object>(name: string, handler: JobHandler<T>, options?: { concurrency?: number }): Promise<void>;
  /**
   * Handles jobs of this name together, up to `batchSize` of what is waiting at a fetch (a backlog of Stripe events is
   * cheaper applied together). A handler that throws fails the whole batch, and the queue retries each of its jobs.
   */
  workBatch<T extends object>(
    name: string,
    handler: (batch: T[]) => Promise<void>,
    options: { batchSize: number; concurrency?: number },
  ): Promise<void>;
  /** Queues a job for whichever process takes it first; its id. */
  send<T extends object>(name: string, data: T): Promise<string | null>;
  /** Runs `handler` on the cron (UTC), once per tick across every process that declared the same schedule. */
  schedule(name: string, cron: string, handler: () => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

export interface JobsOptions {
  pool: pg.Pool;
  log: { error: (obj: object, message: string) => void; info: (message: string) => void };
  /** Faster ticks for tests (pg-boss's defaults: cron checked every 30 s, queues polled every 2 s). */
  intervals?: { cronSeconds: number; pollSeconds: number };
}

export async function startJobs({ pool, log, intervals }: JobsOptions): Promise<Jobs> {
  const boss = new PgBoss({
    // The app's own pool: no second set of connections, and the same database whatever DATABASE_URL says.
    // A job still running when stop()'s 5 s wait ends finishes after the pool has closed, and pg-boss records its
    // outcome (complete or fail, the only statements left once its workers are off) without a catch: the exiting
    // process crashed on it. stop() has already given the job up to be retried, so nothing is recorded, answered in
    // the shape pg-boss reads ("0 jobs affected").
    db: {
      executeSql: (text, values) => (pool.ending ? Promise.resolve({ rows: [{ count: '0' }] }) : pool.query(text, values)),
    },
    ...(intervals && {
      cronMonitorIntervalSeconds: intervals.cronSeconds,
      cronWorkerIntervalSeconds: intervals.cronSeconds,
    }),
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  // pg-boss installs its schema under its own lock, yet a server died once with a duplicate 'pgboss' schema
  // when two started together (not reproduced alone): installing takes turns with the rest of start-up.
  await withStartupLock(pool, () => boss.start());
  const pollingIntervalSeconds = intervals?.pollSeconds ?? 2;
  // Processes starting together created the same queue at once and deadlocked inside pg-boss (one died at
  // start-up): they take turns, once per queue and process.
  const created = new Set<string>();
  const createQueue = async (name: string) => {
    if (created.has(name)) return;
    await withStartupLock(pool, () => boss.createQueue(name));
    created.add(name);
  };

  // This process's workers by queue. pg-boss waits a whole polling interval after every fetch, even one that found a
  // job: a backlog of n jobs took up to n × 2 s (5,000 Stripe events: hours). A worker that found a job is told to fetch
  // again at once, and a job sent from here wakes one of its queue's workers, so only an idle queue waits to poll.
  const workers = new Map<string, string[]>();
  let woken = 0;
  const workBatch = async <T extends object>(
    name: string,
    handler: (batch: T[]) => Promise<void>,
    options: { batchSize?: number; concurrency?: number } = {},
  ) => {
    await createQueue(name);
    const ids = workers.get(name) ?? [];
    workers.set(name, ids);
    // One pg-boss worker per batch at once: each fetches its own (SKIP LOCKED) and a failure stays that batch's.
    for (let i = 0; i < Math.max(1, options.concurrency ?? 1); i++) {
      let id = '';
      id = await boss.work<T>(name, { pollingIntervalSeconds, batchSize: options.batchSize ?? 1 }, async (jobs) => {
        try {
          await handler(jobs.map((job) => job.data));
        } catch (error) {
          log.error({ err: error, job: name }, 'job failed');
          throw error; // pg-boss marks it failed and retries by the queue's policy
        } finally {
          boss.notifyWorker(id);
        }
      });
      ids.push(id);
    }
  };
  const work = <T extends object>(name: string, handler: JobHandler<T>, options: { concurrency?: number } = {}) =>
    workBatch<T>(name, ([data]) => handler(data!), options);

  return {
    work,
    workBatch,
    send: async (name, data) => {
      await createQueue(name);
      const id = await boss.send(name, data);
      const ids = workers.get(name);
      if (ids?.length) boss.notifyWorker(ids[woken++ % ids.length]!);
      return id;
    },
    schedule: async (name, cron, handler) => {
      await work(name, () => handler());
      await boss.schedule(name, cron, {}, { tz: 'UTC' });
    },
    // Waits for running jobs (up to 5 s, inside the shutdown grace); the pool is the app's, closed by its owner.
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 5_000, close: false }),
  };
}
