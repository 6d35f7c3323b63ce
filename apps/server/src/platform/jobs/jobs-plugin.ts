import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import type { Db } from '../../db/client';
import { type Jobs, startJobs } from './jobs';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue; null when JOBS=off (tests call the jobs' work functions directly). */
    jobs: Jobs | null;
  }
}

/** Starts the job queue on the app's database and stops it when the app closes (before the pool is ended). */
export const jobsPlugin = fp<{ enabled: boolean; db: Db }>(async (app: FastifyInstance, { enabled, db }) => {
  if (!enabled) {
    app.decorate('jobs', null);
    return;
  }
  const pool = (db as unknown as { $client: pg.Pool }).$client;
  const jobs = await startJobs({ pool, log: app.log });
  app.decorate('jobs', jobs);
  app.addHook('onClose', () => jobs.stop());
});
