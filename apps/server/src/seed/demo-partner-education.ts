import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { partnerMembers } from '../modules/apps/apps.tables';
import { checklistCategories, checklistItems, checklists } from '../modules/education/checklists.tables';
import { newsPosts } from '../modules/education/education-home.tables';
import { faqCategories, faqs } from '../modules/education/faqs.tables';
import { tools } from '../modules/education/tools.tables';
import { users } from '../platform/tenancy/tenancy.tables';

const p = (...paragraphs: string[]) => paragraphs.map((t) => `<p>${t}</p>`).join('');

const QUESTIONS: [string, string][] = [
  [
    'How long does an app review take?',
    p('Most reviews finish within two working days. You see the decision, and the reason for a rejection, in the console.'),
  ],
  [
    'What do reviewers check first?',
    p('Screenshots of the real product, a clear description, a support address and a privacy policy link.'),
  ],
  [
    'Can we change prices after launch?',
    p('Yes. Add a plan in the console; installs on the old plan keep it until they switch.'),
  ],
  [
    'Who sees this partner area?',
    p('Only your partner team. Agencies and their locations see the platform’s education content and their own.'),
  ],
  [
    'How do release notes reach installers?',
    p('Publish a version with notes in the console: app pages show them, and installers see “Update available”.'),
  ],
];

const LAUNCH_STEPS = [
  'Upload an icon and at least three screenshots',
  'Write a description that says who the app is for',
  'Add a support e-mail and website',
  'Set up your plans, with a free trial if you offer one',
  'Submit the app for review',
  'Answer the reviewer within two days if they ask for changes',
];

/**
 * The partner variant's demo (decision 013): education content owned by the demo app creator's partner, read only
 * by that partner's team (creator@atrium.test): an FAQ about publishing, a launch checklist, a tool and a news
 * post. Runs after the console's demo, which makes the creator a member of their partner.
 */
export async function seedDemoPartnerEducation(db: Db): Promise<void> {
  const [member] = await db
    .select({ partnerId: partnerMembers.partnerId })
    .from(partnerMembers)
    .innerJoin(users, eq(users._id, partnerMembers.userId))
    .where(eq(users.email, 'creator@atrium.test'))
    .limit(1);
  if (!member) return;
  const owner = { agencyId: null, partnerId: member.partnerId };
  const [faqCategory] = await db
    .insert(faqCategories)
    .values({ ...owner, name: 'Publishing on Atrium', description: 'For our partner team: reviews, plans and releases.' })
    .returning({ _id: faqCategories._id });
  await db
    .insert(faqs)
    .values(
      QUESTIONS.map(([question, answer], position) => ({ ...owner, categoryId: faqCategory!._id, question, answer, position })),
    );
  const [listCategory] = await db
    .insert(checklistCategories)
    .values({ ...owner, name: 'Partner launch', description: 'From a first draft to a live listing.' })
    .returning({ _id: checklistCategories._id });
  const [launch] = await db
    .insert(checklists)
    .values({
      ...owner,
      categoryId: listCategory!._id,
      title: 'Launch a new app',
      description: p('Everything the review team looks for, in the order that saves you a round trip.'),
    })
    .returning({ _id: checklists._id });
  await db
    .insert(checklistItems)
    .values(LAUNCH_STEPS.map((title, position) => ({ ...owner, listId: launch!._id, title, position })));
  await db.insert(tools).values({
    ...owner,
    name: 'Listing copy checker',
    description: 'Checks a description against the review guidelines before you submit.',
    url: 'https://partners.atrium.example/listing-checker',
    category: 'Publishing',
  });
  await db.insert(newsPosts).values({
    ...owner,
    title: 'Partner office hours every Thursday',
    body: p('Bring your listing or your review questions: the marketplace team answers live, 30 minutes each week.'),
  });
}
