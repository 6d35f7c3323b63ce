import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { checklistItems } from '../modules/education/checklists.tables';
import { onboardingSteps } from '../modules/education/onboarding.tables';
import { competitions, playerProfiles } from '../modules/education/players.tables';
import { contentProgress } from '../platform/resources/content-progress.tables';
import { agencies, memberships, users } from '../platform/tenancy/tenancy.tables';

const DAY = 86_400_000;

/**
 * Points for the demo people: completed checklist items and onboarding steps spread over the last forty days
 * (so 7 days, 30 days and all time rank differently), titles, one person who opted out of leaderboards, and a
 * competition for each agency over the last two weeks.
 */
const PLAYS: { email: string; checklist: number; onboarding: number; title?: string; optOut?: boolean }[] = [
  { email: 'olivia@summitgrowth.test', checklist: 9, onboarding: 5, title: 'Founder' },
  { email: 'noah@summitgrowth.test', checklist: 14, onboarding: 3, title: 'Account manager', optOut: true },
  { email: 'emma@summitdental.test', checklist: 6, onboarding: 4, title: 'Practice manager' },
  { email: 'liam@summitdental.test', checklist: 3, onboarding: 1, title: 'Front desk' },
  { email: 'ava@summitrealty.test', checklist: 11, onboarding: 5, title: 'Broker' },
  { email: 'mia@harbordigital.test', checklist: 8, onboarding: 5, title: 'Owner' },
  { email: 'lucas@harborfitness.test', checklist: 5, onboarding: 2, title: 'Studio lead' },
  { email: 'sofia@harborhome.test', checklist: 2, onboarding: 0 },
];

export async function seedDemoPlayers(db: Db, now = Date.now()): Promise<void> {
  const items = await db.select({ _id: checklistItems._id }).from(checklistItems).orderBy(asc(checklistItems._id));
  const steps = await db.select({ _id: onboardingSteps._id }).from(onboardingSteps).orderBy(asc(onboardingSteps._id));
  const people = await db
    .select({ _id: users._id, email: users.email, locationId: memberships.locationId })
    .from(users)
    .innerJoin(memberships, eq(memberships.userId, users._id))
    .where(
      inArray(
        users.email,
        PLAYS.map((p) => p.email),
      ),
    );
  for (const [n, play] of PLAYS.entries()) {
    const person = people.find((p) => p.email === play.email);
    if (!person) continue;
    // Day offsets spread deterministically over forty days, different for each person.
    const when = (i: number) => new Date(now - (((i * 7 + n * 5) % 40) + 0.5) * DAY);
    const rows = [
      ...items.slice(0, play.checklist).map((item, i) => ({ resource: 'checklist-step', itemId: item._id, at: when(i) })),
      ...steps.slice(0, play.onboarding).map((step, i) => ({ resource: 'onboarding-step', itemId: step._id, at: when(i + 3) })),
    ];
    if (rows.length > 0) {
      await db.insert(contentProgress).values(
        rows.map((r) => ({
          resource: r.resource,
          itemId: r.itemId,
          userId: person._id,
          locationId: person.locationId,
          status: 'completed' as const,
          percent: 100,
          completedAt: r.at,
        })),
      );
    }
    if (play.title || play.optOut)
      await db
        .insert(playerProfiles)
        .values({ userId: person._id, title: play.title ?? null, leaderboardOptOut: play.optOut ?? false });
  }
  for (const agency of await db.select({ _id: agencies._id, name: agencies.name }).from(agencies)) {
    await db.insert(competitions).values({
      agencyId: agency._id,
      name: 'Fall learning sprint',
      description: `<p>Who at ${agency.name} finishes the most checklists and onboarding in two weeks?</p>`,
      startsAt: new Date(now - 14 * DAY),
      endsAt: new Date(now + 7 * DAY),
    });
  }
}
