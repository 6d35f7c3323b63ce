import type { Db } from '../db/client';
import { onboardingCategories, onboardingLists, onboardingSteps } from '../modules/education/onboarding.tables';

type Step = { title: string; details: string; videoId?: string; linkUrl?: string };
type Demo = { category: string; title: string; description: string; steps: Step[] };
const p = (text: string) => `<p>${text}</p>`;

/** Three onboarding lists in two categories; most steps have a video, some a link. */
const LISTS: Demo[] = [
  {
    category: 'Agency onboarding',
    title: 'Welcome to Atrium',
    description: p('Your first week, one step at a time.'),
    steps: [
      { title: 'Watch the product tour', details: p('Five minutes around Atrium.'), videoId: 'dQw4w9WgXcQ' },
      {
        title: 'Complete your agency profile',
        details: p('Logo, description and support email.'),
        linkUrl: 'https://atrium.example/help/profile',
      },
      {
        title: 'Approve apps for your locations',
        details: p('Choose what locations may install themselves.'),
        videoId: 'M7lc1UVf-VE',
      },
      { title: 'Add your first location', details: p('Apps set to install everywhere come with it.'), videoId: 'jNQXAC9IVRw' },
      { title: 'Book your onboarding call', details: p('Pick a time that suits you.'), linkUrl: 'https://atrium.example/book' },
    ],
  },
  {
    category: 'Agency onboarding',
    title: 'Selling with snapshots',
    description: p('Package your best setup and sell it.'),
    steps: [
      { title: 'What a snapshot contains', details: p('Funnels, workflows and fields.'), videoId: 'aqz-KE-bpKQ' },
      { title: 'Build your first snapshot', details: p('Start from a location you are proud of.'), videoId: 'ScMzIvxBSi4' },
      { title: 'Price it in your store', details: p('One-off or subscription.'), linkUrl: 'https://atrium.example/help/store' },
    ],
  },
  {
    category: 'Location onboarding',
    title: 'Get your business online',
    description: p('For every new location: from zero to first booking.'),
    steps: [
      { title: 'Connect your phone number', details: p('Calls and texts in one inbox.'), videoId: 'M7lc1UVf-VE' },
      {
        title: 'Import your contacts',
        details: p('A CSV from your old system works.'),
        linkUrl: 'https://atrium.example/help/import',
      },
      { title: 'Turn on online booking', details: p('Let customers book themselves.'), videoId: 'dQw4w9WgXcQ' },
      { title: 'Ask for your first reviews', details: p('Send a request to your last ten customers.'), videoId: 'jNQXAC9IVRw' },
    ],
  },
];

export async function seedDemoOnboarding(db: Db): Promise<void> {
  const names = [...new Set(LISTS.map((l) => l.category))];
  const categories = await db
    .insert(onboardingCategories)
    .values(names.map((name, position) => ({ name, position })))
    .returning();
  for (const [position, demo] of LISTS.entries()) {
    const [list] = await db
      .insert(onboardingLists)
      .values({
        categoryId: categories.find((c) => c.name === demo.category)!._id,
        title: demo.title,
        description: demo.description,
        position,
      })
      .returning();
    await db.insert(onboardingSteps).values(
      demo.steps.map((step, i) => ({
        listId: list!._id,
        title: step.title,
        details: step.details,
        videoId: step.videoId ?? null,
        linkUrl: step.linkUrl ?? null,
        position: i,
      })),
    );
  }
}
