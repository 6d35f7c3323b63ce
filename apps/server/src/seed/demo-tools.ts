import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { tools } from '../modules/education/tools.tables';
import { agencies } from '../platform/tenancy/tenancy.tables';

type Demo = typeof tools.$inferInsert;
const text = (t: string) => `<p>${t}</p>`;

/** Eight platform tools in four categories (one a draft) and two of Summit's own. */
const PLATFORM: Demo[] = [
  {
    name: 'ROI calculator',
    category: 'Sales',
    url: 'https://tools.atrium.example/roi',
    description: text('Show a prospect what a month of missed calls costs them.'),
  },
  {
    name: 'Proposal templates',
    category: 'Sales',
    url: 'https://tools.atrium.example/proposals',
    description: text('Ten proposal layouts for local-business retainers.'),
  },
  {
    name: 'Ad copy library',
    category: 'Marketing',
    url: 'https://tools.atrium.example/ad-copy',
    description: text('Tested ad headlines by industry, updated monthly.'),
  },
  {
    name: 'Review request kit',
    category: 'Marketing',
    url: 'https://tools.atrium.example/reviews',
    description: text('Texts and emails that ask for a review at the right moment.'),
  },
  {
    name: 'Snapshot checker',
    category: 'Operations',
    url: 'https://tools.atrium.example/snapshot-check',
    description: text('Finds broken links and empty fields in a snapshot before you sell it.'),
  },
  {
    name: 'Domain health check',
    category: 'Operations',
    url: 'https://tools.atrium.example/dns',
    description: text('Checks the DNS records your sending domain needs.'),
  },
  {
    name: 'Brand colour picker',
    category: 'Design',
    url: 'https://tools.atrium.example/colours',
    description: text('Turns a logo into an accessible theme palette.'),
  },
  {
    name: 'Pricing simulator',
    category: 'Sales',
    url: 'https://tools.atrium.example/pricing',
    status: 'draft',
    description: text('Coming soon.'),
  },
];

const SUMMIT: Demo[] = [
  {
    name: 'Summit client portal',
    category: 'Operations',
    url: 'https://portal.summitgrowth.example',
    description: text('Where our clients see their reports.'),
  },
  {
    name: 'Summit brand kit',
    category: 'Design',
    url: 'https://brand.summitgrowth.example',
    description: text('Logos, fonts and the tone of voice guide.'),
  },
];

export async function seedDemoTools(db: Db): Promise<void> {
  await db.insert(tools).values(PLATFORM.map((t, position) => ({ ...t, position })));
  const [summit] = await db.select().from(agencies).where(eq(agencies.email, 'hello@summitgrowth.test'));
  if (summit) await db.insert(tools).values(SUMMIT.map((t, position) => ({ ...t, position, agencyId: summit._id })));
}
