import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../seed/demo-data';
import { buildCrmSandbox } from './app';
import { SANDBOX_DEMO_PASSWORD, sandboxDemo } from './demo-data';
import { createTestDatabase, createTestSandbox, type TestSandbox, testSandboxOptions } from './test-sandbox';

let t: TestSandbox;
beforeAll(async () => {
  t = await createTestSandbox();
});
afterAll(async () => {
  await t?.close();
});

const counts = async () => {
  const { rows } = await t.pool.query<{ companies: string; locations: string; users: string; installs: string }>(
    `SELECT (SELECT count(*) FROM crm_sandbox.companies) AS companies, (SELECT count(*) FROM crm_sandbox.locations) AS locations,
       (SELECT count(*) FROM crm_sandbox.users) AS users, (SELECT count(*) FROM crm_sandbox.app_installs) AS installs`,
  );
  return rows[0];
};

describe('the sandbox demo', () => {
  it('holds Atrium’s demo agencies with more locations, and Atrium’s apps installed on Summit only', async () => {
    expect(await counts()).toEqual({ companies: '2', locations: '9', users: '8', installs: String(4 * 7) });
    const { rows } = await t.pool.query<{ email: string; company: string; type: string; role: string }>(
      `SELECT u.email, c.name AS company, u.type, u.role FROM crm_sandbox.users u
       JOIN crm_sandbox.companies c ON c.id = u.company_id ORDER BY c.name DESC, u.email`,
    );
    expect(rows.map((r) => `${r.company}: ${r.email} (${r.type} ${r.role})`)).toEqual([
      'Summit Growth Agency: ava@summitrealty.test (account user)',
      'Summit Growth Agency: emma@summitdental.test (account admin)',
      'Summit Growth Agency: liam@summitdental.test (account user)',
      'Summit Growth Agency: noah@summitgrowth.test (agency user)',
      'Summit Growth Agency: olivia@summitgrowth.test (agency admin)',
      'Harbor Digital: lucas@harborfitness.test (account admin)',
      'Harbor Digital: mia@harbordigital.test (agency admin)',
      'Harbor Digital: sofia@harborhome.test (account user)',
    ]);
    const installs = await t.pool.query('SELECT DISTINCT company_id FROM crm_sandbox.app_installs');
    expect(installs.rows).toEqual([{ company_id: t.summit.id }]);
  });

  it('signs its users in with Atrium’s demo password', () => {
    expect(SANDBOX_DEMO_PASSWORD).toBe(DEMO_PASSWORD);
  });

  it('has the same ids on every run, of the CRM’s kind', () => {
    const again = sandboxDemo();
    expect(again).toEqual(t.demo);
    const ids = again.companies.flatMap((c) => [c.id, ...c.locations.map((l) => l.id), ...c.users.map((u) => u.id)]);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('loads once: a second sandbox on the same database leaves the data as it is', async () => {
    await t.pool.query("UPDATE crm_sandbox.locations SET name = 'Renamed by hand' WHERE id = $1", [t.summit.locations[5]!.id]);
    const second = await buildCrmSandbox(testSandboxOptions(t.pool));
    await second.close();
    expect(await counts()).toEqual({ companies: '2', locations: '9', users: '8', installs: '28' });
    const { rows } = await t.pool.query('SELECT name FROM crm_sandbox.locations WHERE id = $1', [t.summit.locations[5]!.id]);
    expect(rows[0].name).toBe('Renamed by hand');
  });

  it('two sandboxes starting together on an empty database load it once', async () => {
    const database = await createTestDatabase();
    try {
      const options = testSandboxOptions(database.pool);
      const apps = await Promise.all([buildCrmSandbox(options), buildCrmSandbox(options)]);
      await Promise.all(apps.map((a) => a.close()));
      const { rows } = await database.pool.query('SELECT count(*)::int AS n FROM crm_sandbox.users');
      expect(rows[0].n).toBe(8);
    } finally {
      await database.drop();
    }
  });

  it('can start empty', async () => {
    const database = await createTestDatabase();
    try {
      const empty = await createTestSandbox({ demoData: false }, database);
      const { rows } = await empty.pool.query('SELECT count(*)::int AS n FROM crm_sandbox.companies');
      expect(rows[0].n).toBe(0);
      await empty.close();
    } finally {
      if (!database.pool.ended) await database.drop();
    }
  });
});
