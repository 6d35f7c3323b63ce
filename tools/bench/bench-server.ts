// Starts the real server (as `npm start` would, in production mode) for a benchmark and waits until it is healthy.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type pg from 'pg';
import { serverNodeArgs } from '../server-node-args.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const BENCH_PORT = 3200;
export const BENCH_BASE = `http://127.0.0.1:${BENCH_PORT}`;

/** The address of the embedded PostgreSQL a bench server or sandbox started on `port` (its fixed credentials). */
export const embeddedDatabaseUrl = (port: number) => `postgres://atrium:atrium@127.0.0.1:${port}/atrium`;

/**
 * Stops a child with the bench: a bench that dies (a missing browser, an error between start and stop) would otherwise
 * leave its server running, holding the bench's port and its database's, and the next run fails on both.
 */
function stopWithBench(child: ChildProcess): void {
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  };
  process.once('exit', stop);
  child.once('exit', () => process.off('exit', stop));
}

export async function startBenchServer(env: Record<string, string>): Promise<{ stop: () => Promise<void> }> {
  // BENCH_NODE_ARGS adds flags to the server's node, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it.
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const server: ChildProcess = spawn(
    process.execPath,
    [...serverNodeArgs(), ...nodeArgs, '--import', 'tsx', 'apps/server/src/main.ts'],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production', PORT: String(BENCH_PORT), LOG_LEVEL: 'warn', CRM_SANDBOX_PORT: '0', ...env },
    },
  );
  stopWithBench(server);
  const stop = async () => {
    if (server.exitCode !== null) return;
    server.kill('SIGTERM');
    await new Promise((r) => server.on('exit', r));
  };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const ok = await fetch(`${BENCH_BASE}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return { stop };
    await new Promise((r) => setTimeout(r, 500));
  }
  await stop();
  throw new Error('the bench server did not become healthy');
}

/**
 * Waits until a fresh server's start-up work is done (up to a minute): the demo's first knowledge index and the rest
 * of its job queue's backlog would otherwise run inside the measured seconds. Done is no job waiting or running. How
 * long it took, in ms.
 */
export async function startUpSettled(client: Pick<pg.Client, 'query'>): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < 60_000) {
    const { rows } = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pgboss.job WHERE state IN ('created', 'retry', 'active') AND start_after <= now()`,
    );
    if (rows[0]!.n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return Date.now() - started;
}

/**
 * A sandbox (`npm run sandbox:crm`, `npm run sandbox:stripe`) in a process of its own, as the CRM and Stripe are in
 * production, so its CPU and memory are not the server's; resolves once `probeUrl` answers anything.
 */
export async function startSandboxProcess(opts: {
  name: string;
  entry: string;
  env: Record<string, string>;
  probeUrl: string;
}): Promise<{ stop: () => Promise<void>; pid: number }> {
  const sandbox: ChildProcess = spawn(process.execPath, ['--import', 'tsx', opts.entry], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...opts.env },
  });
  stopWithBench(sandbox);
  const stop = async () => {
    if (sandbox.exitCode !== null) return;
    sandbox.kill('SIGTERM');
    await new Promise((r) => sandbox.on('exit', r));
  };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline && sandbox.exitCode === null) {
    const up = await fetch(opts.probeUrl).then(
      () => true,
      () => false,
    );
    if (up) return { stop, pid: sandbox.pid! };
    await new Promise((r) => setTimeout(r, 500));
  }
  await stop();
  throw new Error(`the ${opts.name} did not start`);
}

export type LoadResult = { rps: number; p50: number; p99: number; errors: number };

/** 50 connections for 10 s against one URL (or several, round robin). */
export async function load(urls: string | string[]): Promise<LoadResult> {
  const list = Array.isArray(urls) ? urls : [urls];
  const result = await autocannon({
    url: BENCH_BASE,
    connections: 50,
    duration: 10,
    pipelining: 1,
    requests: list.map((url) => ({ method: 'GET', path: url.replace(BENCH_BASE, '') })),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** What a dynamic load asks for next, and what it does with each answer (e.g. follow a next page). */
export interface Traffic {
  next(): string;
  answered?(url: string, body: string): void;
}

/**
 * 50 connections for 10 s (or for `amount` requests, however long they take), each request drawn from `traffic`.
 * Counts the answers by their `x-catalogue-cache` header (hit, miss, shared, bypass), so the output can say what
 * the cache did.
 */
export async function loadTraffic(
  traffic: Traffic,
  opts: { amount?: number } = {},
): Promise<LoadResult & { cache: Record<string, number> }> {
  const cache: Record<string, number> = {};
  type Context = { url?: string };
  const result = await autocannon({
    url: BENCH_BASE,
    connections: 50,
    ...(opts.amount ? { amount: opts.amount } : { duration: 10 }),
    pipelining: 1,
    requests: [
      {
        method: 'GET',
        setupRequest: (req: Record<string, unknown>, context: Context) => {
          context.url = traffic.next();
          return { ...req, path: context.url };
        },
        onResponse: (_status: number, body: string, context: Context, headers: Record<string, string>) => {
          const outcome = headers['x-catalogue-cache'] ?? 'none';
          cache[outcome] = (cache[outcome] ?? 0) + 1;
          if (context.url) traffic.answered?.(context.url, body);
        },
      },
    ],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    cache,
  };
}

export const row = (name: string, r: LoadResult) =>
  `${name.padEnd(44)} ${r.rps.toFixed(0).padStart(8)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms   errors ${r.errors}`;
