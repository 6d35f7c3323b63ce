import { ZContentListList, ZContentStepList } from '@atrium/contracts/content';
import { ZProgressList } from '@atrium/contracts/content-progress';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentProgress } from '../../platform/resources/content-progress.tables';
import { expectError, jsonRequest } from '../../test/http';
import { seedTenants, type Tenants } from '../../test/tenants';
import { createTestApp, type TestApp } from '../../test/test-app';
import { checklistItems } from './checklists.tables';
import { onboardingSteps } from './onboarding.tables';

/** Checklists and onboarding lists are one kind of group (content-lists.ts): the same checks run on both. */
const GROUPS = [
  {
    name: 'checklists',
    categories: '/api/v1/checklist-categories',
    lists: '/api/v1/checklists',
    steps: '/api/v1/checklist-items',
    table: checklistItems,
  },
  {
    name: 'onboarding lists',
    categories: '/api/v1/onboarding-categories',
    lists: '/api/v1/onboarding-lists',
    steps: '/api/v1/onboarding-steps',
    table: onboardingSteps,
  },
];

describe.each(GROUPS)('$name', (g) => {
  let t: TestApp;
  let tenants: Tenants;
  let http: ReturnType<typeof jsonRequest>;
  const ids: Record<string, string> = {};
  const items: Record<string, string[]> = {};
  type Headers = Record<string, string>;

  const create = async (path: string, body: object, headers: Headers) => {
    const res = await http.post(path, body, headers);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data._id as string;
  };
  const itemTitles = async (checklistId: string, headers: Headers) => {
    const res = await http.get(`${g.steps}?listId=${checklistId}`, headers);
    expect(res.statusCode, res.body).toBe(200);
    return ZContentStepList.parse(res.json())
      .data.map((i) => i.title)
      .sort();
  };
  const done = async (headers: Headers) =>
    ZProgressList.parse((await http.get(`${g.steps}/progress`, headers)).json())
      .data.filter((p) => p.status === 'completed')
      .map((p) => p.itemId)
      .sort();

  beforeAll(async () => {
    t = await createTestApp();
    tenants = await seedTenants(t);
    http = jsonRequest(t.app);
    const { superAdmin, adminA, adminB } = tenants;
    ids.category = await create(`${g.categories}`, { name: 'Launch' }, superAdmin.headers);
    ids.launch = await create(`${g.lists}`, { categoryId: ids.category, title: 'Launch a location' }, superAdmin.headers);
    // An agency's list goes in one of its own categories: the platform's are not its to fill.
    ids.aCategory = await create(`${g.categories}`, { name: 'Alpha' }, adminA.headers);
    ids.a = await create(`${g.lists}`, { categoryId: ids.aCategory, title: 'Alpha house setup' }, adminA.headers);
    ids.bCategory = await create(`${g.categories}`, { name: 'Bravo' }, adminB.headers);
    ids.b = await create(`${g.lists}`, { categoryId: ids.bCategory, title: 'Bravo setup' }, adminB.headers);
    const addItems = async (checklistId: string, titles: string[], headers: Headers) =>
      Promise.all(titles.map((title, position) => create(`${g.steps}`, { listId: checklistId, title, position }, headers)));
    items.launch = await addItems(
      ids.launch!,
      ['Connect the phone', 'Import contacts', 'Install the review widget'],
      superAdmin.headers,
    );
    items.b = await addItems(ids.b!, ['Bravo step'], adminB.headers);
  });
  afterAll(() => t.close());

  describe('lists and steps', () => {
    it("shows a checklist's items wherever the checklist is seen, and nowhere else", async () => {
      const titles = (headers: Headers) =>
        http.get(`${g.lists}?limit=200`, headers).then((r) =>
          ZContentListList.parse(r.json())
            .data.map((c) => c.title)
            .sort(),
        );
      expect(await titles(tenants.staffA1.headers)).toEqual(['Alpha house setup', 'Launch a location']);
      expect(await itemTitles(ids.launch!, tenants.staffA1.headers)).toHaveLength(3);
      expect(await itemTitles(ids.b!, tenants.staffA1.headers)).toEqual([]);
      expectError(await http.get(`${g.steps}/${items.b![0]}`, tenants.staffA1.headers), 404, 'not_found');

      // Hiding the checklist, or its whole category, from a location takes its items with it.
      const { adminA, locationA1, staffA2 } = tenants;
      await http.put(`${g.lists}/${ids.launch}/visibility`, { hiddenFrom: [locationA1._id] }, adminA.headers);
      expect(await itemTitles(ids.launch!, tenants.staffA1.headers)).toEqual([]);
      expect(await itemTitles(ids.launch!, staffA2.headers)).toHaveLength(3);
      await http.put(`${g.lists}/${ids.launch}/visibility`, { hiddenFrom: [] }, adminA.headers);
      await http.put(`${g.categories}/${ids.category}/visibility`, { hiddenFrom: [locationA1._id] }, adminA.headers);
      expect(await titles(tenants.staffA1.headers)).toEqual(['Alpha house setup']);
      expect(await itemTitles(ids.launch!, tenants.staffA1.headers)).toEqual([]);
      await http.put(`${g.categories}/${ids.category}/visibility`, { hiddenFrom: [] }, adminA.headers);
    });

    it("lets only the checklist's owner add items", async () => {
      const add = (checklistId: string, headers: Headers) =>
        http.post(`${g.steps}`, { listId: checklistId, title: 'Extra' }, headers);
      expectError(await add(ids.launch!, tenants.adminA.headers), 404, 'not_found');
      expectError(await add(ids.b!, tenants.adminA.headers), 404, 'not_found');
      expect((await add(ids.a!, tenants.adminA.headers)).statusCode).toBe(201);
      const foreign = await http.post(`${g.lists}`, { categoryId: ids.bCategory, title: 'x' }, tenants.adminA.headers);
      expect(expectError(foreign, 404, 'not_found').details).toEqual([{ path: ['categoryId'], message: expect.any(String) }]);
    });

    it('keeps completions per person and location, and resets one checklist for me only', async () => {
      const { staffA1, staffA2 } = tenants;
      const [phone, contacts] = items.launch!;
      for (const id of [phone!, contacts!]) {
        const res = await http.put(`${g.steps}/${id}/complete`, { completed: true }, staffA1.headers);
        expect(res.json().data.status).toBe('completed');
      }
      await http.put(`${g.steps}/${phone}/task-status`, { status: 'completed' }, staffA2.headers);
      expect(await done(staffA1.headers)).toEqual([phone, contacts].sort());
      expect(await done(staffA2.headers)).toEqual([phone]);

      const reset = await http.post(`${g.lists}/${ids.launch}/reset`, {}, staffA1.headers);
      expect(reset.statusCode, reset.body).toBe(200);
      expect(reset.json().data).toEqual({ cleared: 2 });
      expect(await done(staffA1.headers)).toEqual([]);
      expect(await done(staffA2.headers)).toEqual([phone]);
    });

    it('refuses completing or resetting what the person cannot see, and stores nothing', async () => {
      const { staffA1 } = tenants;
      expectError(await http.put(`${g.steps}/${items.b![0]}/complete`, { completed: true }, staffA1.headers), 404);
      expectError(await http.post(`${g.lists}/${ids.b}/reset`, {}, staffA1.headers), 404, 'not_found');
      expectError(await http.post(`${g.lists}/${ids.launch}/reset`, {}), 401, 'unauthorized');
      expect(await t.db.select().from(contentProgress).where(eq(contentProgress.itemId, items.b![0]!))).toEqual([]);
      expect((await t.db.select().from(g.table).where(eq(g.table.listId, ids.b!))).map((i) => i.title)).toEqual(['Bravo step']);
    });
  });
});
