import type { TRole } from '@atrium/contracts/roles';
import { eq, inArray, or, sql } from 'drizzle-orm';
import type { CrmUser } from '../../integrations/crm/crm-schemas';
import { memberships, users } from '../../platform/tenancy/tenancy.tables';
import type { SyncContext } from './crm-sync-context';
import { eachLimit } from './crm-sync-crm';
import type { SyncedLocation } from './crm-sync-locations';
import { archiveMissingCrmUsers, SYNC_ROLES } from './crm-sync-user-removals';

/** `GET /users/search` pages of this many (the CRM's documented maximum is 100). */
const USER_PAGE = 100;
const USER_LANES = 3;

/**
 * Not a password hash: no password matches it (verifyPassword answers false), so a person the sync creates signs in
 * from inside the CRM, or sets a password through "forgot password".
 */
export const NO_PASSWORD = '!crm-sync';

/**
 * Reads the company's users a page at a time and applies each page; the CRM has no "changed since" filter. The first
 * page says how many there are, and the others are read a few at a time.
 */
export async function syncCrmUsers(ctx: SyncContext, live: Map<string, SyncedLocation>) {
  const seen = new Set<string>();
  const page = async (skip: number) => {
    const answer = await ctx.crm.client.searchUsers({
      accessToken: await ctx.crm.agencyToken(),
      companyId: ctx.crm.companyId,
      skip,
      limit: USER_PAGE,
    });
    for (const user of answer.users) if (!user.deleted) seen.add(user.id);
    await applyCrmUsers(ctx, answer.users, live);
    return answer.count;
  };
  const total = await page(0);
  ctx.progress.add('users', 'total', total);
  const skips = Array.from({ length: Math.max(0, Math.ceil(total / USER_PAGE) - 1) }, (_, i) => (i + 1) * USER_PAGE);
  await eachLimit(skips, USER_LANES, async (skip) => {
    await page(skip);
  });
  // Every page was read (a failed page fails the run before this): whoever is missing was deleted in the CRM.
  await archiveMissingCrmUsers(ctx, seen);
}

type Membership = { role: TRole; locationId: string | null };

/** The membership the CRM's roles mean: agency admin or staff, or admin or staff of the user's first known location. */
function membershipOf(user: CrmUser, live: Map<string, SyncedLocation>): Membership | string {
  const isAdmin = user.roles?.role === 'admin';
  if (user.roles?.type !== 'account') return { role: isAdmin ? 'agency_admin' : 'agency_staff', locationId: null };
  const location = (user.roles.locationIds ?? []).map((id) => live.get(id)).find(Boolean);
  if (!location) return 'None of the user’s CRM locations is synced to Atrium';
  return { role: isAdmin ? 'location_admin' : 'staff', locationId: location.locationId };
}

function namesOf(user: CrmUser) {
  const [first = '', ...rest] = (user.name ?? '').trim().split(/\s+/);
  return {
    firstName: (user.firstName ?? first).trim().slice(0, 100),
    lastName: (user.lastName ?? rest.join(' ')).trim().slice(0, 100),
  };
}

const displayName = (user: CrmUser) => user.name?.trim() || `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() || user.email;

/**
 * Upserts one page of CRM users by CRM id. On first sight a user is matched to an Atrium user by email, but only one of
 * this agency (or with no membership yet): a person of another agency, or with a role the sync does not manage, is
 * never taken over, and the item fails with the reason. Unchanged users are not written.
 */
export async function applyCrmUsers(ctx: SyncContext, page: CrmUser[], live: Map<string, SyncedLocation>) {
  const { db } = ctx.deps;
  const wanted = page.filter((u) => !u.deleted && u.email.trim());
  ctx.progress.add('users', 'done', page.length - wanted.length);
  if (wanted.length === 0) return;
  const emails = wanted.map((u) => u.email.trim().toLowerCase());
  const found = await db
    .select({
      _id: users._id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      crmUserId: users.crmUserId,
      role: memberships.role,
      agencyId: memberships.agencyId,
      locationId: memberships.locationId,
    })
    .from(users)
    .leftJoin(memberships, eq(memberships.userId, users._id))
    .where(
      or(
        inArray(
          users.crmUserId,
          wanted.map((u) => u.id),
        ),
        inArray(sql`lower(${users.email})`, emails),
      ),
    );
  const byCrmId = new Map(found.filter((f) => f.crmUserId).map((f) => [f.crmUserId!, f]));
  const byEmail = new Map(found.map((f) => [f.email.toLowerCase(), f]));

  const toCreate: { user: CrmUser; email: string; membership: Membership }[] = [];
  for (const user of wanted) {
    const email = user.email.trim().toLowerCase();
    const fail = (error: string) =>
      ctx.log.record({ kind: 'user', crmId: user.id, name: displayName(user), action: 'failed', error });
    const membership = membershipOf(user, live);
    const match = byCrmId.get(user.id) ?? byEmail.get(email);
    if (!match) {
      if (typeof membership !== 'string') toCreate.push({ user, email, membership });
      else {
        ctx.progress.add('users', 'done');
        await fail(membership);
      }
      continue;
    }
    ctx.progress.add('users', 'done');
    if (match.crmUserId && match.crmUserId !== user.id) {
      await fail('The email belongs to the Atrium account of another CRM user');
      continue;
    }
    const ours = match.role === null || (match.agencyId === ctx.agencyId && SYNC_ROLES.has(match.role));
    if (!ours) {
      await fail('The email belongs to an Atrium account outside this agency: it was left alone');
      continue;
    }
    if (typeof membership === 'string') {
      await fail(membership);
      continue;
    }
    const names = namesOf(user);
    const userChanged =
      match.crmUserId !== user.id ||
      match.email !== email ||
      match.firstName !== names.firstName ||
      match.lastName !== names.lastName;
    const membershipChanged = match.role !== membership.role || match.locationId !== membership.locationId;
    if (!userChanged && !membershipChanged) continue;
    try {
      await db.transaction(async (tx) => {
        if (userChanged)
          await tx
            .update(users)
            .set({ ...names, email, crmUserId: user.id })
            .where(eq(users._id, match._id));
        if (membershipChanged) {
          await tx
            .insert(memberships)
            .values({ userId: match._id, agencyId: ctx.agencyId, ...membership })
            .onConflictDoUpdate({ target: memberships.userId, set: { agencyId: ctx.agencyId, ...membership } });
        }
      });
      await ctx.log.record({ kind: 'user', crmId: user.id, name: displayName(user), action: 'updated' });
    } catch {
      // The new email is another Atrium account's (the unique index said so).
      await fail('The CRM’s email for this user is already another Atrium account’s');
    }
  }

  if (toCreate.length === 0) return;
  const created = await db
    .insert(users)
    .values(toCreate.map(({ user, email }) => ({ ...namesOf(user), email, crmUserId: user.id, passwordHash: NO_PASSWORD })))
    .onConflictDoNothing()
    .returning({ _id: users._id, crmUserId: users.crmUserId });
  const idOf = new Map(created.map((c) => [c.crmUserId!, c._id]));
  const rows = toCreate.filter((c) => idOf.has(c.user.id));
  if (rows.length > 0) {
    await db
      .insert(memberships)
      .values(rows.map((c) => ({ userId: idOf.get(c.user.id)!, agencyId: ctx.agencyId, ...c.membership })))
      .onConflictDoNothing();
  }
  for (const { user } of toCreate) {
    const name = displayName(user);
    if (idOf.has(user.id)) await ctx.log.record({ kind: 'user', crmId: user.id, name, action: 'created' });
    // Created elsewhere between the read and this insert (a sign-in from the CRM): the next run links it.
    else
      await ctx.log.record({
        kind: 'user',
        crmId: user.id,
        name,
        action: 'failed',
        error: 'The account was being created elsewhere at the same time',
      });
  }
  ctx.progress.add('users', 'done', toCreate.length);
}
