import type { ClientKey } from './deps';
import { crmId, hashSecret, newSecret } from './ids';
import type { Sql } from './sql';

export type UserType = 'Company' | 'Location';

/** The CRM's access tokens live about 24 hours (its answers say expires_in 86399). */
export const ACCESS_TOKEN_SECONDS = 86_399;
/** A refresh token not spent within a year dies. */
const REFRESH_TOKEN_MS = 365 * 86_400_000;

export interface TokenRow {
  id: string;
  familyId: string;
  clientKey: ClientKey;
  userType: UserType;
  companyId: string;
  locationId: string | null;
  userId: string;
  scopes: string[];
  approvedLocationIds: string[];
  isBulkInstallation: boolean;
  expiresAt: Date;
  refreshExpiresAt: Date | null;
  refreshUsedAt: Date | null;
  revokedAt: Date | null;
}

const TOKEN_COLUMNS = `id, family_id AS "familyId", client_key AS "clientKey", user_type AS "userType",
  company_id AS "companyId", location_id AS "locationId", user_id AS "userId", scopes,
  approved_location_ids AS "approvedLocationIds", is_bulk_installation AS "isBulkInstallation",
  expires_at AS "expiresAt", refresh_expires_at AS "refreshExpiresAt", refresh_used_at AS "refreshUsedAt",
  revoked_at AS "revokedAt"`;

export type NewToken = Pick<TokenRow, 'familyId' | 'clientKey' | 'userType' | 'companyId' | 'locationId' | 'userId' | 'scopes'> &
  Partial<Pick<TokenRow, 'approvedLocationIds' | 'isBulkInstallation'>> & {
    /** Location tokens made from an agency token come without one, as the CRM documents. */
    withRefresh: boolean;
  };

export interface IssuedToken {
  row: TokenRow;
  accessToken: string;
  refreshToken: string | null;
}

/** Stores a new token (only the hashes of its secrets) and returns the secrets, which exist nowhere else. */
export async function issueToken(sql: Sql, token: NewToken, now: Date): Promise<IssuedToken> {
  const accessToken = newSecret();
  const refreshToken = token.withRefresh ? newSecret() : null;
  const { rows } = await sql.query<TokenRow>(
    `INSERT INTO crm_sandbox.tokens (id, family_id, access_hash, refresh_hash, client_key, user_type, company_id,
       location_id, user_id, scopes, approved_location_ids, is_bulk_installation, expires_at, refresh_expires_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
     RETURNING ${TOKEN_COLUMNS}`,
    [
      crmId(),
      token.familyId,
      hashSecret(accessToken),
      refreshToken ? hashSecret(refreshToken) : null,
      token.clientKey,
      token.userType,
      token.companyId,
      token.locationId,
      token.userId,
      token.scopes,
      token.approvedLocationIds ?? [],
      token.isBulkInstallation ?? false,
      new Date(now.getTime() + ACCESS_TOKEN_SECONDS * 1000),
      refreshToken ? new Date(now.getTime() + REFRESH_TOKEN_MS) : null,
      now,
    ],
  );
  return { row: rows[0]!, accessToken, refreshToken };
}

/** The token behind a bearer value when it is live: known, not revoked, not expired. */
export async function findLiveAccessToken(sql: Sql, accessToken: string, now: Date): Promise<TokenRow | null> {
  const { rows } = await sql.query<TokenRow>(
    `SELECT ${TOKEN_COLUMNS} FROM crm_sandbox.tokens
     WHERE access_hash = $1 AND revoked_at IS NULL AND expires_at > $2`,
    [hashSecret(accessToken), now],
  );
  return rows[0] ?? null;
}

export type SpentRefresh = { kind: 'spent'; row: TokenRow } | { kind: 'reused'; row: TokenRow } | { kind: 'unknown' };

/**
 * Spends a refresh token once: the UPDATE's condition makes two concurrent refreshes with one token end with one
 * winner. A token already spent (or revoked) comes back as `reused` so the caller can revoke its family.
 */
export async function spendRefreshToken(sql: Sql, refreshToken: string, now: Date): Promise<SpentRefresh> {
  const hash = hashSecret(refreshToken);
  const spent = await sql.query<TokenRow>(
    `UPDATE crm_sandbox.tokens SET refresh_used_at = $2
     WHERE refresh_hash = $1 AND refresh_used_at IS NULL AND revoked_at IS NULL AND refresh_expires_at > $2
     RETURNING ${TOKEN_COLUMNS}`,
    [hash, now],
  );
  if (spent.rows[0]) return { kind: 'spent', row: spent.rows[0] };
  const known = await sql.query<TokenRow>(`SELECT ${TOKEN_COLUMNS} FROM crm_sandbox.tokens WHERE refresh_hash = $1`, [hash]);
  const row = known.rows[0];
  if (!row) return { kind: 'unknown' };
  // Expired without ever being used is not a replay: nothing to revoke beyond the refusal.
  return row.refreshUsedAt || row.revokedAt ? { kind: 'reused', row } : { kind: 'unknown' };
}

/** Kills every token of a grant (the code's, its refreshes', the location tokens made from them). */
export async function revokeFamily(sql: Sql, familyId: string, now: Date): Promise<void> {
  await sql.query('UPDATE crm_sandbox.tokens SET revoked_at = $2 WHERE family_id = $1 AND revoked_at IS NULL', [familyId, now]);
}
