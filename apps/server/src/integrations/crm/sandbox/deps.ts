import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { SandboxEvents } from './events';
import type { RateLimiter } from './rate-limit';

/** Atrium's four OAuth apps at the CRM, each with its own credentials, scopes and callbacks. */
export const CLIENT_KEYS = ['associate', 'crm_sync', 'support', 'app'] as const;
export type ClientKey = (typeof CLIENT_KEYS)[number];

export interface SandboxClient {
  clientId: string;
  clientSecret: string;
  scopes: string[];
  redirectUris: string[];
}

export interface RateLimitOptions {
  /** Requests per window per app and location (or company); the CRM allows 100 per 10 seconds. */
  max?: number;
  windowMs?: number;
  /** Requests per UTC day per app and location (or company). */
  dailyMax?: number;
}

export interface CrmSandboxOptions {
  /** Atrium's pool: the sandbox keeps its tables in the `crm_sandbox` schema of the same database. */
  pool: pg.Pool;
  clients: Record<ClientKey, SandboxClient>;
  /** The app's shared secret that encrypts the REQUEST_USER_DATA answer. */
  ssoSecret: string;
  /** Where the sandbox POSTs its signed webhooks (Atrium's `POST /api/v1/crm/webhooks`). */
  webhookUrl: string;
  webhookPrivateKeyPem: string;
  /** The sandbox's own address as a browser reaches it (links in its pages). */
  publicUrl: string;
  /** The clock; tests move it to expire codes and tokens. */
  now?: () => Date;
  rateLimit?: RateLimitOptions;
  /** Loads the demo companies, locations, users and installs into an empty sandbox (default true). */
  demoData?: boolean;
  logger?: boolean | { level: string };
  /** How snapshot pushes behave (default: no failures, 400 ms per asset type). */
  snapshotPushes?: Partial<SnapshotPushSettings>;
}

/**
 * The sandbox's knobs for snapshot pushes. Mutable on purpose: a test turns failures on, then off to retry.
 * `failureRate` is the chance (0 to 1) that an asset type fails when it is pushed or retried.
 */
export interface SnapshotPushSettings {
  failureRate: number;
  /**
   * Asset types that fail whenever a push brings them in (a retry draws against `failureRate` only), so a demo or a
   * browser test shows a failure and its retry for certain.
   */
  failingAssets: readonly string[];
  stepMs: number;
  random: () => number;
}

/** What every sandbox route works with; h2's resources receive the same object. */
export type SandboxDeps = Omit<CrmSandboxOptions, 'now' | 'rateLimit' | 'demoData' | 'logger' | 'snapshotPushes'> & {
  now: () => Date;
  snapshotPushes: SnapshotPushSettings;
  rateLimiter: RateLimiter;
  /** Installs and uninstalls, for the webhooks to announce. */
  events: SandboxEvents;
};

export type SandboxApp = FastifyInstance;

/** The app id of a client: the marketplace's client ids are `<appId>-<suffix>`. */
export const appIdOf = (clientId: string) => clientId.split('-')[0]!;

/** The client (by key) whose id is `clientId`, if any. */
export function clientByClientId(
  clients: Record<ClientKey, SandboxClient>,
  clientId: string,
): { key: ClientKey; client: SandboxClient } | undefined {
  const key = CLIENT_KEYS.find((k) => clients[k].clientId === clientId);
  return key ? { key, client: clients[key] } : undefined;
}
