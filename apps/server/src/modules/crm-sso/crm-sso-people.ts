import { randomBytes } from 'node:crypto';
import type { TRole } from '@atrium/contracts/roles';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { SsoUserData } from '../../integrations/crm/sso-payload';
import { hashPassword } from '../../platform/auth/passwords';
import { AppError } from '../../platform/errors';
import { memberships, users } from '../../platform/tenancy/tenancy.tables';

/** Where the CRM user signs in: the agency, and for a location user the Atrium location of the active one. */
export interface SsoPlace {
  agencyId: string;
  locationId: string | null;
}

/** The CRM's role and view in Atrium's roles: agency admin or staff, location admin or staff. */
export function roleOf(data: SsoUserData): TRole {
  const admin = data.role.toLowerCase() === 'admin';
  if (data.type === 'agency') return admin ? 'agency_admin' : 'agency_staff';
  return admin ? 'location_admin' : 'staff';
}

const conflictingAccount = () =>
  new AppError(
    403,
    'sso_account_conflict',
    'This email already has an Atrium account outside this agency. Sign in to Atrium with it, or ask your agency for help.',
  );

/** "First Last" as the CRM shows the name; the email's local part when it has none. */
function namesOf(data: SsoUserData): { firstName: string; lastName: string } {
  const words = (data.userName ?? '').trim().split(/\s+/).filter(Boolean);
  const first = words[0] ?? data.email.split('@')[0] ?? 'CRM';
  return { firstName: first.slice(0, 80), lastName: words.slice(1).join(' ').slice(0, 80) || '-' };
}

/**
 * The Atrium person of a CRM user: by their CRM user id, else by email within the agency (and the CRM id is
 * remembered), else created with the payload's role. Someone found must belong to that agency: a CRM user id or an
 * email of another agency's account (or of a marketplace end user) is refused, never moved.
 */
export async function findOrCreateSsoUser(opts: { db: Db; data: SsoUserData; place: SsoPlace }): Promise<string> {
  const { db, data, place } = opts;
  const email = data.email.trim().toLowerCase();
  const member = (userId: string) =>
    db
      .select({ agencyId: memberships.agencyId })
      .from(memberships)
      .where(eq(memberships.userId, userId))
      .limit(1)
      .then((rows) => rows[0]?.agencyId === place.agencyId);

  const [byCrmId] = await db.select({ _id: users._id }).from(users).where(eq(users.crmUserId, data.userId)).limit(1);
  if (byCrmId) {
    if (!(await member(byCrmId._id))) throw conflictingAccount();
    return byCrmId._id;
  }
  const [byEmail] = await db
    .select({ _id: users._id, crmUserId: users.crmUserId })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (byEmail) {
    // Linked to another CRM user already: the same email at two CRM users is not ours to merge.
    if (!(await member(byEmail._id)) || byEmail.crmUserId) throw conflictingAccount();
    await db
      .update(users)
      .set({ crmUserId: data.userId })
      .where(and(eq(users._id, byEmail._id), sql`${users.crmUserId} is null`));
    return byEmail._id;
  }
  // Signs in only through the CRM (or after "Forgot password?"): the password is random and never shown.
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({ email, passwordHash, ...namesOf(data), crmUserId: data.userId })
      .onConflictDoNothing()
      .returning({ _id: users._id });
    // Two first sign-ins of one person at once: the other one created them.
    if (!row) throw new AppError(409, 'conflict', 'You were just signed up from another tab: try again.');
    const role = roleOf(data);
    await tx.insert(memberships).values({
      userId: row._id,
      role,
      agencyId: place.agencyId,
      locationId: role === 'location_admin' || role === 'staff' ? place.locationId : null,
    });
    return row._id;
  });
}
