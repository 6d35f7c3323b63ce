import type { Db } from '../db/client';
import { checklistCategories, checklistItems, checklists } from '../modules/education/checklists.tables';

type Demo = { category: string; title: string; description: string; items: string[] };

/** Platform checklists in four categories (one agency-only), five to seven items each. */
const CHECKLISTS: Demo[] = [
  {
    category: 'Launch',
    title: 'Launch a new location',
    description: '<p>Everything a new sub-account needs before its first customer.</p>',
    items: [
      'Connect the business phone number',
      'Import the contact list',
      'Install the review widget',
      'Set business hours',
      'Send a test booking',
      'Invite the location’s staff',
    ],
  },
  {
    // The "Agency" category marks agency-only checklists: people at a location never receive it.
    category: 'Agency',
    title: 'Set up your agency profile',
    description: '<p>What clients see when they look you up.</p>',
    items: [
      'Upload your logo',
      'Write a short description',
      'Add a support email',
      'Choose your time zone',
      'Pick the apps to approve for locations',
    ],
  },
  {
    category: 'Marketing',
    title: 'First campaign in a week',
    description: '<p>A simple plan from list to results.</p>',
    items: [
      'Segment the contact list',
      'Write the message',
      'Schedule the send',
      'Set up the follow-up workflow',
      'Review the results after three days',
    ],
  },
  {
    category: 'Marketing',
    title: 'Reputation basics',
    description: '<p>Get more reviews and answer them well.</p>',
    items: [
      'Connect Google Business Profile',
      'Turn on review requests after appointments',
      'Write reply templates',
      'Put the review badge on the website',
      'Check new reviews weekly',
    ],
  },
  {
    category: 'Team',
    title: 'Onboard a new team member',
    description: '<p>Day one for someone joining your agency.</p>',
    items: [
      'Create their account',
      'Give them the right role',
      'Watch the product tour together',
      'Finish the Launch checklist on a test location',
      'Pass the basics quiz',
      'Join the weekly office hours',
    ],
  },
];

export async function seedDemoChecklists(db: Db): Promise<void> {
  const names = [...new Set(CHECKLISTS.map((c) => c.category))];
  const categories = await db
    .insert(checklistCategories)
    .values(names.map((name, position) => ({ name, position })))
    .returning();
  const categoryId = (name: string) => categories.find((c) => c.name === name)!._id;
  for (const [position, demo] of CHECKLISTS.entries()) {
    const [checklist] = await db
      .insert(checklists)
      .values({ categoryId: categoryId(demo.category), title: demo.title, description: demo.description, position })
      .returning();
    await db.insert(checklistItems).values(demo.items.map((title, i) => ({ listId: checklist!._id, title, position: i })));
  }
}
