import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations, memberships, users } from '../../platform/tenancy/tenancy.tables';
import { createCrmTestApp } from '../crm/test-crm';
import { userImport } from './import-users';
import { importSteps } from './test-imports';

/** People imported by CSV where the agency's crm_sync connection creates them in the CRM too (users.json, POST /users/). */
describe('user imports into the CRM', () => {
  let crm: Awaited<ReturnType<typeof createCrmTestApp>>;
  let steps: ReturnType<typeof importSteps>;
  beforeAll(async () => {
    crm = await createCrmTestApp();
    steps = importSteps(crm.t.app);
  });
  afterAll(async () => {
    await crm?.close();
  });
  const inCrm = async (email: string) =>
    (
      await crm.sandbox.pool.query(
        'select id, company_id, type, role, location_ids from crm_sandbox.users where lower(email) = $1 and deleted_at is null',
        [email],
      )
    ).rows as { id: string; company_id: string; type: string; role: string; location_ids: string[] }[];
  const atrium = async (email: string) =>
    (
      await crm.t.db
        .select({ crmUserId: users.crmUserId, role: memberships.role, locationId: memberships.locationId })
        .from(users)
        .innerJoin(memberships, eq(memberships.userId, users._id))
        .where(eq(users.email, email))
    )[0];

  it('creates new people in the CRM first with their role, keeps their CRM ids, and a second run creates nobody', async () => {
    const { adminA, agencyA, locationA1 } = crm.tenants;
    await crm.connect(adminA, 'olivia@summitgrowth.test');
    const dental = crm.sandbox.summit.locations[0]!.id;
    await crm.t.db.update(locations).set({ crmLocationId: dental }).where(eq(locations._id, locationA1._id));
    const noahInCrm = (await inCrm('noah@summitgrowth.test'))[0]!;
    const csv = [
      'email,first name,last name,role,location',
      'ivy@alpha.test,Ivy,Irwin,agency admin,', // 2 an agency user in the CRM
      'jon@alpha.test,Jon,Jones,staff,Alpha One', // 3 an account user of the linked location
      'kim@alpha.test,Kim,Kent,location admin,Alpha Two', // 4 Alpha Two has no CRM location: refused
      'noah@summitgrowth.test,Noah,Carter,,', // 5 the CRM has him already: taken as he is
    ].join('\n');
    const first = await steps.importFile(adminA, 'users', csv);
    expect(first).toMatchObject({ status: 'done', toCrm: true, created: 3, failed: 1 });
    const errors = await steps.errors(adminA, first._id);
    expect(errors.data.map((e) => [e.line, e.message])).toEqual([
      [4, 'The location is not linked to a CRM location yet: sync the CRM first'],
    ]);

    const [ivy] = await inCrm('ivy@alpha.test');
    expect(ivy).toMatchObject({ company_id: crm.sandbox.summit.id, type: 'agency', role: 'admin', location_ids: [] });
    expect(await atrium('ivy@alpha.test')).toEqual({ crmUserId: ivy!.id, role: 'agency_admin', locationId: null });
    const [jon] = await inCrm('jon@alpha.test');
    expect(jon).toMatchObject({ type: 'account', role: 'user', location_ids: [dental] });
    expect(await atrium('jon@alpha.test')).toEqual({ crmUserId: jon!.id, role: 'staff', locationId: locationA1._id });
    expect(await inCrm('kim@alpha.test')).toEqual([]);
    expect(await atrium('kim@alpha.test')).toBeUndefined();
    expect(await inCrm('noah@summitgrowth.test')).toHaveLength(1);
    expect((await atrium('noah@summitgrowth.test'))?.crmUserId).toBe(noahInCrm.id);

    const countCrm = async () => Number((await crm.sandbox.pool.query('select count(*) from crm_sandbox.users')).rows[0].count);
    const before = await countCrm();
    const again = await steps.importFile(adminA, 'users', csv);
    expect(again).toMatchObject({ status: 'done', created: 0, unchanged: 3, failed: 1 });
    expect(await countCrm()).toBe(before);
    const people = await crm.t.db
      .select({ n: users._id })
      .from(users)
      .innerJoin(memberships, eq(memberships.userId, users._id))
      .where(and(eq(memberships.agencyId, agencyA._id)));
    expect(new Set(people.map((p) => p.n)).size).toBe(people.length);
  });

  it('says a CRM refusal per row, in words, and writes nothing for that row', async () => {
    const { adminA, locationA2 } = crm.tenants;
    // Alpha Two points at another agency's CRM location: the CRM refuses the person, the other row goes in.
    await crm.t.db
      .update(locations)
      .set({ crmLocationId: crm.sandbox.harbor.locations[0]!.id })
      .where(eq(locations._id, locationA2._id));
    const done = await steps.importFile(
      adminA,
      'users',
      'email,first name,last name,role,location\nlea@alpha.test,Lea,Lamb,staff,Alpha Two\nmax@alpha.test,Max,Moss,,\n',
    );
    expect(done).toMatchObject({ status: 'done', created: 1, failed: 1 });
    const errors = await steps.errors(adminA, done._id);
    expect(errors.data.map((e) => [e.line, e.message])).toEqual([[2, 'The CRM refused this user’s details']]);
    expect(await atrium('lea@alpha.test')).toBeUndefined();
    expect(await inCrm('lea@alpha.test')).toEqual([]);
    expect((await atrium('max@alpha.test'))?.crmUserId).toBe((await inCrm('max@alpha.test'))[0]!.id);
  });

  it('counts a person the sync made from the CRM’s webhook before the row’s own insert as created, and no one else', async () => {
    const { adminA, agencyA } = crm.tenants;
    const invited: string[] = [];
    // What the sync does when the CRM's UserCreate arrives first: the account, with the CRM id, in the agency.
    const syncMakes = (email: string, crmUserId: string) => async () => {
      const [made] = await crm.t.db
        .insert(users)
        .values({ email, passwordHash: '!synced', firstName: 'Sy', lastName: 'Nc', crmUserId })
        .returning();
      await crm.t.db.insert(memberships).values({ userId: made!._id, role: 'agency_staff', agencyId: agencyA._id });
      return crmUserId === 'crm-ours' ? crmUserId : 'crm-someone-else';
    };
    const write = (email: string, createUserInCrm: () => Promise<string>) =>
      userImport.write(
        {
          db: crm.t.db,
          agencyId: agencyA._id,
          actor: {
            kind: 'user',
            userId: adminA._id,
            sessionId: '',
            email: adminA.email,
            role: 'agency_admin',
            agencyId: agencyA._id,
            locationId: null,
          },
          createInCrm: null,
          createUserInCrm,
          invite: async (userId) => {
            invited.push(userId);
          },
        },
        [{ line: 2, values: { email, firstName: 'Sy', lastName: 'Nc' } }],
        ['email', 'firstName', 'lastName'],
      );
    expect(await write('sy@alpha.test', syncMakes('sy@alpha.test', 'crm-ours'))).toEqual([{ line: 2, outcome: 'created' }]);
    const [sy] = await crm.t.db.select().from(users).where(eq(users.email, 'sy@alpha.test'));
    expect(invited).toEqual([sy!._id]);
    // An account with another CRM id is not this row's person.
    expect(await write('oz@alpha.test', syncMakes('oz@alpha.test', 'crm-theirs'))).toEqual([
      { line: 2, error: 'An account with this email was created meanwhile: import the file again' },
    ]);
    expect(invited).toHaveLength(1);
  });
});
