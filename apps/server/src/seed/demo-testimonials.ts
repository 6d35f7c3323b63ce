import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { testimonials } from '../modules/education/testimonials.tables';
import { agencies } from '../platform/tenancy/tenancy.tables';

type Demo = typeof testimonials.$inferInsert;
const quote = (text: string) => `<p>${text}</p>`;

/** Ten platform testimonials (words and videos, four and five stars and one three) and two of an agency's own. */
const PLATFORM: Demo[] = [
  {
    kind: 'text',
    personName: 'Rachel Kim',
    personTitle: 'Founder',
    company: 'Brightside Marketing',
    rating: 5,
    body: quote('We moved forty sub-accounts in a weekend. The install-for-all-locations button alone saved us days.'),
  },
  {
    kind: 'video',
    personName: 'Marcus Lee',
    personTitle: 'Agency owner',
    company: 'Lee & Partners',
    rating: 5,
    videoId: 'M7lc1UVf-VE',
    body: quote('Marcus shows how his team onboards a new dental client in under an hour.'),
  },
  {
    kind: 'text',
    personName: 'Priya Natarajan',
    personTitle: 'Operations lead',
    company: 'Northstar Growth',
    rating: 5,
    body: quote('The checklists keep every new hire on the same page. Our ramp-up time halved.'),
  },
  {
    kind: 'text',
    personName: 'Tom Becker',
    personTitle: 'CEO',
    company: 'Becker Digital',
    rating: 4,
    body: quote('Finding the right app used to take an afternoon. Now it takes a search and two clicks.'),
  },
  {
    kind: 'video',
    personName: 'Sara Lindqvist',
    personTitle: 'Head of client success',
    company: 'Fjord Agency',
    rating: 5,
    videoId: 'dQw4w9WgXcQ',
    body: quote('How Fjord uses snapshots to launch new locations the same day.'),
  },
  {
    kind: 'text',
    personName: 'Diego Alvarez',
    personTitle: 'Co-founder',
    company: 'Sol Media',
    rating: 4,
    body: quote('Support answered our ticket in twenty minutes, on a Sunday.'),
  },
  {
    kind: 'text',
    personName: 'Hannah Okafor',
    personTitle: 'Marketing director',
    company: 'Okafor Health',
    rating: 5,
    body: quote('Our staff actually finish the onboarding now. The leaderboard made it a game.'),
  },
  {
    kind: 'text',
    personName: 'Luca Romano',
    personTitle: 'Agency owner',
    company: 'Romano Studio',
    rating: 3,
    body: quote('Great marketplace. I would love more payment providers for Italy.'),
  },
  {
    kind: 'video',
    personName: 'Aiko Tanaka',
    personTitle: 'Consultant',
    company: 'Tanaka Consulting',
    rating: 4,
    videoId: 'jNQXAC9IVRw',
    body: quote('A five-minute tour of the apps Aiko installs for every client.'),
  },
  {
    kind: 'text',
    personName: 'Ben Carter',
    personTitle: 'Sales lead',
    company: 'Carter Roofing',
    rating: 5,
    body: quote('Missed-call text back paid for itself in the first week.'),
  },
];

const SUMMIT: Demo[] = [
  {
    kind: 'text',
    personName: 'Dr. Emily Hart',
    personTitle: 'Owner',
    company: 'Summit Dental Downtown',
    rating: 5,
    body: quote('Summit set up our booking and reminders; no-shows dropped by a third.'),
  },
  {
    kind: 'text',
    personName: 'James Park',
    personTitle: 'Broker',
    company: 'Summit Realty North',
    rating: 4,
    body: quote('Leads land in the pipeline before I finish my coffee.'),
  },
];

export async function seedDemoTestimonials(db: Db): Promise<void> {
  await db.insert(testimonials).values(PLATFORM.map((t, position) => ({ ...t, position })));
  const [summit] = await db.select().from(agencies).where(eq(agencies.email, 'hello@summitgrowth.test'));
  if (summit) await db.insert(testimonials).values(SUMMIT.map((t, position) => ({ ...t, position, agencyId: summit._id })));
}
