import { createServer } from 'node:net';
import { SNAPSHOT_ASSET_TYPES } from '@atrium/contracts/snapshots';
import { z } from 'zod';
import { buildCrmSandbox, type CrmSandbox } from './app';
import type { CrmSandboxOptions } from './deps';

export interface StartOptions extends Omit<CrmSandboxOptions, 'publicUrl'> {
  /** CRM_SANDBOX_PORT; 0 takes a free one. */
  port?: number;
  host?: string;
  /** The address browsers use, when not http://localhost:<port> (a proxy in front). */
  publicUrl?: string;
  /** Where the one line saying where it listens goes. */
  log?: (message: string) => void;
}

export const DEFAULT_CRM_SANDBOX_PORT = 3910;

/**
 * CRM_SANDBOX_SNAPSHOT_FAILURE_RATE (0 to 1): the share of asset types that fail when a started sandbox pushes a
 * snapshot. 5% by default, so the demo shows failures and retries; tests build the sandbox without this (no
 * failures unless they ask). Read here rather than in config.ts because openCrm (modules/crm) passes the config it
 * knows, and this knob concerns the sandbox alone.
 */
export function snapshotFailureRateOf(env: NodeJS.ProcessEnv): number {
  const rate = z.coerce
    .number()
    .min(0)
    .max(1)
    .default(0.05)
    .safeParse(env.CRM_SANDBOX_SNAPSHOT_FAILURE_RATE || undefined);
  if (!rate.success) throw new Error('CRM_SANDBOX_SNAPSHOT_FAILURE_RATE must be a number from 0 to 1');
  return rate.data;
}

/**
 * CRM_SANDBOX_SNAPSHOT_FAILING_ASSETS (comma-separated asset types, none by default): types that fail whenever a
 * started sandbox pushes them, while their retry succeeds (at the failure rate): the browser tests show a retry
 * for certain.
 */
export function snapshotFailingAssetsOf(env: NodeJS.ProcessEnv): string[] {
  const types = (env.CRM_SANDBOX_SNAPSHOT_FAILING_ASSETS ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  const unknown = types.filter((t) => !(SNAPSHOT_ASSET_TYPES as readonly string[]).includes(t));
  if (unknown.length)
    throw new Error(
      `CRM_SANDBOX_SNAPSHOT_FAILING_ASSETS names unknown asset types: ${unknown.join(', ')}; use ${SNAPSHOT_ASSET_TYPES.join(', ')}`,
    );
  return types;
}

/** A port free right now: the sandbox's pages carry its address, so the port is chosen before it is built. */
export const freePort = (host: string) =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, host, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** Starts the sandbox on its own port; returns its address and how to stop it. */
export async function startCrmSandbox(
  options: StartOptions,
): Promise<{ url: string; app: CrmSandbox; close: () => Promise<void> }> {
  const { host = '0.0.0.0', log = console.log, port: asked = DEFAULT_CRM_SANDBOX_PORT, publicUrl: given, ...rest } = options;
  const port = asked === 0 ? await freePort(host) : asked;
  const publicUrl = (given ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const snapshotPushes = {
    failureRate: snapshotFailureRateOf(process.env),
    failingAssets: snapshotFailingAssetsOf(process.env),
    ...rest.snapshotPushes,
  };
  const app = await buildCrmSandbox({ ...rest, snapshotPushes, publicUrl });
  try {
    await app.listen({ port, host });
  } catch (error) {
    await app.close();
    throw error;
  }
  log(`[crm-sandbox] listening on ${publicUrl}`);
  return { url: publicUrl, app, close: () => app.close() };
}
