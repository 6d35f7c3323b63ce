import type pg from 'pg';
import { hashPassword } from '../../../platform/auth/passwords';
import { CLIENT_KEYS } from './deps';
import { demoId } from './ids';
import { seedDemoSnapshots, seedResourceDemoData } from './resources/demo-data';
import type { SandboxUser } from './store-users';

/**
 * Every sandbox user signs in with Atrium's demo password (DEMO_PASSWORD in seed/demo-data.ts; a test keeps the two
 * equal). Not imported from there: that module brings the whole catalogue seed, which the sandbox alone never needs.
 */
export const SANDBOX_DEMO_PASSWORD = 'atrium-demo-2026';

export interface DemoAddress {
  address: string;
  city: string;
  state: string;
  country: string;
  postalCode: string;
  timezone: string;
}

export interface DemoLocation extends DemoAddress {
  id: string;
  name: string;
  email: string;
  phone: string;
  website: string;
}

export type DemoUser = Omit<SandboxUser, 'companyId' | 'passwordHash'>;

export interface DemoCompany extends DemoAddress {
  id: string;
  name: string;
  email: string;
  phone: string;
  website: string;
  locations: DemoLocation[];
  users: DemoUser[];
  /** Atrium's apps are installed on the whole agency and its locations (Summit: connected on first start). */
  appsInstalled: boolean;
}

export interface SandboxDemo {
  companies: DemoCompany[];
}

const location = (name: string, slug: string, street: string, postalCode: string, phone: string): DemoLocation => ({
  id: demoId(`location:${name}`),
  name,
  email: `hello@${slug}.test`,
  phone,
  website: `https://${slug}.test`,
  address: street,
  city: 'Austin',
  state: 'TX',
  country: 'US',
  postalCode,
  timezone: 'America/Chicago',
});

const user = (
  firstName: string,
  lastName: string,
  email: string,
  type: DemoUser['type'],
  role: DemoUser['role'],
  locations: DemoLocation[],
): DemoUser => ({
  id: demoId(`user:${email}`),
  firstName,
  lastName,
  email,
  type,
  role,
  locationIds: locations.map((l) => l.id),
});

const company = (
  name: string,
  slug: string,
  email: string,
  street: string,
  phone: string,
  people: Pick<DemoCompany, 'locations' | 'users' | 'appsInstalled'>,
): DemoCompany => ({
  ...location(name, slug, street, '78701', phone),
  id: demoId(`company:${name}`),
  email,
  ...people,
});

function summitGrowth(): DemoCompany {
  const locations = [
    location('Summit Dental Downtown', 'summitdental', '401 Congress Ave', '78701', '+15125550101'),
    location('Summit Realty North', 'summitrealty', '9800 N Lamar Blvd', '78753', '+15125550102'),
    location('Summit Law Partners', 'summitlaw', '111 W 6th St', '78701', '+15125550103'),
    location('Summit Pediatrics West', 'summitpediatrics', '3801 Bee Caves Rd', '78746', '+15125550104'),
    location('Summit Auto Care', 'summitauto', '5400 S Congress Ave', '78745', '+15125550105'),
    location('Summit Coffee Roasters', 'summitcoffee', '1200 E 6th St', '78702', '+15125550106'),
  ];
  const [dental, realty] = locations;
  return company('Summit Growth Agency', 'summitgrowth', 'hello@summitgrowth.test', '500 W 2nd St', '+15125550100', {
    locations,
    users: [
      user('Olivia', 'Bennett', 'olivia@summitgrowth.test', 'agency', 'admin', locations),
      user('Noah', 'Carter', 'noah@summitgrowth.test', 'agency', 'user', locations),
      user('Emma', 'Diaz', 'emma@summitdental.test', 'account', 'admin', [dental!]),
      user('Liam', 'Evans', 'liam@summitdental.test', 'account', 'user', [dental!]),
      user('Ava', 'Foster', 'ava@summitrealty.test', 'account', 'user', [realty!]),
    ],
    appsInstalled: true,
  });
}

function harborDigital(): DemoCompany {
  const locations = [
    location('Harbor Fitness Studio', 'harborfitness', '2110 S Lamar Blvd', '78704', '+15125550201'),
    location('Harbor Home Services', 'harborhome', '7301 Burnet Rd', '78757', '+15125550202'),
    location('Harbor Marina Supply', 'harbormarina', '3825 Lake Austin Blvd', '78703', '+15125550203'),
  ];
  const [fitness, home] = locations;
  return company('Harbor Digital', 'harbordigital', 'team@harbordigital.test', '98 San Jacinto Blvd', '+15125550200', {
    locations,
    users: [
      user('Mia', 'Garcia', 'mia@harbordigital.test', 'agency', 'admin', locations),
      user('Lucas', 'Hughes', 'lucas@harborfitness.test', 'account', 'admin', [fitness!]),
      user('Sofia', 'Ito', 'sofia@harborhome.test', 'account', 'user', [home!]),
    ],
    // A newcomer: nothing installed, so the whole connect flow can be walked.
    appsInstalled: false,
  });
}

/** The demo agencies of Atrium (seed/demo-data.ts) as the CRM knows them, with more locations. Same on every run. */
export const sandboxDemo = (): SandboxDemo => ({ companies: [summitGrowth(), harborDigital()] });

const ADDRESS_COLUMNS = 'email, phone, website, address, city, state, country, postal_code, timezone';
const addressValues = (a: DemoAddress & { email: string; phone: string; website: string }) => [
  a.email,
  a.phone,
  a.website,
  a.address,
  a.city,
  a.state,
  a.country,
  a.postalCode,
  a.timezone,
];

/**
 * Loads the demo into an empty sandbox (no company yet) through `client`, inside the caller's transaction;
 * returns false and changes nothing when the sandbox already holds data.
 */
export async function seedSandboxDemo(client: pg.PoolClient): Promise<boolean> {
  const { rows } = await client.query<{ n: string }>('SELECT count(*) AS n FROM crm_sandbox.companies');
  if (Number(rows[0]!.n) > 0) {
    // A sandbox seeded before the snapshots had contents (issue 22) gains them; nothing else is touched.
    await seedDemoSnapshots(client, sandboxDemo());
    return false;
  }
  // One hash for the one shared demo password; argon2 salts it, and nobody's real password is at stake.
  const passwordHash = await hashPassword(SANDBOX_DEMO_PASSWORD);
  const demo = sandboxDemo();
  for (const company of demo.companies) {
    await client.query(
      `INSERT INTO crm_sandbox.companies (id, name, ${ADDRESS_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [company.id, company.name, ...addressValues(company)],
    );
    for (const l of company.locations) {
      await client.query(
        `INSERT INTO crm_sandbox.locations (id, company_id, name, ${ADDRESS_COLUMNS})
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
        [l.id, company.id, l.name, ...addressValues(l)],
      );
    }
    for (const u of company.users) {
      await client.query(
        `INSERT INTO crm_sandbox.users (id, company_id, first_name, last_name, email, type, role, location_ids, password_hash)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [u.id, company.id, u.firstName, u.lastName, u.email, u.type, u.role, u.locationIds, passwordHash],
      );
    }
    if (company.appsInstalled) {
      const admin = company.users.find((u) => u.type === 'agency' && u.role === 'admin')!;
      const targets = [null, ...company.locations.map((l) => l.id)];
      for (const clientKey of CLIENT_KEYS) {
        for (const locationId of targets) {
          await client.query(
            `INSERT INTO crm_sandbox.app_installs (client_key, company_id, location_id, install_to_future, installed_by)
             VALUES ($1, $2, $3, $4, $5)`,
            [clientKey, company.id, locationId, locationId === null, admin.id],
          );
        }
      }
    }
  }
  await seedResourceDemoData(client, demo);
  return true;
}
