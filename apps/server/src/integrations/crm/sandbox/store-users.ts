import { burnPasswordCheck, verifyPassword } from '../../../platform/auth/passwords';
import { hashSecret, newSecret } from './ids';
import type { Sql } from './sql';

/** A consent-screen sign-in lasts a working day. */
const SESSION_MS = 12 * 3_600_000;

export interface SandboxUser {
  id: string;
  companyId: string;
  firstName: string;
  lastName: string;
  email: string;
  type: 'agency' | 'account';
  role: 'admin' | 'user';
  locationIds: string[];
  passwordHash: string | null;
}

const userColumns = (t: string) => `${t}.id, ${t}.company_id AS "companyId", ${t}.first_name AS "firstName",
  ${t}.last_name AS "lastName", ${t}.email, ${t}.type, ${t}.role, ${t}.location_ids AS "locationIds",
  ${t}.password_hash AS "passwordHash"`;

export async function findUserByEmail(sql: Sql, email: string): Promise<SandboxUser | null> {
  const { rows } = await sql.query<SandboxUser>(
    `SELECT ${userColumns('u')} FROM crm_sandbox.users u WHERE lower(u.email) = lower($1) AND u.deleted_at IS NULL`,
    [email.trim()],
  );
  return rows[0] ?? null;
}

/**
 * The sandbox user with this email and password, or null. An unknown email costs the same time as a wrong
 * password: the answer does not tell which users exist.
 */
export async function checkSignIn(sql: Sql, email: string, password: string): Promise<SandboxUser | null> {
  const user = await findUserByEmail(sql, email);
  let valid = false;
  if (user?.passwordHash) valid = await verifyPassword(user.passwordHash, password);
  else await burnPasswordCheck(password);
  return user && valid ? user : null;
}

export async function createSession(sql: Sql, userId: string, now: Date): Promise<string> {
  const secret = newSecret();
  // Expired sign-ins go as new ones come: the table stays the size of the people signed in.
  await sql.query('DELETE FROM crm_sandbox.sessions WHERE expires_at < $1', [now]);
  await sql.query('INSERT INTO crm_sandbox.sessions (id_hash, user_id, expires_at) VALUES ($1, $2, $3)', [
    hashSecret(secret),
    userId,
    new Date(now.getTime() + SESSION_MS),
  ]);
  return secret;
}

export async function findSessionUser(sql: Sql, secret: string, now: Date): Promise<SandboxUser | null> {
  const { rows } = await sql.query<SandboxUser>(
    `SELECT ${userColumns('u')} FROM crm_sandbox.sessions s
     JOIN crm_sandbox.users u ON u.id = s.user_id
     WHERE s.id_hash = $1 AND s.expires_at > $2 AND u.deleted_at IS NULL`,
    [hashSecret(secret), now],
  );
  return rows[0] ?? null;
}

export async function deleteSession(sql: Sql, secret: string): Promise<void> {
  await sql.query('DELETE FROM crm_sandbox.sessions WHERE id_hash = $1', [hashSecret(secret)]);
}

export interface ReachableLocation {
  id: string;
  name: string;
  address: string;
}

/** What a user may install an app on: agency admins the agency itself and all its locations, others their own locations. */
export interface Reach {
  company: { id: string; name: string } | null;
  locations: ReachableLocation[];
}

export async function reachOf(sql: Sql, user: SandboxUser): Promise<Reach> {
  const agencyAdmin = user.type === 'agency' && user.role === 'admin';
  const company = await sql.query<{ id: string; name: string }>('SELECT id, name FROM crm_sandbox.companies WHERE id = $1', [
    user.companyId,
  ]);
  const locations = await sql.query<ReachableLocation>(
    `SELECT id, name, concat_ws(', ', address, city, state) AS address FROM crm_sandbox.locations
     WHERE company_id = $1 AND deleted_at IS NULL AND ($2 OR id = ANY($3))
     ORDER BY name, id`,
    [user.companyId, agencyAdmin, user.locationIds],
  );
  return { company: agencyAdmin ? (company.rows[0] ?? null) : null, locations: locations.rows };
}
