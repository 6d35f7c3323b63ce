import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { partnerMembers } from '../modules/apps/apps.tables';
import { memberships, users } from '../platform/tenancy/tenancy.tables';
import { DEMO_ACCOUNTS, type DemoAccountName } from './demo-accounts';
import { createDemoApp } from './demo-app';
import { TEST_SUPER_ADMIN } from './test-app';

/** A demo account signed in once, with where it sits in the tenancy. */
export interface Persona {
  name: string;
  email: string;
  userId: string | null;
  role: string;
  agencyId: string | null;
  locationId: string | null;
  partnerIds: string[];
  /** Empty for the anonymous persona. */
  headers: Record<string, string>;
}

/** The demo accounts with this test's super admin. */
const ACCOUNTS = { superAdmin: [TEST_SUPER_ADMIN, 'auth'], ...DEMO_ACCOUNTS } as const;

export type PersonaName = DemoAccountName | 'superAdmin' | 'anonymous' | 'signedOut';

/**
 * A test app loaded with the demo data (the super admin is the test's, root@atrium.test), every demo account
 * signed in once (sign-in is rate limited: reuse these tokens), an anonymous caller, and a token that was
 * signed out through `/auth/logout` before use. `stripe`: see createDemoApp.
 */
export async function createDemoPersonas(opts: { stripe?: boolean } = {}) {
  const { t, http, signIn, payments } = await createDemoApp(opts);
  const describe = async (name: string, email: string, headers: Record<string, string>): Promise<Persona> => {
    const [row] = await t.db
      .select({ userId: users._id, role: memberships.role, agencyId: memberships.agencyId, locationId: memberships.locationId })
      .from(users)
      .leftJoin(memberships, eq(memberships.userId, users._id))
      .where(eq(users.email, email));
    const partners = await t.db.select().from(partnerMembers).where(eq(partnerMembers.userId, row!.userId));
    return {
      name,
      email,
      userId: row!.userId,
      role: email === TEST_SUPER_ADMIN ? 'super_admin' : (row!.role ?? 'end_user'),
      agencyId: row!.agencyId,
      locationId: row!.locationId,
      partnerIds: partners.map((p) => p.partnerId),
      headers,
    };
  };

  const personas = {} as Record<PersonaName, Persona>;
  for (const [name, [email, portal]] of Object.entries(ACCOUNTS)) {
    personas[name as PersonaName] = await describe(name, email, await signIn(email, portal as 'auth' | 'user'));
  }
  personas.anonymous = { ...nobody('anonymous'), headers: {} };
  // A real session, revoked by signing out: the token must now count for nothing.
  const revoked = await signIn('liam@summitdental.test', 'user');
  expect((await http.post('/api/v1/auth/logout', {}, revoked)).statusCode).toBe(200);
  personas.signedOut = { ...nobody('signedOut'), headers: revoked };
  return { t, http, personas, payments };
}

const nobody = (name: string): Omit<Persona, 'headers'> => ({
  name,
  email: '',
  userId: null,
  role: 'anonymous',
  agencyId: null,
  locationId: null,
  partnerIds: [],
});

export type DemoPersonas = Awaited<ReturnType<typeof createDemoPersonas>>;
