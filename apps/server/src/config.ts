import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { CREDENTIALS_KEY_HINT, decodeCredentialsKey } from './platform/secrets';

/** The repository root: `.data/` (embedded database, uploads) and the built web app are found from here. */
export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const list = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);
const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Trust X-Forwarded-* headers (only behind a reverse proxy you control: rate limits key on the client address). */
  TRUST_PROXY: bool.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** External PostgreSQL. When empty, the server starts its own embedded PostgreSQL under DATA_DIR. */
  DATABASE_URL: z.url().optional(),
  DATA_DIR: z.string().default(path.join(ROOT_DIR, '.data')),
  /**
   * Encrypts saved app credentials and keys the hashes of API keys and access tokens (32 bytes, base64 or hex).
   * When unset, DATA_DIR/credentials.key is used (created on the first start): set it in production.
   */
  CREDENTIALS_KEY: z
    .string()
    .refine((v) => decodeCredentialsKey(v) !== null, CREDENTIALS_KEY_HINT)
    .optional(),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
  /** Load the demo agencies, users and podcasts into an empty database at start. */
  SEED_DEMO_DATA: bool.default(true),
  SUPER_ADMIN_EMAIL: z.email().default('admin@atrium.test'),
  /** Origins whose pages may call the API from a browser; none (same origin only) unless listed, see loadConfig. */
  CORS_ORIGINS: list.default([]),
  SESSION_IDLE_HOURS: z.coerce
    .number()
    .positive()
    .default(24 * 7),
  SESSION_MAX_DAYS: z.coerce.number().positive().default(30),
  /** Attempts on the four sign-in and registration routes together, per client address per minute. */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(10),
  /** Failed sign-ins to one account before each further attempt waits 2^(n - this) seconds (decision 014). */
  SIGN_IN_FREE_FAILURES: z.coerce.number().int().positive().default(5),
  /** Failed sign-ins and registrations from one client address before its attempts wait likewise. */
  SIGN_IN_FREE_ADDRESS_ATTEMPTS: z.coerce.number().int().positive().default(10),
  /** Hosts for each header variant (comma-separated; `*.example.com` matches subdomains). */
  APPS_HOSTS: list.default(['apps.atrium.test']),
  EDUCATION_HOSTS: list.default(['learn.atrium.test', 'localhost', '127.0.0.1']),
  AGENCY_HOSTS: list.default(['*.agency.localhost']),
  WEB_DIST_DIR: z.string().default(path.join(ROOT_DIR, 'apps/web/dist')),
  /**
   * Sites that may show the embedded support view (/support/*, /updated_app/support/*) in a frame: the CRM's
   * https origins, comma-separated (`https://*.crm.example` matches subdomains). Every other page stays same-origin only.
   */
  CRM_FRAME_ORIGINS: list
    .pipe(
      z.array(
        z
          .string()
          .regex(/^https:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i, 'Use https origins such as https://app.crm.example'),
      ),
    )
    .default([]),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().positive().default(10_000),
  /** Where uploads live: `fs` (DATA_DIR/uploads, one machine) or `s3` (any S3-compatible bucket, shared by every process). */
  STORAGE: z.enum(['fs', 's3']).default('fs'),
  S3_BUCKET: z.string().min(1).optional(),
  /** An S3-compatible server (MinIO, R2, s3rver...); empty for AWS itself. */
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Without these the AWS SDK's own chain is used (environment, instance role...). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** `bucket` in the path instead of the host name, as most self-hosted S3 servers need. */
  S3_FORCE_PATH_STYLE: bool.default(false),
  /** Stored bytes per person; unreferenced uploads are freed a day after upload. */
  UPLOAD_QUOTA_MB: z.coerce.number().positive().default(200),
  UPLOAD_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  /** Outgoing mail (smtp:// or smtps://, credentials in the address). Unset: mail stays in the outbox the super admin reads. */
  SMTP_URL: z
    .url()
    .refine((v) => /^smtps?:\/\//i.test(v), 'Use an smtp:// or smtps:// address, e.g. smtp://user:pass@mail.example:587')
    .optional(),
  /** The sender of every mail: an address, or `Name <address>`. */
  MAIL_FROM: z.string().min(3).max(200).default('Atrium <no-reply@atrium.test>'),
  /**
   * Where people open the web app (e.g. https://apps.example.com), for links in mails. Unset: the host the request
   * came to, when it is one of the configured hosts, else the first APPS_HOSTS entry over https.
   */
  PUBLIC_URL: z.url().optional(),
  /**
   * The CRM's API (https://services.leadconnectorhq.com for the real one). Unset: the local CRM sandbox, started with
   * the server on CRM_SANDBOX_PORT, and everything below defaults to it.
   */
  CRM_API_URL: z.url().optional(),
  /** Where the CRM's consent screen is (https://marketplace.gohighlevel.com for the real one). */
  CRM_MARKETPLACE_URL: z.url().optional(),
  CRM_SANDBOX_PORT: z.coerce.number().int().min(0).max(65535).default(3910),
  /**
   * A CRM sandbox already running on this server's database (`npm run sandbox:crm`): the server uses it instead of
   * starting its own, as several server processes on one database must (they would all want CRM_SANDBOX_PORT).
   */
  CRM_SANDBOX_URL: z.url().optional(),
  /** Atrium's four OAuth apps at the CRM (SPEC 9: separate credentials and scopes for each). */
  CRM_ASSOCIATE_CLIENT_ID: z.string().min(1).optional(),
  CRM_ASSOCIATE_CLIENT_SECRET: z.string().min(1).optional(),
  CRM_SYNC_CLIENT_ID: z.string().min(1).optional(),
  CRM_SYNC_CLIENT_SECRET: z.string().min(1).optional(),
  CRM_SUPPORT_CLIENT_ID: z.string().min(1).optional(),
  CRM_SUPPORT_CLIENT_SECRET: z.string().min(1).optional(),
  CRM_APP_CLIENT_ID: z.string().min(1).optional(),
  CRM_APP_CLIENT_SECRET: z.string().min(1).optional(),
  /** The app's shared secret, which keys the payload of sign-in from inside the CRM (REQUEST_USER_DATA). */
  CRM_SSO_SECRET: z.string().min(16).optional(),
  /** The CRM's public key (PEM) that checks its webhooks' signatures; the real CRM's published key when unset. */
  CRM_WEBHOOK_PUBLIC_KEY: z.string().min(100).optional(),
  /**
   * Stripe (decision 029). Unset STRIPE_SECRET_KEY: the local Stripe sandbox, started with the server on
   * STRIPE_SANDBOX_PORT with its own keys, card form and onboarding pages; set: the real Stripe with the keys below.
   */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_/, 'a Stripe secret key (sk_test_..., sk_live_...)')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_/, 'a Stripe publishable key (pk_test_...)')
    .optional(),
  /** The signing secret of Atrium's webhook endpoint at Stripe (whsec_...), receiving account and Connect events. */
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_').optional(),
  /**
   * The signing secret of Atrium's Connect endpoint (whsec_...), when connected accounts' events come through a second
   * endpoint to the same URL, as Stripe's webhook endpoints have it (an account endpoint and a Connect endpoint).
   */
  STRIPE_CONNECT_WEBHOOK_SECRET: z.string().startsWith('whsec_').optional(),
  /** The platform's Connect client id (ca_...), for agencies and partners connecting an existing Stripe account. */
  STRIPE_CONNECT_CLIENT_ID: z.string().startsWith('ca_').optional(),
  STRIPE_SANDBOX_PORT: z.coerce.number().int().min(0).max(65535).default(3920),
  /** A Stripe sandbox already running on this server's database: used instead of starting one (many processes). */
  STRIPE_SANDBOX_URL: z.url().optional(),
  /** The platform's share of a paid app install (the partner gets the rest), in percent. */
  PLATFORM_FEE_PERCENT: z.coerce.number().min(0).max(100).default(20),
  /** Atrium's share of an agency's store sales (an application fee on each charge), in percent. */
  STORE_FEE_PERCENT: z.coerce.number().min(0).max(100).default(2),
  /**
   * The AI backend (decision 032): any OpenAI-compatible chat API, with its version path (https://api.openai.com/v1,
   * http://localhost:11434/v1 for Ollama). Unset: the embedded extractive answerer, which quotes the knowledge base.
   */
  AI_BASE_URL: z
    .url()
    .refine((v) => /^https?:\/\//i.test(v), 'an http(s) address such as https://api.openai.com/v1')
    .optional(),
  /** Sent as a bearer token; servers that take none (Ollama, llama.cpp) need none. Never logged. */
  AI_API_KEY: z.string().min(1).optional(),
  /** The chat model's name at AI_BASE_URL (gpt-4o-mini, llama3.1:8b...). */
  AI_MODEL: z.string().min(1).max(200).optional(),
  /** An embedding model at AI_BASE_URL; unset, retrieval is full-text only. */
  AI_EMBEDDING_MODEL: z.string().min(1).max(200).optional(),
  /** Longest wait for the AI service: for its answer to start, and then for each further piece of it. */
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  /** The PostgreSQL job queue (scheduled clean-ups); `off` only where nothing should run in the background (tests). */
  JOBS: z.enum(['on', 'off']).default('on'),
});

/** Rules between variables, checked once each variable is valid on its own. */
function crossProblems(config: z.infer<typeof ZEnv>): string[] {
  const problems: string[] = [];
  if (config.STORAGE === 's3' && !config.S3_BUCKET)
    problems.push('S3_BUCKET: STORAGE=s3 needs S3_BUCKET (the bucket uploads go to)');
  if (Boolean(config.S3_ACCESS_KEY_ID) !== Boolean(config.S3_SECRET_ACCESS_KEY))
    problems.push('S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither (neither: the AWS SDK finds credentials itself)');
  if (config.CRM_API_URL) {
    const missing = CRM_REAL_SETTINGS.filter((name) => !config[name]);
    if (missing.length > 0) problems.push(`${missing.join(', ')}: CRM_API_URL (the real CRM) needs them too`);
  }
  if (config.STRIPE_SECRET_KEY) {
    const missing = STRIPE_REAL_SETTINGS.filter((name) => !config[name]);
    if (missing.length > 0) problems.push(`${missing.join(', ')}: STRIPE_SECRET_KEY (the real Stripe) needs them too`);
    if (config.STRIPE_SANDBOX_URL) problems.push('STRIPE_SANDBOX_URL: not with STRIPE_SECRET_KEY (one Stripe or the other)');
  }
  if (config.AI_BASE_URL && !config.AI_MODEL)
    problems.push('AI_MODEL: AI_BASE_URL (an AI service) needs the name of the chat model to use');
  if (!config.AI_BASE_URL) {
    const stray = AI_MODEL_SETTINGS.filter((name) => config[name]);
    if (stray.length > 0)
      problems.push(
        `${stray.join(', ')}: set AI_BASE_URL too (https://api.openai.com/v1 for OpenAI), or none for the built-in answerer`,
      );
  }
  return problems;
}

/** What talking to the real CRM needs besides its address (the sandbox provides its own). */
const CRM_REAL_SETTINGS = [
  'CRM_MARKETPLACE_URL',
  'CRM_ASSOCIATE_CLIENT_ID',
  'CRM_ASSOCIATE_CLIENT_SECRET',
  'CRM_SYNC_CLIENT_ID',
  'CRM_SYNC_CLIENT_SECRET',
  'CRM_SUPPORT_CLIENT_ID',
  'CRM_SUPPORT_CLIENT_SECRET',
  'CRM_APP_CLIENT_ID',
  'CRM_APP_CLIENT_SECRET',
  'CRM_SSO_SECRET',
] as const;

/** Settings that only mean something with an AI service at AI_BASE_URL. */
const AI_MODEL_SETTINGS = ['AI_API_KEY', 'AI_MODEL', 'AI_EMBEDDING_MODEL'] as const;

/** What talking to the real Stripe needs besides its secret key (the sandbox provides its own). */
const STRIPE_REAL_SETTINGS = ['STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_CONNECT_CLIENT_ID'] as const;

export type Config = z.infer<typeof ZEnv>;

export class ConfigError extends Error {}

const DEV_CORS_ORIGINS = 'http://localhost:3000,http://localhost:5173';

/** Parses the environment once; every invalid variable is listed, so one start shows every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  // Outside production the web dev servers may call the API; a production server answers its own pages only.
  if (cleaned.NODE_ENV !== 'production') cleaned.CORS_ORIGINS ??= DEV_CORS_ORIGINS;
  const parsed = ZEnv.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new ConfigError(`Invalid configuration:\n${problems}`);
  }
  const cross = crossProblems(parsed.data);
  if (cross.length > 0) throw new ConfigError(`Invalid configuration:\n${cross.map((p) => `  - ${p}`).join('\n')}`);
  return parsed.data;
}
