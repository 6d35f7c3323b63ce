import type { CRM_IMPORT_USER_ROLES } from '@atrium/contracts/crm-imports';
import type { TRole } from '@atrium/contracts/roles';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { locations, memberships, users } from '../../platform/tenancy/tenancy.tables';
import type { CrmPersonInput } from './crm-users';
import { CrmWriteError } from './crm-writer';
import {
  type CheckContext,
  cell,
  chunks,
  duplicateFilter,
  failedRows,
  type ImportKind,
  isUniqueViolation,
  type MappedRow,
  type RowIssue,
  type RowOutcome,
  readRows,
} from './import-kind';

type ImportRole = (typeof CRM_IMPORT_USER_ROLES)[number];
const LOCATION_ROLES: readonly ImportRole[] = ['location_admin', 'staff'];
const ROLE_WORDS: Record<string, ImportRole> = {
  agencyadmin: 'agency_admin',
  agencystaff: 'agency_staff',
  locationadmin: 'location_admin',
  staff: 'staff',
  staffmember: 'staff',
  locationstaff: 'staff',
};
/** Imported people cannot sign in until they choose a password through their invitation (no hash ever matches it). */
const NO_PASSWORD = '!invited';
const zEmail = z.email();

interface Person {
  email: string;
  firstName: string;
  lastName: string;
  role: ImportRole;
  locationId: string | null;
  /** The location's CRM id, where it has one (a location role in the CRM needs it). */
  crmLocationId: string | null;
  /** The row names a role or a location: an existing person is moved only then (an empty cell keeps their place). */
  placed: boolean;
}

type Place = { _id: string; name: string; crmLocationId: string | null };

/** The agency's locations by name, case aside; a name two locations share is ambiguous. */
async function locationsByName(db: DbOrTx, agencyId: string) {
  const rows = await db
    .select({ _id: locations._id, name: locations.name, crmLocationId: locations.crmLocationId })
    .from(locations)
    .where(eq(locations.agencyId, agencyId));
  const byName = new Map<string, Place | 'ambiguous'>();
  for (const row of rows) {
    const key = row.name.trim().toLowerCase();
    byName.set(key, byName.has(key) ? 'ambiguous' : row);
  }
  return byName;
}

/** A row as a person, or its issues. */
function readPerson(row: MappedRow, byName: Map<string, Place | 'ambiguous'>): Person | RowIssue[] {
  const issues: RowIssue[] = [];
  const issue = (field: RowIssue['field'], message: string) => issues.push({ line: row.line, field, message });
  const email = cell(row, 'email')?.toLowerCase();
  if (!email) issue('email', 'Email is required');
  else if (email.length > 254 || !zEmail.safeParse(email).success) issue('email', 'Enter a valid email address');
  const full = cell(row, 'fullName');
  const firstName = cell(row, 'firstName') ?? full?.split(/\s+/)[0];
  const lastName = cell(row, 'lastName') ?? (cell(row, 'firstName') ? undefined : full?.split(/\s+/).slice(1).join(' '));
  if (!firstName)
    issue(cell(row, 'firstName') === undefined && full === undefined ? 'firstName' : 'fullName', 'First name is required');
  else if (firstName.length > 100) issue('firstName', 'First name has at most 100 characters');
  if ((lastName ?? '').length > 100) issue('lastName', 'Last name has at most 100 characters');

  const locationName = cell(row, 'location');
  let place: Place | null = null;
  if (locationName) {
    const found = byName.get(locationName.toLowerCase());
    if (!found) issue('location', `No location named “${locationName}” in your agency`);
    else if (found === 'ambiguous') issue('location', `Several locations are named “${locationName}”: rename one first`);
    else place = found;
  }
  const roleText = cell(row, 'role');
  const role = roleText ? ROLE_WORDS[roleText.toLowerCase().replace(/[^a-z]/g, '')] : locationName ? 'staff' : 'agency_staff';
  if (!role) issue('role', 'Role is one of: agency admin, agency staff, location admin, staff');
  else if (LOCATION_ROLES.includes(role) && !locationName) issue('location', 'A location role needs a location');
  else if (!LOCATION_ROLES.includes(role) && locationName) issue('location', 'An agency role takes no location: leave it empty');
  if (issues.length > 0 || !email || !firstName || !role) return issues;
  return {
    email,
    firstName,
    lastName: lastName ?? '',
    role,
    locationId: place?._id ?? null,
    crmLocationId: place?.crmLocationId ?? null,
    placed: Boolean(roleText || locationName),
  };
}

/** The accounts behind these emails, with where they belong. */
async function accountsByEmail(db: DbOrTx, emails: string[]) {
  const found = new Map<string, { userId: string; agencyId: string | null; role: TRole | null; locationId: string | null }>();
  for (const batch of chunks(emails, 1000)) {
    const rows = await db
      .select({
        email: users.email,
        userId: users._id,
        agencyId: memberships.agencyId,
        role: memberships.role,
        locationId: memberships.locationId,
        firstName: users.firstName,
      })
      .from(users)
      // An account without a membership (the platform's own) is no one of the agency's either.
      .leftJoin(memberships, eq(memberships.userId, users._id))
      .where(inArray(users.email, batch));
    for (const r of rows) found.set(r.email, r);
  }
  return found;
}

/** Why an existing account cannot be imported, if it cannot. */
function refusal(ctx: CheckContext, account: { userId: string; agencyId: string | null } | undefined): string | null {
  if (!account) return null;
  if (account.agencyId !== ctx.agencyId) return 'This email belongs to an account outside your agency';
  if (account.userId === ctx.actor.userId) return 'This is your own account: change it on your profile';
  return null;
}

export const userImport: ImportKind = {
  batchSize: 50,

  async checker(ctx) {
    const byName = await locationsByName(ctx.db, ctx.agencyId);
    const firstOnly = duplicateFilter<{ row: MappedRow; item: Person }>((r) => r.item.email, 'email');
    return async (rows) => {
      const issues: RowIssue[] = [];
      const unique = firstOnly(
        readRows(rows, (row) => readPerson(row, byName), issues),
        issues,
      );
      const accounts = await accountsByEmail(ctx.db, [...new Set(unique.map((r) => r.item.email))]);
      const good = unique.filter(({ row, item }) => {
        const why = refusal(ctx, accounts.get(item.email));
        if (why) issues.push({ line: row.line, field: 'email', message: why });
        return !why;
      });
      return { good: good.map((r) => r.row), issues };
    };
  },

  async write(ctx, rows) {
    const issues: RowIssue[] = [];
    const byName = await locationsByName(ctx.db, ctx.agencyId);
    const outcomes: RowOutcome[] = [];
    for (const { row, item } of readRows(rows, (r) => readPerson(r, byName), issues)) {
      try {
        outcomes.push({ line: row.line, ...(await writePerson(ctx, item)) });
      } catch (error) {
        if (error instanceof CrmWriteError && !error.stopsAll) {
          outcomes.push({ line: row.line, error: error.message });
          continue;
        }
        if (!isUniqueViolation(error)) throw error;
        outcomes.push({ line: row.line, error: 'An account with this email was created meanwhile: import the file again' });
      }
    }
    return [...outcomes, ...failedRows(issues)];
  },
};

/** The CRM's user type and role for an Atrium role; a location role works in the location's CRM location. */
function crmPerson(person: Person): CrmPersonInput {
  const agencyWide = !LOCATION_ROLES.includes(person.role);
  if (!agencyWide && !person.crmLocationId) {
    throw new CrmWriteError(
      409,
      'crm_location_not_linked',
      'The location is not linked to a CRM location yet: sync the CRM first',
    );
  }
  return {
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    type: agencyWide ? 'agency' : 'account',
    role: person.role === 'agency_admin' || person.role === 'location_admin' ? 'admin' : 'user',
    locationIds: agencyWide ? [] : [person.crmLocationId!],
  };
}

/**
 * The account the sync made meanwhile for the CRM user this row just created (the CRM's UserCreate webhook can beat
 * the row's own insert): it is this row's person, in this agency with that CRM id, so the row counts it as created.
 */
async function madeBySync(ctx: CheckContext, email: string, crmUserId: string): Promise<string | null> {
  const [made] = await ctx.db
    .select({ _id: users._id })
    .from(users)
    .innerJoin(memberships, eq(memberships.userId, users._id))
    .where(and(eq(users.email, email), eq(users.crmUserId, crmUserId), eq(memberships.agencyId, ctx.agencyId)));
  return made?._id ?? null;
}

async function writePerson(
  ctx: Parameters<ImportKind['write']>[0],
  person: Person,
): Promise<{ outcome: 'created' | 'updated' | 'unchanged' } | { error: string }> {
  const account = (await accountsByEmail(ctx.db, [person.email])).get(person.email);
  const why = refusal(ctx, account);
  if (why) return { error: why };
  if (!account) {
    // In the CRM first (as locations are), so a refusal leaves nothing behind; its id lets the sync match the person.
    const crmUserId = ctx.createUserInCrm ? await ctx.createUserInCrm(crmPerson(person)) : null;
    const insert = ctx.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email: person.email,
          passwordHash: NO_PASSWORD,
          firstName: person.firstName,
          lastName: person.lastName,
          crmUserId,
        })
        .returning({ _id: users._id });
      await tx
        .insert(memberships)
        .values({ userId: user!._id, role: person.role, agencyId: ctx.agencyId, locationId: person.locationId });
      return user!._id;
    });
    const userId = await insert.catch(async (error: unknown) => {
      const made = crmUserId && isUniqueViolation(error) ? await madeBySync(ctx, person.email, crmUserId) : null;
      if (!made) throw error;
      return made;
    });
    await ctx.invite(userId);
    return { outcome: 'created' };
  }
  const changed = await ctx.db.transaction(async (tx) => {
    const named = await tx
      .update(users)
      .set({ firstName: person.firstName, lastName: person.lastName })
      .where(
        sql`${users._id} = ${account.userId} and (${users.firstName}, ${users.lastName}) is distinct from (${person.firstName}, ${person.lastName})`,
      )
      .returning({ _id: users._id });
    if (!person.placed) return named.length > 0;
    const placed = await tx
      .update(memberships)
      .set({ role: person.role, locationId: person.locationId })
      .where(
        sql`${memberships.userId} = ${account.userId} and ${memberships.agencyId} = ${ctx.agencyId}
          and (${memberships.role}::text, ${memberships.locationId}) is distinct from (${person.role}::text, ${person.locationId}::uuid)`,
      )
      .returning({ _id: memberships._id });
    return named.length + placed.length > 0;
  });
  return { outcome: changed ? 'updated' : 'unchanged' };
}
