import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { faqCategories, faqs } from '../modules/education/faqs.tables';
import { contentLocationHides } from '../platform/resources/location-hides.tables';
import { agencies, locations } from '../platform/tenancy/tenancy.tables';

type Entry = [question: string, answer: string];
type Category = { name: string; description: string; questions: Entry[] };

const p = (...paragraphs: string[]) => paragraphs.map((t) => `<p>${t}</p>`).join('');

/** The platform's FAQ: six categories, thirty-odd questions with real answers. */
const PLATFORM: Category[] = [
  {
    name: 'Getting started',
    description: 'Your first day in Atrium.',
    questions: [
      [
        'What is Atrium?',
        p('Atrium is the marketplace and hub for your agency: apps, snapshots, education and support in one place.'),
      ],
      ['How do I sign in?', p('Use <strong>Login</strong> in the header and pick your portal: agency, location or app creator.')],
      [
        'Which browsers are supported?',
        p('The latest two versions of Chrome, Edge, Firefox and Safari, on desktop and on phones.'),
      ],
      [
        'Can I use Atrium in my language?',
        p('Yes. Pick one of sixteen languages from the language menu; Arabic reads right to left.'),
      ],
      [
        'Where do I find the help videos?',
        p('Open <strong>Education → Videos</strong>, or press the Help Guide button on any page.'),
      ],
      ['Is there a mobile app?', p('Atrium works in the phone browser. Add it to your home screen for an app-like start.')],
    ],
  },
  {
    name: 'Apps and installs',
    description: 'Finding, installing and managing apps.',
    questions: [
      [
        'How do I install an app for several locations?',
        p('Open the app, press <strong>Install</strong>, choose the locations (or all present and future ones) and confirm.'),
      ],
      [
        'Why does an app say “Needs approval”?',
        p(
          'Your agency approves the apps its locations may install. Ask for approval from the app page; your agency admin sees the request.',
        ),
      ],
      [
        'What happens when I uninstall?',
        p('The app stops working for that location and its saved credentials and API keys are deleted at once.'),
      ],
      ['Can I review an app after uninstalling it?', p('Yes, for fifteen days after uninstalling.')],
      [
        'What does “Update available” mean?',
        p('A newer version or plan is out. Installing again moves you to it; nothing else changes.'),
      ],
      [
        'Are my API keys safe?',
        p('Keys and credentials are encrypted at rest. After saving, only their last four characters are ever shown.'),
      ],
    ],
  },
  {
    name: 'Billing and plans',
    description: 'What you pay for, and when.',
    questions: [
      ['Which plan am I on?', p('Open <strong>Help → Plans</strong>: your agency’s plan is marked.')],
      ['Do apps have free trials?', p('Many do. The trial length shows on the app’s pricing card.')],
      ['How do I cancel a paid app?', p('Uninstall it from the location’s page; paid plans stop at the end of the period.')],
      ['Can I get an invoice?', p('Invoices come from each app’s developer; their support link is on the app page.')],
      ['Which currencies are supported?', p('Prices show in the currency the developer set, usually US dollars.')],
    ],
  },
  {
    name: 'Locations and team',
    description: 'Sub-accounts, roles and access.',
    questions: [
      ['What is a location?', p('A location (sub-account) is one of your clients’ businesses inside your agency.')],
      [
        'Who can install apps?',
        p('Agency admins install for the agency and any location; location admins install what the agency approved.'),
      ],
      [
        'How do I add a location?',
        p('Agency admins add locations from <strong>Agency → Apps</strong>. Apps set to install everywhere are added at once.'),
      ],
      ['Can staff see other locations?', p('No. People of one location see only their own location’s data.')],
      [
        'How do I remove someone?',
        p('Agency admins remove people from the agency’s team settings; their sessions end immediately.'),
      ],
    ],
  },
  {
    name: 'Snapshots',
    description: 'Ready-made setups for new clients.',
    questions: [
      [
        'What is a snapshot?',
        p('A snapshot is a saved setup (funnels, workflows, custom fields) that you load into a new location.'),
      ],
      ['Can I sell my snapshots?', p('Yes, through your store. Buyers get the snapshot loaded into the location they choose.')],
      [
        'Will a snapshot overwrite my data?',
        p('No. Loading a snapshot adds what is missing and never deletes existing records.'),
      ],
      [
        'How do I update a snapshot I sold?',
        p('Publish a new version; buyers see “Update available” and choose when to take it.'),
      ],
    ],
  },
  {
    name: 'Support',
    description: 'Getting help when you need it.',
    questions: [
      [
        'How do I open a support ticket?',
        p('Open <strong>Help → Support</strong> and press New ticket. You can attach screenshots.'),
      ],
      ['How fast will I get an answer?', p('We answer most tickets within one business day; urgent tickets first.')],
      ['Can I suggest a feature?', p('Yes. Add it on the <strong>Road Map</strong> or vote for an existing idea.')],
      [
        'Where do I see what changed?',
        p('<strong>Help → Change Logs</strong> lists every release with what it fixed and added.'),
      ],
    ],
  },
];

/** An agency's own FAQ category, and one platform question it hides from one of its locations. */
const AGENCY_CATEGORY: Category = {
  name: 'Working with Summit Growth',
  description: 'How our agency runs your account.',
  questions: [
    ['Who is my account manager?', p('Olivia Bennett runs every Summit account. Reach her at olivia@summitgrowth.test.')],
    ['When do we meet?', p('Every other Tuesday at 10:00 Central, on the Zoom link in your calendar invite.')],
    ['Where do I send new leads?', p('Leads from your forms land in the pipeline automatically; nothing to forward.')],
  ],
};

export async function seedDemoFaqs(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const insertCategory = async (category: Category, position: number, agencyId: string | null) => {
      const [row] = await tx
        .insert(faqCategories)
        .values({ name: category.name, description: category.description, position, agencyId })
        .returning();
      return tx
        .insert(faqs)
        .values(
          category.questions.map(([question, answer], i) => ({
            categoryId: row!._id,
            question,
            answer,
            position: i,
            agencyId,
          })),
        )
        .returning();
    };
    const platform = [];
    for (const [i, category] of PLATFORM.entries()) platform.push(...(await insertCategory(category, i, null)));
    const [summit] = await tx.select().from(agencies).where(eq(agencies.email, 'hello@summitgrowth.test'));
    if (!summit) return;
    await insertCategory(AGENCY_CATEGORY, 0, summit._id);
    // Summit hides the billing question about invoices from its realty location (it invoices that client itself).
    const [realty] = await tx.select().from(locations).where(eq(locations.name, 'Summit Realty North'));
    const invoices = platform.find((f) => f.question === 'Can I get an invoice?');
    if (realty && invoices) {
      await tx
        .insert(contentLocationHides)
        .values({ resource: 'faq', itemId: invoices._id, agencyId: summit._id, locationId: realty._id });
    }
  });
}
