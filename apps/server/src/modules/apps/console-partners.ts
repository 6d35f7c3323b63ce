import { randomBytes } from 'node:crypto';
import { eq, like, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../platform/errors';
import { isSuperAdmin, type UserActor } from '../../platform/tenancy/actor';
import { users } from '../../platform/tenancy/tenancy.tables';
import { partnerMembers, partners } from './apps.tables';
import { creatorPartnerIds } from './console-access';

const slugify = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);

/**
 * Which partner publishes a new app (call inside a transaction). The super admin names one; a creator
 * uses theirs (naming it when they have several), and a creator without a partner gets one on the fly,
 * named after them, with a free slug.
 */
export async function partnerForNewApp(opts: { db: Db; actor: UserActor; partnerId: string | undefined }): Promise<string> {
  const { db, actor, partnerId } = opts;
  if (isSuperAdmin(actor)) {
    if (!partnerId) {
      throw badRequest('Choose the partner that publishes this app', [{ path: ['partnerId'], message: 'Choose a partner' }]);
    }
    const [partner] = await db.select({ _id: partners._id }).from(partners).where(eq(partners._id, partnerId)).limit(1);
    if (!partner) throw notFound('Partner');
    return partner._id;
  }
  // One creator's first two apps, created at once, must not make two partners.
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`partner-of:${actor.userId}`}, 0))`);
  const mine = await creatorPartnerIds(db, actor.userId);
  if (partnerId) {
    if (!mine.includes(partnerId)) throw notFound('Partner');
    return partnerId;
  }
  if (mine.length > 1) {
    throw badRequest('You publish as several partners: choose one', [{ path: ['partnerId'], message: 'Choose a partner' }]);
  }
  return mine[0] ?? createPartnerFor(db, actor.userId);
}

async function createPartnerFor(db: Db, userId: string): Promise<string> {
  const [user] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users._id, userId));
  const name = `${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim() || 'My apps';
  const base = slugify(name) || 'partner';
  const taken = new Set(
    (
      await db
        .select({ slug: partners.slug })
        .from(partners)
        .where(or(eq(partners.slug, base), like(partners.slug, `${base}-%`)))
    ).map((r) => r.slug),
  );
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  for (let attempt = 0; ; attempt++) {
    const [partner] = await db
      .insert(partners)
      .values({ slug, name, tagline: `Apps by ${name}`, description: '' })
      .onConflictDoNothing({ target: partners.slug })
      .returning({ _id: partners._id });
    if (partner) {
      await db.insert(partnerMembers).values({ partnerId: partner._id, userId });
      return partner._id;
    }
    // Someone else took the slug meanwhile: a random suffix cannot collide in practice.
    if (attempt >= 3) throw new Error('could not find a free partner slug');
    slug = `${base}-${randomBytes(3).toString('hex')}`;
  }
}
