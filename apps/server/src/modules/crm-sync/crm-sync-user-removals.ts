import type { TRole } from '@atrium/contracts/roles';
import { and, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { revokeUserSessions } from '../../platform/auth/sessions';
import { memberships, users } from '../../platform/tenancy/tenancy.tables';
import type { SyncContext } from './crm-sync-context';

/** The roles the sync gives and may change; any other (super admin, app creator, business...) it never touches. */
export const SYNC_ROLES: ReadonlySet<TRole> = new Set(['agency_admin', 'agency_staff', 'location_admin', 'staff']);

/** `GET /users/search?ids=` takes a comma-separated list of up to 2,100 characters: 50 CRM ids fit. */
const IDS_PER_SEARCH = 50;

/** The agency's people the sync linked to a CRM user, with a role it manages: the only ones it may take away. */
async function syncedPeople(ctx: SyncContext, crmUserIds?: string[]) {
  return ctx.deps.db
    .select({
      userId: users._id,
      crmUserId: users.crmUserId,
      name: sql<string>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.email})`,
      role: memberships.role,
    })
    .from(users)
    .innerJoin(memberships, eq(memberships.userId, users._id))
    .where(
      and(
        eq(memberships.agencyId, ctx.agencyId),
        inArray(memberships.role, [...SYNC_ROLES]),
        crmUserIds ? inArray(users.crmUserId, crmUserIds) : isNotNull(users.crmUserId),
      ),
    );
}

type Person = Awaited<ReturnType<typeof syncedPeople>>[number];

/**
 * Takes away the access of people the CRM no longer has: their membership goes and their sessions are revoked (open
 * sockets close on the realtime sweep), while the account and everything they wrote stay. The agency's last agency
 * admin is never removed (the item fails with the reason). Logged as archived users.
 */
async function archivePeople(ctx: SyncContext, people: Person[]) {
  const { db } = ctx.deps;
  for (const person of people) {
    const removed = await db.transaction(async (tx) => {
      // One agency's removals one at a time: two at once could each leave the other as the last admin.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`agency-admins:${ctx.agencyId}`}, 0))`);
      if (person.role === 'agency_admin') {
        const [others] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(memberships)
          .where(
            and(
              eq(memberships.agencyId, ctx.agencyId),
              eq(memberships.role, 'agency_admin'),
              isNull(memberships.locationId),
              ne(memberships.userId, person.userId),
            ),
          );
        if (!others?.n) return 'last-admin' as const;
      }
      const gone = await tx
        .delete(memberships)
        .where(and(eq(memberships.userId, person.userId), eq(memberships.agencyId, ctx.agencyId)))
        .returning({ _id: memberships._id });
      if (gone.length > 0) await revokeUserSessions({ db: tx, userId: person.userId });
      return gone.length > 0 ? ('removed' as const) : ('already' as const);
    });
    const item = { kind: 'user' as const, crmId: person.crmUserId!, name: person.name };
    if (removed === 'removed') await ctx.log.record({ ...item, action: 'archived' });
    else if (removed === 'last-admin')
      await ctx.log.record({
        ...item,
        action: 'failed',
        error: 'Deleted in the CRM, but the agency’s last agency admin in Atrium: make someone else an agency admin first',
      });
  }
}

/** One CRM user the CRM says is gone (UserDelete, or not found when read again). */
export async function archiveCrmUser(ctx: SyncContext, crmUserId: string) {
  await archivePeople(ctx, await syncedPeople(ctx, [crmUserId]));
}

/**
 * After a full read of the company's users: the agency's synced people whose CRM user was not in it. Paging by
 * `skip` can miss a user when others are deleted meanwhile, so each is asked for again by id, and only those the CRM
 * does not return (or returns deleted) lose their access.
 */
export async function archiveMissingCrmUsers(ctx: SyncContext, seen: ReadonlySet<string>) {
  const missing = (await syncedPeople(ctx)).filter((p) => !seen.has(p.crmUserId!));
  for (let i = 0; i < missing.length; i += IDS_PER_SEARCH) {
    const batch = missing.slice(i, i + IDS_PER_SEARCH);
    const answer = await ctx.crm.client.searchUsers({
      accessToken: await ctx.crm.agencyToken(),
      companyId: ctx.crm.companyId,
      ids: batch.map((p) => p.crmUserId!),
      limit: IDS_PER_SEARCH,
    });
    const alive = new Set(answer.users.filter((u) => !u.deleted).map((u) => u.id));
    await archivePeople(
      ctx,
      batch.filter((p) => !alive.has(p.crmUserId!)),
    );
  }
}
