// Not the create contract: the demo keeps a few older podcasts without a title or date, as real data has.
type DemoPodcast = { title: string | null; description: string | null; date: string | null; video: string; published: boolean };

const long = (topic: string) =>
  `<p>In this episode we dig into <strong>${topic}</strong> with agency owners who have scaled past fifty sub-accounts. ` +
  'We cover how they package their offers, which automations paid for themselves in the first month, and the mistakes they would avoid if they started again today.</p>' +
  '<p>You will hear practical advice on onboarding new locations, keeping churn low with <em>proactive</em> check-ins, and ' +
  'using snapshots so every client starts from a proven setup. Links to every resource mentioned are in the ' +
  '<a href="https://example.com/show-notes" target="_blank">show notes</a>.</p>';

/** Twelve-plus podcasts with short, long and missing descriptions and titles, a few unpublished. */
export const DEMO_PODCASTS: DemoPodcast[] = [
  {
    title: 'Scaling an Agency to 100 Sub-Accounts',
    description: long('scaling an agency'),
    date: '2026-11-02',
    video: 'dQw4w9WgXcQ',
    published: true,
  },
  {
    title: 'Snapshots That Sell Themselves',
    description: '<p>Why a great snapshot is your best salesperson.</p>',
    date: '2026-10-26',
    video: 'M7lc1UVf-VE',
    published: true,
  },
  {
    title: 'Pricing Your SaaS Mode Plans',
    description: long('pricing SaaS plans'),
    date: '2026-10-19',
    video: 'ysz5S6PUM-U',
    published: true,
  },
  {
    title: null,
    description: '<p>A quick-fire Q&amp;A recorded live at our community meetup.</p>',
    date: '2026-10-12',
    video: 'jNQXAC9IVRw',
    published: true,
  },
  {
    title: 'Automations Every Dental Practice Needs',
    description: null,
    date: '2026-10-05',
    video: 'aqz-KE-bpKQ',
    published: true,
  },
  {
    title: 'From Freelancer to Agency Owner',
    description: long('the leap from freelancing'),
    date: '2026-09-28',
    video: 'kJQP7kiw5Fk',
    published: true,
  },
  {
    title: 'Reputation Management Playbook',
    description: '<p>Reviews, replies and <b>review widgets</b> that convert.</p>',
    date: '2026-09-21',
    video: 'fJ9rUzIMcZQ',
    published: true,
  },
  {
    title: 'Conversation AI in Practice',
    description: long('conversation AI for local businesses'),
    date: '2026-09-14',
    video: 'OPf0YbXqDm0',
    published: true,
  },
  {
    title: 'Payment Providers Explained',
    description: '<p>Stripe, invoices and text-to-pay, explained simply.</p>',
    date: null,
    video: 'RgKAFK5djSk',
    published: true,
  },
  {
    title: 'Hiring Your First Account Manager',
    description: long('hiring for client success'),
    date: '2026-09-07',
    video: '9bZkp7q19f0',
    published: true,
  },
  {
    title: 'White-Label Everything',
    description: '<p>Custom domains, branded apps and your own support desk.</p>',
    date: '2026-08-31',
    video: 'hT_nvWreIhg',
    published: true,
  },
  {
    title: 'Churn: The Silent Agency Killer',
    description: long('reducing churn'),
    date: '2026-08-24',
    video: 'CevxZvSJLk8',
    published: true,
  },
  {
    title: 'Building a Community Around Your Agency',
    description: '<p>Groups, courses and memberships.</p>',
    date: '2026-08-17',
    video: 'YQHsXMglC9A',
    published: true,
  },
  {
    title: 'Upcoming: Year in Review 2026',
    description: '<p>Our look back at the year. Coming soon.</p>',
    date: '2026-12-28',
    video: 'L_jWHffIx5E',
    published: false,
  },
  { title: 'Draft: Funnels Deep Dive', description: null, date: null, video: 'e-ORhEE9VVg', published: false },
];
