import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { crmImportErrors, crmImports } from '../modules/crm-imports/crm-imports.tables';
import { prospects } from '../modules/prospects/prospects.tables';
import { agencies, users } from '../platform/tenancy/tenancy.tables';

type Prospect = Omit<typeof prospects.$inferInsert, 'agencyId'>;

/** Summit's pipeline of local businesses, in every status but converted (converting needs the CRM). */
const SUMMIT: Prospect[] = [
  {
    businessName: 'Bright Smile Orthodontics',
    contactName: 'Grace Kim',
    email: 'grace@brightsmile.test',
    phone: '+1 512 555 0134',
    website: 'https://brightsmile.test',
    city: 'Austin',
    country: 'US',
    tags: ['dental', 'referral'],
    status: 'qualified',
    notes: 'Wants online booking before the summer rush.',
  },
  {
    businessName: 'Lakeside Auto Repair',
    contactName: 'Marco Ruiz',
    email: 'marco@lakesideauto.test',
    phone: '+1 512 555 0178',
    city: 'Round Rock',
    country: 'US',
    tags: ['automotive', 'hot'],
    status: 'contacted',
  },
  {
    businessName: 'Green Leaf Landscaping',
    contactName: 'Hana Sato',
    email: 'hana@greenleaf.test',
    city: 'Cedar Park',
    country: 'US',
    tags: ['home services'],
    status: 'new',
  },
  {
    businessName: 'Copper Kettle Bakery',
    contactName: 'Tom Reyes',
    phone: '+1 512 555 0112',
    city: 'Austin',
    country: 'US',
    tags: ['food', 'hot'],
    status: 'won',
    notes: 'Signed the starter plan; onboarding call booked.',
  },
  {
    businessName: 'Northside Physio',
    contactName: 'Priya Nair',
    email: 'priya@northsidephysio.test',
    website: 'https://northsidephysio.test',
    city: 'Georgetown',
    country: 'US',
    tags: ['health'],
    status: 'new',
  },
  {
    businessName: 'Summit Peak Roofing',
    contactName: 'Dan Cole',
    email: 'dan@peakroofing.test',
    city: 'Pflugerville',
    country: 'US',
    tags: ['home services', 'trade show'],
    status: 'lost',
    notes: 'Went with an in-house marketer.',
  },
  {
    businessName: 'Maple Street Vet',
    contactName: 'Ivy Chen',
    email: 'ivy@maplevet.test',
    city: 'Austin',
    country: 'US',
    tags: ['trade show'],
    status: 'contacted',
  },
];

/** Harbor's own, so that each agency sees only its list. */
const HARBOR: Prospect[] = [
  {
    businessName: 'Harborview Yoga',
    contactName: 'Nina Holt',
    email: 'nina@harborviewyoga.test',
    city: 'Portland',
    country: 'US',
    tags: ['fitness'],
    status: 'new',
  },
  {
    businessName: 'Dockside Plumbing',
    contactName: 'Sam Ortiz',
    phone: '+1 503 555 0190',
    city: 'Portland',
    country: 'US',
    tags: ['home services', 'hot'],
    status: 'qualified',
  },
];

/**
 * Each agency's prospects, and Summit's first import in the history: the trade-show list, two of whose rows were
 * refused, so the import screens have something to show.
 */
export async function seedDemoProspects(db: Db): Promise<void> {
  const agencyId = async (name: string) =>
    (await db.select({ _id: agencies._id }).from(agencies).where(eq(agencies.name, name)))[0]!._id;
  const summit = await agencyId('Summit Growth Agency');
  const harbor = await agencyId('Harbor Digital');
  await db
    .insert(prospects)
    .values([...SUMMIT.map((p) => ({ ...p, agencyId: summit })), ...HARBOR.map((p) => ({ ...p, agencyId: harbor }))]);
  const [olivia] = await db.select({ _id: users._id }).from(users).where(eq(users.email, 'olivia@summitgrowth.test'));
  const at = new Date('2026-09-14T15:20:00Z');
  const [tradeShow] = await db
    .insert(crmImports)
    .values({
      agencyId: summit,
      createdBy: olivia?._id ?? null,
      kind: 'prospects',
      fileName: 'trade-show-leads.csv',
      status: 'done',
      encoding: 'utf-8',
      header: ['Company', 'Contact', 'Email', 'Tags'],
      mapping: ['businessName', 'contactName', 'email', 'tags'],
      sample: [
        ['Summit Peak Roofing', 'Dan Cole', 'dan@peakroofing.test', 'home services; trade show'],
        ['Maple Street Vet', 'Ivy Chen', 'ivy@maplevet.test', 'trade show'],
      ],
      rowCount: 4,
      valid: 2,
      invalid: 2,
      processed: 2,
      created: 2,
      toCrm: false,
      createdAt: at,
      checkedAt: new Date(at.getTime() + 40_000),
      startedAt: new Date(at.getTime() + 60_000),
      finishedAt: new Date(at.getTime() + 62_000),
    })
    .returning({ _id: crmImports._id });
  await db.insert(crmImportErrors).values([
    {
      importId: tradeShow!._id,
      line: 4,
      position: 0,
      field: 'businessName',
      column: 'Company',
      value: '',
      message: 'Business name is required',
      stage: 'check',
    },
    {
      importId: tradeShow!._id,
      line: 5,
      position: 0,
      field: 'email',
      column: 'Email',
      value: 'ivy at maplevet',
      message: 'Enter a valid email address',
      stage: 'check',
    },
  ]);
}
