import { API_KEY_PATTERN } from '@atrium/contracts/app-tokens';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors';
import type { SecretDeps } from './app-tokens.service';
import { appApiKeys, appInstalls } from './installs.tables';

/** What a valid API key stands for: one active install. */
export interface ApiKeyIdentity {
  installId: string;
  appId: string;
  agencyId: string;
  locationId: string | null;
}

/** One answer for every way a key can be wrong, so a caller learns nothing about which. */
export const invalidApiKey = () => new AppError(401, 'invalid_api_key', 'The API key is missing or not valid');

/** Writing lastUsedAt on every call would be a write per request; once a minute is precise enough. */
const TOUCH_EVERY_MS = 60_000;

/**
 * The install behind an `apikey` header value; 401 invalid_api_key when it is missing, malformed, unknown,
 * replaced by a newer key, or its install was uninstalled. Keys are looked up by keyed hash only.
 */
export async function authenticateApiKey(opts: SecretDeps & { header: string | string[] | undefined }): Promise<ApiKeyIdentity> {
  const key = typeof opts.header === 'string' ? opts.header.trim() : '';
  if (!API_KEY_PATTERN.test(key)) throw invalidApiKey();
  const [row] = await opts.db
    .select({
      keyId: appApiKeys._id,
      lastUsedAt: appApiKeys.lastUsedAt,
      installId: appInstalls._id,
      appId: appInstalls.appId,
      agencyId: appInstalls.agencyId,
      locationId: appInstalls.locationId,
    })
    .from(appApiKeys)
    .innerJoin(appInstalls, eq(appInstalls._id, appApiKeys.installId))
    .where(and(eq(appApiKeys.keyHash, opts.secrets.keyedHash(key)), eq(appInstalls.status, 'active')))
    .limit(1);
  if (!row) throw invalidApiKey();
  const now = new Date();
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
    await opts.db.update(appApiKeys).set({ lastUsedAt: now }).where(eq(appApiKeys._id, row.keyId));
  }
  const { keyId: _keyId, lastUsedAt: _lastUsedAt, ...identity } = row;
  return identity;
}
