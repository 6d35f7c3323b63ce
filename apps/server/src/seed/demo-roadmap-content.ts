import type { TRoadmapStatus } from '@atrium/contracts/roadmap';

/**
 * The demo roadmap's words: the platform's ideas and plans, two apps' roadmaps, and the changelog entries
 * that shipped them. People are named by their demo email; days are counted from today (negative: past).
 */

export interface DemoItem {
  key: string;
  title: string;
  description: string;
  status: TRoadmapStatus;
  category: string;
  /** The target date, in days from today; null for none. */
  target: number | null;
  /** When it was written, in days before today. */
  age: number;
  submittedBy?: string;
  voters: string[];
  comments?: [by: string, body: string, daysAgo: number][];
  /** The key of the changelog entry that shipped it. */
  shippedIn?: string;
}

export interface DemoChangelog {
  key: string;
  title: string;
  body: string;
  /** Days before today it was published; null for the draft. */
  publishedDaysAgo: number | null;
  itemKeys: string[];
}

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');

export const OLIVIA = 'olivia@summitgrowth.test';
export const NOAH = 'noah@summitgrowth.test';
export const EMMA = 'emma@summitdental.test';
export const LIAM = 'liam@summitdental.test';
export const AVA = 'ava@summitrealty.test';
export const MIA = 'mia@harbordigital.test';
export const LUCAS = 'lucas@harborfitness.test';
export const SOFIA = 'sofia@harborhome.test';
export const ELI = 'end.user@atrium.test';
const EVERYONE = [OLIVIA, NOAH, EMMA, LIAM, AVA, MIA, LUCAS, SOFIA, ELI];
const some = (...indexes: number[]) => indexes.map((i) => EVERYONE[i]!);

export const PLATFORM_ITEMS: DemoItem[] = [
  // Under review
  {
    key: 'dark-mode',
    title: 'Dark mode for the whole dashboard',
    description: p('A dark theme for every screen, following the system setting, with a switch in the profile menu.'),
    status: 'under_review',
    category: 'Marketplace',
    target: null,
    age: 40,
    submittedBy: LIAM,
    voters: some(0, 2, 3, 4, 6, 7),
    comments: [
      [LIAM, 'Our front desk works late shifts; the white screens are hard on the eyes after 8 pm.', 38],
      [MIA, 'Please make it follow the operating system setting so nobody has to remember to switch.', 20],
    ],
  },
  {
    key: 'night-theme',
    title: 'Night theme please',
    description: p('Could we get a darker colour scheme? Bright white is tiring in the evening.'),
    status: 'under_review',
    category: 'Marketplace',
    target: null,
    age: 25,
    submittedBy: SOFIA,
    voters: some(3, 7, 8),
    comments: [[SOFIA, 'Even just a dark sidebar would help a lot.', 25]],
  },
  {
    key: 'app-bundles-discount',
    title: 'Discounts when installing an app bundle',
    description: p('When an agency installs a whole bundle, show one combined price with a bundle discount set by the partners.'),
    status: 'under_review',
    category: 'Billing',
    target: null,
    age: 18,
    submittedBy: OLIVIA,
    voters: some(0, 1, 5),
  },
  {
    key: 'quiz-retakes',
    title: 'Let admins reset a quiz attempt',
    description: p('When a staff member runs out of attempts, an agency admin should be able to give them one more.'),
    status: 'under_review',
    category: 'Education',
    target: null,
    age: 12,
    submittedBy: EMMA,
    voters: some(2, 0),
    comments: [[NOAH, 'We onboard new hires every month; this comes up every time.', 10]],
  },
  {
    key: 'sms-ticket-updates',
    title: 'Text me when my support ticket is answered',
    description: p('An optional SMS when the support team replies, for people who are away from the desk.'),
    status: 'under_review',
    category: 'Support',
    target: null,
    age: 6,
    submittedBy: LUCAS,
    voters: some(6, 7, 3),
  },
  {
    key: 'offline-mobile',
    title: 'Offline mode in the mobile app',
    description: p('Read contacts and notes without a connection and send queued changes once back online.'),
    status: 'under_review',
    category: 'Mobile',
    target: null,
    age: 3,
    submittedBy: AVA,
    voters: some(4),
  },
  // Planned
  {
    key: 'two-factor',
    title: 'Two-factor sign in with an authenticator app',
    description: p(
      'Protect every account with a one-time code from an authenticator app.',
      'Agency admins will be able to require it for all of their staff.',
    ),
    status: 'planned',
    category: 'Marketplace',
    target: 75,
    age: 120,
    submittedBy: MIA,
    voters: some(0, 1, 2, 5, 6, 8),
    comments: [
      [MIA, 'Our insurance now asks for two-factor on every tool we use.', 118],
      [OLIVIA, 'Please let us enforce it for the whole agency, not just offer it.', 90],
    ],
  },
  {
    key: 'stripe-tax',
    title: 'Automatic sales tax on app subscriptions',
    description: p('Calculate and show sales tax and VAT on every paid plan, with tax IDs on invoices.'),
    status: 'planned',
    category: 'Billing',
    target: 110,
    age: 95,
    voters: some(0, 5, 1),
  },
  {
    key: 'course-certificates',
    title: 'Certificates for finished courses',
    description: p('A downloadable certificate with the person’s name and date when they finish a course or pass its quiz.'),
    status: 'planned',
    category: 'Education',
    target: 50,
    age: 70,
    submittedBy: NOAH,
    voters: some(1, 2, 3, 4),
  },
  {
    key: 'hubspot-import',
    title: 'Import contacts from HubSpot',
    description: p('Bring contacts, companies and their owners over from HubSpot in one guided import.'),
    status: 'planned',
    category: 'Integrations',
    target: 140,
    age: 60,
    voters: some(0, 5, 6),
    comments: [[LUCAS, 'Half the gyms we sign up come from HubSpot. This would save us days.', 44]],
  },
  {
    key: 'push-notifications',
    title: 'Push notifications on phones',
    description: p('Get new messages, ticket answers and shipped ideas as push notifications in the mobile app.'),
    status: 'planned',
    category: 'Mobile',
    target: 165,
    age: 55,
    voters: some(3, 4, 6, 7),
  },
  {
    key: 'canned-replies',
    title: 'Saved replies for the support team',
    description: p('Answer common questions with saved replies that fill in the customer’s name.'),
    status: 'planned',
    category: 'Support',
    target: 30,
    age: 48,
    voters: some(0, 1),
  },
  // In progress
  {
    key: 'app-reviews-photos',
    title: 'Photos in app reviews',
    description: p('Attach up to three screenshots to a review, so others can see what you mean.'),
    status: 'in_progress',
    category: 'Marketplace',
    target: 20,
    age: 100,
    voters: some(0, 2, 4, 5),
  },
  {
    key: 'quickbooks-sync',
    title: 'Two-way QuickBooks sync',
    description: p('Invoices and payments recorded in either place appear in the other within minutes.'),
    status: 'in_progress',
    category: 'Integrations',
    target: 35,
    age: 130,
    submittedBy: OLIVIA,
    voters: some(0, 1, 2, 5, 7, 8),
    comments: [
      [OLIVIA, 'Our bookkeeping clients ask for this every week.', 128],
      [EMMA, 'Please include refunds, not just payments.', 80],
    ],
  },
  {
    key: 'mobile-calendar',
    title: 'Calendar view in the mobile app',
    description: p('See and move appointments by day and week on a phone.'),
    status: 'in_progress',
    category: 'Mobile',
    target: 12,
    age: 85,
    voters: some(2, 3, 6),
  },
  {
    key: 'ticket-satisfaction',
    title: 'Satisfaction rating after a ticket is solved',
    description: p('Rate the answer from one to five stars, with an optional comment for the support team.'),
    status: 'in_progress',
    category: 'Support',
    target: -10,
    age: 65,
    voters: some(0, 5),
  },
  {
    key: 'usage-billing',
    title: 'Usage-based pricing for apps',
    description: p('Let partners charge per message, per call minute or per location, billed monthly.'),
    status: 'in_progress',
    category: 'Billing',
    target: 60,
    age: 150,
    voters: some(1, 5),
  },
  // Shipped
  {
    key: 'faq-search',
    title: 'Search in the FAQ',
    description: p('Find an answer by typing a few words instead of scrolling through categories.'),
    status: 'shipped',
    category: 'Education',
    target: null,
    age: 200,
    voters: some(2, 3, 6),
    shippedIn: 'june',
  },
  {
    key: 'bulk-install',
    title: 'Install an app for many locations at once',
    description: p('Pick the locations (or all of them, now and later) and install in one step.'),
    status: 'shipped',
    category: 'Marketplace',
    target: null,
    age: 190,
    voters: some(0, 1, 5),
    comments: [[OLIVIA, 'This used to take us an afternoon for every new app. Thank you!', 110]],
    shippedIn: 'july',
  },
  {
    key: 'zapier',
    title: 'Zapier triggers for new contacts and payments',
    description: p('Start a Zap whenever a contact is created or a payment comes in.'),
    status: 'shipped',
    category: 'Integrations',
    target: null,
    age: 170,
    voters: some(0, 4, 5, 7),
    shippedIn: 'august',
  },
  {
    key: 'invoice-pdf',
    title: 'PDF invoices for app subscriptions',
    description: p('Download every invoice as a PDF with the agency’s billing details.'),
    status: 'shipped',
    category: 'Billing',
    target: -60,
    age: 160,
    voters: some(0, 1, 5, 8),
    shippedIn: 'september',
  },
  {
    key: 'ticket-attachments',
    title: 'Attach screenshots to support tickets',
    description: p('Add images to a ticket and its replies so the team sees the problem straight away.'),
    status: 'shipped',
    category: 'Support',
    target: -45,
    age: 110,
    voters: some(2, 3, 6, 7),
    shippedIn: 'october',
  },
  {
    key: 'mobile-login',
    title: 'Sign in with Face ID and fingerprint',
    description: p('Unlock the mobile app with the phone’s own biometrics instead of typing a password.'),
    status: 'shipped',
    category: 'Mobile',
    target: -14,
    age: 90,
    voters: some(3, 4, 6, 8),
    comments: [[AVA, 'Works great on my phone. Much faster between showings.', 10]],
    shippedIn: 'november',
  },
  // Declined
  {
    key: 'fax',
    title: 'Send documents by fax',
    description: p('A fax line for sending signed forms to insurers.'),
    status: 'declined',
    category: 'Integrations',
    target: null,
    age: 140,
    voters: some(2),
    comments: [[EMMA, 'Understood. E-signatures cover most of what we needed it for.', 100]],
  },
  {
    key: 'desktop-app',
    title: 'A desktop app for Windows',
    description: p('A separate desktop program instead of the browser.'),
    status: 'declined',
    category: 'Mobile',
    target: null,
    age: 180,
    voters: some(1),
  },
];

/** The duplicate merged into its original by the demo: votes and the comment move over. */
export const MERGED = { duplicate: 'night-theme', original: 'dark-mode' };

export const APP_ITEMS: Omit<DemoItem, 'shippedIn'>[][] = [
  [
    {
      key: 'a-export',
      title: 'Export reports to CSV',
      description: p('Download any report as a CSV file to open in a spreadsheet.'),
      status: 'planned',
      category: 'Reporting',
      target: 40,
      age: 50,
      voters: some(0, 1, 5),
    },
    {
      key: 'a-locations',
      title: 'Different settings for each location',
      description: p('Let each location keep its own hours, messages and team instead of sharing one setup.'),
      status: 'in_progress',
      category: 'Settings',
      target: 15,
      age: 80,
      voters: some(0, 2, 3, 6),
      comments: [[EMMA, 'Our two clinics open at different times, so this matters a lot.', 60]],
    },
    {
      key: 'a-spanish',
      title: 'Spanish translation',
      description: p('Show every screen and message in Spanish for our Spanish-speaking clients.'),
      status: 'under_review',
      category: 'Languages',
      target: null,
      age: 9,
      submittedBy: SOFIA,
      voters: some(7, 6),
    },
    {
      key: 'a-webhooks',
      title: 'Webhooks for every event',
      description: p('Send a webhook when anything changes, signed so the receiver can trust it.'),
      status: 'shipped',
      category: 'Developers',
      target: -30,
      age: 120,
      voters: some(1, 5),
    },
  ],
  [
    {
      key: 'b-zapier',
      title: 'Zapier actions',
      description: p('Let Zaps create and update records in the app, not only listen to it.'),
      status: 'planned',
      category: 'Integrations',
      target: 90,
      age: 35,
      voters: some(5, 6),
    },
    {
      key: 'b-roles',
      title: 'Read-only access for staff',
      description: p('Give some team members view-only access to the app’s data.'),
      status: 'under_review',
      category: 'Permissions',
      target: null,
      age: 14,
      submittedBy: MIA,
      voters: some(5, 0, 1),
    },
    {
      key: 'b-faster-sync',
      title: 'Faster first sync',
      description: p('Bring in the first year of history in minutes instead of hours.'),
      status: 'in_progress',
      category: 'Performance',
      target: 25,
      age: 60,
      voters: some(6, 7),
    },
  ],
];

export const CHANGELOGS: DemoChangelog[] = [
  {
    key: 'june',
    title: 'Find answers faster',
    body: p('The FAQ now has a search box: type a few words and the matching answers appear as you type.'),
    publishedDaysAgo: 150,
    itemKeys: ['faq-search'],
  },
  {
    key: 'july',
    title: 'Install apps for every location in one go',
    body: p(
      'Agency admins can now install an app for many locations at once, and choose to include every location added later.',
      'Each location sees the app on its Apps page straight away.',
    ),
    publishedDaysAgo: 118,
    itemKeys: ['bulk-install'],
  },
  {
    key: 'august',
    title: 'Zapier triggers are here',
    body: p(
      'Two new Zapier triggers: <strong>New contact</strong> and <strong>New payment</strong>. Connect them from the Integrations page.',
    ),
    publishedDaysAgo: 92,
    itemKeys: ['zapier'],
  },
  {
    key: 'september',
    title: 'PDF invoices',
    body: p('Every app subscription invoice can now be downloaded as a PDF, with your agency’s billing details on it.'),
    publishedDaysAgo: 58,
    itemKeys: ['invoice-pdf'],
  },
  {
    key: 'october',
    title: 'Screenshots in support tickets',
    body: p('Add images when you open a ticket or reply to one. The support team sees them right in the conversation.'),
    publishedDaysAgo: 33,
    itemKeys: ['ticket-attachments'],
  },
  {
    key: 'november',
    title: 'Face ID and fingerprint sign in',
    body: p('The mobile app now unlocks with Face ID or your fingerprint. Turn it on under Profile, Security.'),
    publishedDaysAgo: 4,
    itemKeys: ['mobile-login'],
  },
  {
    key: 'draft',
    title: 'Two-way QuickBooks sync',
    body: p('Invoices, payments and refunds now flow both ways between Atrium and QuickBooks, within minutes.'),
    publishedDaysAgo: null,
    itemKeys: ['quickbooks-sync'],
  },
];

/** The first app's own changelog entry, shipping its webhooks. */
export const APP_CHANGELOG: DemoChangelog = {
  key: 'app-webhooks',
  title: 'Webhooks for every event',
  body: p('Every change now sends a signed webhook. Find the signing secret under Settings, Developers.'),
  publishedDaysAgo: 28,
  itemKeys: ['a-webhooks'],
};
