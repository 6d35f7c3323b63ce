import type { ClientKey } from './deps';
import { crmId, hashSecret, newSecret } from './ids';
import type { Sql } from './sql';
import type { UserType } from './store-tokens';

/** An authorization code is good for ten minutes and one exchange. */
const CODE_MS = 10 * 60_000;

export interface CodeGrant {
  clientKey: ClientKey;
  redirectUri: string;
  userId: string;
  companyId: string;
  installType: UserType;
  /** The locations approved (installType Location), or the agency's installed locations (Company). */
  locationIds: string[];
  scopes: string[];
}

export interface CodeRow extends CodeGrant {
  familyId: string;
  expiresAt: Date;
  usedAt: Date | null;
}

const CODE_COLUMNS = `client_key AS "clientKey", redirect_uri AS "redirectUri", user_id AS "userId",
  company_id AS "companyId", install_type AS "installType", location_ids AS "locationIds", scopes,
  family_id AS "familyId", expires_at AS "expiresAt", used_at AS "usedAt"`;

export async function createCode(sql: Sql, grant: CodeGrant, now: Date): Promise<string> {
  const code = newSecret();
  // A day past its expiry nobody replays a code any more: such codes go as new ones come.
  await sql.query('DELETE FROM crm_sandbox.oauth_codes WHERE expires_at < $1', [new Date(now.getTime() - 86_400_000)]);
  await sql.query(
    `INSERT INTO crm_sandbox.oauth_codes (code_hash, client_key, redirect_uri, user_id, company_id, install_type,
       location_ids, scopes, family_id, expires_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      hashSecret(code),
      grant.clientKey,
      grant.redirectUri,
      grant.userId,
      grant.companyId,
      grant.installType,
      grant.locationIds,
      grant.scopes,
      crmId(),
      new Date(now.getTime() + CODE_MS),
      now,
    ],
  );
  return code;
}

export type SpentCode =
  | { kind: 'spent'; row: CodeRow }
  | { kind: 'reused'; row: CodeRow }
  | { kind: 'expired' }
  | { kind: 'unknown' };

/** Spends a code once (one winner among concurrent exchanges); a second use comes back as `reused`. */
export async function spendCode(sql: Sql, code: string, now: Date): Promise<SpentCode> {
  const hash = hashSecret(code);
  const spent = await sql.query<CodeRow>(
    `UPDATE crm_sandbox.oauth_codes SET used_at = $2
     WHERE code_hash = $1 AND used_at IS NULL AND expires_at > $2
     RETURNING ${CODE_COLUMNS}`,
    [hash, now],
  );
  if (spent.rows[0]) return { kind: 'spent', row: spent.rows[0] };
  const known = await sql.query<CodeRow>(`SELECT ${CODE_COLUMNS} FROM crm_sandbox.oauth_codes WHERE code_hash = $1`, [hash]);
  const row = known.rows[0];
  if (!row) return { kind: 'unknown' };
  return row.usedAt ? { kind: 'reused', row } : { kind: 'expired' };
}
