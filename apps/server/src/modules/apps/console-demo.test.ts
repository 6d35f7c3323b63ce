import { ZConsoleAppList } from '@atrium/contracts/app-console';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemoData } from '../../seed/demo-data';
import { jsonRequest } from '../../test/http';
import { createTestApp, TEST_SUPER_ADMIN, type TestApp } from '../../test/test-app';

let t: TestApp;
let http: ReturnType<typeof jsonRequest>;

beforeAll(async () => {
  t = await createTestApp();
  http = jsonRequest(t.app);
  expect(await seedDemoData({ db: t.db, superAdminEmail: TEST_SUPER_ADMIN })).toBe(true);
});
afterAll(() => t.close());

const signIn = async (email: string) => {
  const res = await http.post('/api/v1/auth/login', { email, password: DEMO_PASSWORD });
  expect(res.statusCode, res.body).toBe(200);
  return { authorization: `Bearer ${res.json().data.token}` };
};

describe('the demo console', () => {
  it('has an app creator with a draft, an app in review and live apps, and a review queue for the super admin', async () => {
    const creator = await signIn('creator@atrium.test');
    const partnersRes = (await http.get('/api/v1/console/partners', creator)).json().data as { name: string }[];
    expect(partnersRes).toHaveLength(1);
    const mine = ZConsoleAppList.parse((await http.get('/api/v1/console/apps?limit=100', creator)).json()).data;
    const statuses = new Set(mine.map((a) => a.status));
    expect(statuses).toContain('draft');
    expect(statuses).toContain('in_review');
    expect(mine.every((a) => a.partner.name === partnersRes[0]!.name)).toBe(true);
    const draft = mine.find((a) => a.status === 'draft' && a.rejectionReason);
    expect(draft).toBeDefined();

    const admin = await signIn(TEST_SUPER_ADMIN);
    const queue = ZConsoleAppList.parse((await http.get('/api/v1/console/apps?status=in_review', admin)).json());
    expect(queue.data.map((a) => a._id)).toEqual(
      expect.arrayContaining(mine.filter((a) => a.status === 'in_review').map((a) => a._id)),
    );
    for (const app of mine.filter((a) => a.status !== 'live')) {
      const detail = (await http.get(`/api/v1/console/apps/${app._id}`, creator)).json().data;
      expect(detail.plans.length).toBeGreaterThan(0);
      expect(detail.versions.length).toBeGreaterThan(0);
    }
  });
});
