import type { Db } from '../db/client';
import { banners, bannersConfig, newsPosts } from '../modules/education/education-home.tables';

/** Three banners, the platform's rotation, and five news posts (one pinned) for the education home. */
export async function seedDemoEducationHome(db: Db, now = Date.now()): Promise<void> {
  const day = 86_400_000;
  await db.insert(bannersConfig).values({ agencyId: null, rotationSeconds: 8, showOnEducationHome: true });
  await db.insert(banners).values([
    {
      title: 'New: checklists for your whole team',
      body: '<p>Turn your onboarding into checklists your staff actually finish.</p>',
      linkUrl: 'https://atrium.example/checklist',
      linkLabel: 'Open checklists',
      position: 0,
    },
    {
      title: 'Snapshots masterclass this week',
      body: '<p>Build, version and sell a snapshot, live with Marcus Lee.</p>',
      linkUrl: 'https://atrium.example/zoom_call',
      linkLabel: 'Save your seat',
      startsAt: new Date(now - day),
      endsAt: new Date(now + 6 * day),
      position: 1,
    },
    {
      title: 'Climb the leaderboard',
      body: '<p>Complete onboarding and quizzes to earn points.</p>',
      linkUrl: 'https://atrium.example/players',
      linkLabel: 'See the rankings',
      position: 2,
    },
  ]);
  const posts = [
    [
      'Checklists are here',
      '<p>Every checklist keeps your progress per location, and you can reset one to start again.</p>',
      true,
    ],
    ['Ten new apps this month', '<p>Scheduling, reputation and AI receptionists lead the list.</p>', false],
    ['Office hours move to Wednesdays', '<p>Same time, new day, from next week.</p>', false],
    ['Arabic and Greek are complete', '<p>Atrium now speaks sixteen languages, right to left included.</p>', false],
    ['How Fjord launches a location in a day', '<p>A case study with their snapshot setup.</p>', false],
  ] as const;
  for (const [title, body, pinned] of posts) await db.insert(newsPosts).values({ title, body, pinned });
}
