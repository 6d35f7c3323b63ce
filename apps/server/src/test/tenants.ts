import type { TRole } from '@atrium/contracts/roles';
import { hashPassword } from '../platform/auth/passwords';
import { createSession } from '../platform/auth/sessions';
import { agencies, locations, memberships, users } from '../platform/tenancy/tenancy.tables';
import { jsonRequest } from './http';
import { createTestApp, TEST_SUPER_ADMIN, type TestApp } from './test-app';

export const TEST_PASSWORD = 'correct-horse-battery';

export interface TestUser {
  _id: string;
  email: string;
  token: string;
  headers: { authorization: string };
}

/**
 * Real neighbours for tenancy tests: agency A (admin, staff, two locations with people), agency B
 * (admin and a location admin), an end user and the super admin, each with a live session.
 */
export async function seedTenants(t: TestApp) {
  const { db } = t;
  const passwordHash = await hashPassword(TEST_PASSWORD);
  const policy = { idleMs: 3_600_000, absoluteMs: 86_400_000, superAdminEmail: t.config.SUPER_ADMIN_EMAIL };

  const makeUser = async (email: string, role: TRole, agencyId: string | null, locationId: string | null): Promise<TestUser> => {
    const [user] = await db
      .insert(users)
      .values({ email, passwordHash, firstName: email.split('@')[0]!, lastName: 'Test' })
      .returning();
    await db.insert(memberships).values({ userId: user!._id, role, agencyId, locationId });
    const { token } = await createSession({ db, userId: user!._id, policy });
    return { _id: user!._id, email, token, headers: { authorization: `Bearer ${token}` } };
  };
  const makeAgency = async (name: string, locationNames: string[]) => {
    const [agency] = await db
      .insert(agencies)
      .values({ name, email: `${name.toLowerCase()}@agency.test` })
      .returning();
    const locs = await db
      .insert(locations)
      .values(locationNames.map((n) => ({ agencyId: agency!._id, name: n })))
      .returning();
    return { agency: agency!, locations: locs };
  };

  const a = await makeAgency('Alpha', ['Alpha One', 'Alpha Two']);
  const b = await makeAgency('Bravo', ['Bravo One']);
  return {
    agencyA: a.agency,
    agencyB: b.agency,
    locationA1: a.locations[0]!,
    locationA2: a.locations[1]!,
    locationB1: b.locations[0]!,
    superAdmin: await makeUser(TEST_SUPER_ADMIN, 'super_admin', null, null),
    adminA: await makeUser('admin@alpha.test', 'agency_admin', a.agency._id, null),
    staffA: await makeUser('staff@alpha.test', 'agency_staff', a.agency._id, null),
    locationAdminA1: await makeUser('lead@alpha-one.test', 'location_admin', a.agency._id, a.locations[0]!._id),
    staffA1: await makeUser('staff@alpha-one.test', 'staff', a.agency._id, a.locations[0]!._id),
    staffA2: await makeUser('staff@alpha-two.test', 'staff', a.agency._id, a.locations[1]!._id),
    adminB: await makeUser('admin@bravo.test', 'agency_admin', b.agency._id, null),
    locationAdminB1: await makeUser('lead@bravo-one.test', 'location_admin', b.agency._id, b.locations[0]!._id),
    endUser: await makeUser('someone@mail.test', 'end_user', null, null),
  };
}

export type Tenants = Awaited<ReturnType<typeof seedTenants>>;

/** A test app with the tenancy neighbours and a JSON client: the set-up most tenancy tests start from. */
export async function createTenantApp() {
  const t = await createTestApp();
  return { t, tenants: await seedTenants(t), http: jsonRequest(t.app) };
}
