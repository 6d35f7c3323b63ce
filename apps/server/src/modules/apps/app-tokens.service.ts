import { randomBytes } from 'node:crypto';
import type { TMaskedApiKey, TMaskedSecret, TSaveCredentialsBody } from '@atrium/contracts/app-tokens';
import type { TRole } from '@atrium/contracts/roles';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conflict } from '../../platform/errors';
import type { Secrets } from '../../platform/secrets';
import { type Actor, requireRole } from '../../platform/tenancy/actor';
import { type InstallRow, loadInstallForActor } from './install-scope';
import { appApiKeys, appCredentials } from './installs.tables';

/**
 * Per-install secrets: the app's credentials (sealed), the install's Atrium API key (keyed hash) and what
 * may be shown of them again (names, last 4 characters). Admins change them; every member in scope reads
 * the masked view. The scope itself (which installs an actor sees at all) is install-scope's.
 */

export interface SecretDeps {
  db: Db;
  secrets: Secrets;
}

/** Agency admins for any install of the agency, location admins for their location's (the scope does the rest). */
export const INSTALL_ADMIN_ROLES: readonly TRole[] = ['agency_admin', 'location_admin'];
/** Everyone who works in an agency or location may see the masked view of its installs. */
export const INSTALL_MEMBER_ROLES: readonly TRole[] = ['agency_admin', 'agency_staff', 'location_admin', 'staff'];

export const NOT_INSTALLED = 'This app is not installed here';
const MASK = '••••';
/** Shorter values would be given away (or nearly) by their last 4 characters. */
const MIN_LENGTH_TO_SHOW_LAST4 = 8;

export const last4Of = (value: string) => (value.length < MIN_LENGTH_TO_SHOW_LAST4 ? MASK : value.slice(-4));

/** An active install the actor may act on with one of `roles`: 403 for other roles, 404 outside the scope, 409 when uninstalled. */
export async function loadActiveInstall(opts: {
  db: Db;
  actor: Actor;
  installId: string;
  roles: readonly TRole[];
}): Promise<InstallRow> {
  requireRole(opts.actor, opts.roles);
  const row = await loadInstallForActor(opts);
  if (row.install.status !== 'active') throw conflict(NOT_INSTALLED);
  return row;
}

type ApiKeyRow = typeof appApiKeys.$inferSelect;
const toMaskedApiKey = (row: ApiKeyRow): TMaskedApiKey => ({
  last4: row.last4,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/** The masked views of an install's secrets (for CheckApiKey and connection data). */
export async function maskedSecretsOf(db: Db, installId: string) {
  const [[key], [credentials]] = await Promise.all([
    db.select().from(appApiKeys).where(eq(appApiKeys.installId, installId)).limit(1),
    db.select({ fields: appCredentials.fields }).from(appCredentials).where(eq(appCredentials.installId, installId)).limit(1),
  ]);
  return { apiKey: key ? toMaskedApiKey(key) : null, credentials: credentials?.fields ?? [] };
}

/** Replaces the install's credentials: the whole object sealed (bound to the install), names and last 4 kept to show. */
export async function saveCredentials(
  opts: SecretDeps & { actor: Actor; input: TSaveCredentialsBody },
): Promise<{ installId: string; fields: TMaskedSecret[] }> {
  const { install } = await loadActiveInstall({ ...opts, installId: opts.input.installId, roles: INSTALL_ADMIN_ROLES });
  const now = new Date();
  const entries = Object.entries(opts.input.credentials).sort(([a], [b]) => a.localeCompare(b));
  const fields = entries.map(([name, value]) => ({ name, last4: last4Of(value), updatedAt: now.toISOString() }));
  const sealed = opts.secrets.seal(JSON.stringify(Object.fromEntries(entries)), install._id);
  await opts.db
    .insert(appCredentials)
    .values({ installId: install._id, sealed, fields, updatedAt: now })
    .onConflictDoUpdate({ target: appCredentials.installId, set: { sealed, fields, updatedAt: now } });
  return { installId: install._id, fields };
}

/** The saved credentials in full, for server-side use only (never an API answer). */
export async function openCredentials(opts: SecretDeps & { installId: string }): Promise<Record<string, string> | null> {
  const [row] = await opts.db
    .select({ sealed: appCredentials.sealed })
    .from(appCredentials)
    .where(eq(appCredentials.installId, opts.installId))
    .limit(1);
  return row ? (JSON.parse(opts.secrets.open(row.sealed, opts.installId)) as Record<string, string>) : null;
}

export const API_KEY_PREFIX = 'atr_';

/** Issues the install's API key, replacing any previous one (which stops working at once); the key is returned this once. */
export async function issueApiKey(
  opts: SecretDeps & { actor: Actor; installId: string },
): Promise<TMaskedApiKey & { key: string }> {
  const { install } = await loadActiveInstall({ ...opts, roles: INSTALL_ADMIN_ROLES });
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const values = { keyHash: opts.secrets.keyedHash(key), last4: key.slice(-4), createdAt: new Date(), lastUsedAt: null };
  const [row] = await opts.db
    .insert(appApiKeys)
    .values({ installId: install._id, ...values })
    .onConflictDoUpdate({ target: appApiKeys.installId, set: values })
    .returning();
  return { ...toMaskedApiKey(row!), key };
}

export async function getApiKey(opts: { db: Db; actor: Actor; installId: string }): Promise<TMaskedApiKey | null> {
  const { install } = await loadActiveInstall({ ...opts, roles: INSTALL_MEMBER_ROLES });
  return (await maskedSecretsOf(opts.db, install._id)).apiKey;
}

export async function checkApiKey(opts: { db: Db; actor: Actor; installId: string }) {
  const { install } = await loadActiveInstall({ ...opts, roles: INSTALL_MEMBER_ROLES });
  const masked = await maskedSecretsOf(opts.db, install._id);
  return { hasApiKey: masked.apiKey !== null, ...masked };
}
