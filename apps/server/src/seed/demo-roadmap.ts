import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { apps, partners } from '../modules/apps/apps.tables';
import { notifications } from '../modules/notifications/notifications.tables';
import { changelogItems, changelogs, roadmapComments, roadmapItems, roadmapVotes } from '../modules/roadmap/roadmap.tables';
import { memberships, users } from '../platform/tenancy/tenancy.tables';
import {
  APP_CHANGELOG,
  APP_ITEMS,
  CHANGELOGS,
  type DemoChangelog,
  type DemoItem,
  MERGED,
  PLATFORM_ITEMS,
} from './demo-roadmap-content';

const DAY = 86_400_000;

/**
 * The demo roadmaps (see demo-roadmap-content.ts): the platform's living roadmap in all five statuses, two
 * apps' roadmaps (the first partner's top app, which the demo app creator manages, and another partner's),
 * one duplicate already merged, published changelog entries that shipped items and told their voters, and
 * a draft. Runs after the people, the catalogue and the console demo.
 */
export async function seedDemoRoadmap(db: Db, now = Date.now()): Promise<void> {
  const at = (days: number) => new Date(now + days * DAY);
  const dateOnly = (days: number) => at(days).toISOString().slice(0, 10);
  await db.transaction(async (tx) => {
    const people = new Map(
      (await tx.select({ _id: users._id, email: users.email }).from(users)).map((u) => [u.email, u._id] as const),
    );
    const personId = (email: string) => people.get(email) ?? null;
    const roadmapApps = await pickApps(tx);
    const ids = new Map<string, string>();

    const insertItems = async (items: DemoItem[], appId: string | null) => {
      for (const item of items) {
        const [row] = await tx
          .insert(roadmapItems)
          .values({
            appId,
            title: item.title,
            description: item.description,
            status: item.status,
            category: item.category,
            targetDate: item.target === null ? null : dateOnly(item.target),
            submittedById: item.submittedBy ? personId(item.submittedBy) : null,
            createdAt: at(-item.age),
            updatedAt: at(-Math.floor(item.age / 3)),
          })
          .returning({ _id: roadmapItems._id });
        ids.set(item.key, row!._id);
        const voters = [...new Set(item.voters.map(personId).filter((id): id is string => id !== null))];
        if (voters.length > 0) {
          await tx
            .insert(roadmapVotes)
            .values(voters.map((userId, i) => ({ itemId: row!._id, userId, createdAt: at(-item.age + i) })));
        }
        const comments = (item.comments ?? []).flatMap(([by, body, daysAgo]) => {
          const authorId = personId(by);
          return authorId ? [{ itemId: row!._id, authorId, body, createdAt: at(-daysAgo) }] : [];
        });
        if (comments.length > 0) await tx.insert(roadmapComments).values(comments);
      }
    };
    await insertItems(PLATFORM_ITEMS, null);
    for (const [i, app] of roadmapApps.entries()) await insertItems(APP_ITEMS[i] ?? [], app._id);

    await mergeDemoDuplicate(tx, ids.get(MERGED.duplicate)!, ids.get(MERGED.original)!, at(-8));

    const entries: [DemoChangelog, string | null][] = CHANGELOGS.map((c) => [c, null]);
    if (roadmapApps[0]) entries.push([APP_CHANGELOG, roadmapApps[0]._id]);
    const [admin] = await tx
      .select({ _id: memberships.userId })
      .from(memberships)
      .where(eq(memberships.role, 'super_admin'))
      .limit(1);
    for (const [entry, appId] of entries) {
      const publishedAt = entry.publishedDaysAgo === null ? null : at(-entry.publishedDaysAgo);
      const [row] = await tx
        .insert(changelogs)
        .values({
          appId,
          title: entry.title,
          body: entry.body,
          status: publishedAt ? 'published' : 'draft',
          publishedAt,
          createdById: admin?._id ?? null,
          createdAt: publishedAt ?? at(-2),
          updatedAt: publishedAt ?? at(-1),
        })
        .returning({ _id: changelogs._id });
      const itemIds = entry.itemKeys.map((key) => ids.get(key)!);
      await tx.insert(changelogItems).values(itemIds.map((itemId) => ({ changelogId: row!._id, itemId })));
      if (!publishedAt) continue;
      await tx
        .update(roadmapItems)
        .set({ status: 'shipped', shippedAt: publishedAt, shippedInId: row!._id })
        .where(inArray(roadmapItems._id, itemIds));
      await notifyVoters(tx, { itemIds, changelogTitle: entry.title, publishedAt, read: entry.publishedDaysAgo! > 30 });
    }
    // Shipped without an entry (the status was set by hand): stamped when it was last changed.
    await tx
      .update(roadmapItems)
      .set({ shippedAt: roadmapItems.updatedAt })
      .where(and(eq(roadmapItems.status, 'shipped'), sql`${roadmapItems.shippedAt} is null`));
    await tx.execute(sql`
      update roadmap_items i set
        vote_count = (select count(*)::int from roadmap_votes v where v.item_id = i.id),
        comment_count = (select count(*)::int from roadmap_comments c where c.item_id = i.id)`);
  });
}

/** The first partner's (the demo app creator's) most installed live app, and the most installed app of another partner. */
async function pickApps(db: Db) {
  const [first] = await db.select({ _id: partners._id }).from(partners).orderBy(asc(partners.name)).limit(1);
  if (!first) return [];
  const top = (where: ReturnType<typeof eq>) =>
    db
      .select({ _id: apps._id })
      .from(apps)
      .where(and(eq(apps.status, 'live'), where))
      .orderBy(desc(apps.installCount), asc(apps.name))
      .limit(1);
  return [...(await top(eq(apps.partnerId, first._id))), ...(await top(ne(apps.partnerId, first._id)))];
}

/** The same moves as the merge endpoint: votes without double counting, comments with their origin. */
async function mergeDemoDuplicate(db: Db, duplicate: string, original: string, when: Date) {
  await db.execute(sql`
    insert into roadmap_votes (item_id, user_id, created_at)
    select ${original}, user_id, created_at from roadmap_votes where item_id = ${duplicate}
    on conflict do nothing`);
  await db.delete(roadmapVotes).where(eq(roadmapVotes.itemId, duplicate));
  await db.update(roadmapComments).set({ itemId: original, movedFromId: duplicate }).where(eq(roadmapComments.itemId, duplicate));
  await db.update(roadmapItems).set({ mergedIntoId: original, updatedAt: when }).where(eq(roadmapItems._id, duplicate));
}

/** What publishing told the voters: older notifications already read, the latest still unread. */
async function notifyVoters(db: Db, opts: { itemIds: string[]; changelogTitle: string; publishedAt: Date; read: boolean }) {
  const voters = await db
    .select({ itemId: roadmapVotes.itemId, userId: roadmapVotes.userId, title: roadmapItems.title })
    .from(roadmapVotes)
    .innerJoin(roadmapItems, eq(roadmapItems._id, roadmapVotes.itemId))
    .where(inArray(roadmapVotes.itemId, opts.itemIds));
  if (voters.length === 0) return;
  await db.insert(notifications).values(
    voters.map((v) => ({
      userId: v.userId,
      kind: 'roadmap_shipped' as const,
      subject: v.title,
      detail: opts.changelogTitle,
      link: `/roadmap/${v.itemId}`,
      createdAt: opts.publishedAt,
      readAt: opts.read ? new Date(opts.publishedAt.getTime() + DAY) : null,
    })),
  );
}
