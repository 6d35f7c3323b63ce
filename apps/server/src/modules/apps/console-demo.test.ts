import { ZConsoleAppList } from '@atrium/contracts/app-console';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoApp } from '../../test/demo-app';
import type { jsonRequest } from '../../test/http';
import { TEST_SUPER_ADMIN, type TestApp } from '../../test/test-app';

let t: TestApp;
let http: ReturnType<typeof jsonRequest>;
let signIn: (email: string) => Promise<{ authorization: string }>;

beforeAll(async () => {
  ({ t, http, signIn } = await createDemoApp());
});
afterAll(() => t.close());

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
