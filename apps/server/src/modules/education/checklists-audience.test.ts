import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, jsonRequest } from '../../test/http';
import { seedTenants, type Tenants } from '../../test/tenants';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Agency-only checklists (a category named "Agency", checklists.resource.ts) never reach people at a location. */
let t: TestApp;
let tenants: Tenants;
let http: ReturnType<typeof jsonRequest>;
type Headers = Record<string, string>;
const ids: Record<string, string> = {};

const create = async (path: string, body: object, headers: Headers) => {
  const res = await http.post(path, body, headers);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data._id as string;
};
const names = async (path: string, headers: Headers, field = 'title') => {
  const res = await http.get(path, headers);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as Record<string, string>[]).map((row) => row[field]).sort();
};

beforeAll(async () => {
  t = await createTestApp();
  tenants = await seedTenants(t);
  http = jsonRequest(t.app);
  const { superAdmin, adminA } = tenants;
  ids.launch = await create('/api/v1/checklist-categories', { name: 'Launch' }, superAdmin.headers);
  ids.agency = await create('/api/v1/checklist-categories', { name: 'Agency' }, superAdmin.headers);
  ids.locationList = await create(
    '/api/v1/checklists',
    { categoryId: ids.launch, title: 'Launch a new location' },
    superAdmin.headers,
  );
  ids.profile = await create(
    '/api/v1/checklists',
    { categoryId: ids.agency, title: 'Set up your agency profile' },
    superAdmin.headers,
  );
  ids.profileItem = await create(
    '/api/v1/checklist-items',
    { listId: ids.profile, title: 'Upload your logo' },
    superAdmin.headers,
  );
  await create('/api/v1/checklist-items', { listId: ids.locationList, title: 'Import contacts' }, superAdmin.headers);
  // An agency's own agency-only category, spelled its own way, is agency-only too.
  ids.ownAgency = await create('/api/v1/checklist-categories', { name: '  AGENCY ' }, adminA.headers);
  ids.ownList = await create('/api/v1/checklists', { categoryId: ids.ownAgency, title: 'Alpha billing setup' }, adminA.headers);
  ids.ownItem = await create('/api/v1/checklist-items', { listId: ids.ownList, title: 'Add a card' }, adminA.headers);
});
afterAll(() => t.close());

describe('agency-only checklists', () => {
  it('are never listed to location users: not the category, the checklists nor their items', async () => {
    for (const user of [tenants.locationAdminA1, tenants.staffA1]) {
      expect(await names('/api/v1/checklist-categories', user.headers, 'name')).toEqual(['Launch']);
      expect(await names('/api/v1/checklists?limit=200', user.headers)).toEqual(['Launch a new location']);
      expect(await names(`/api/v1/checklists/filter?categoryId=${ids.agency}`, user.headers)).toEqual([]);
      expect(await names('/api/v1/checklist-items?limit=200', user.headers)).toEqual(['Import contacts']);
      expect(await names(`/api/v1/checklist-items?listId=${ids.profile}`, user.headers)).toEqual([]);
    }
  });

  it('answer a location user asking by id exactly like an unknown id, and cannot be ticked or reset there', async () => {
    const { staffA1 } = tenants;
    expectError(await http.get(`/api/v1/checklists/${ids.profile}`, staffA1.headers), 404, 'not_found');
    expectError(await http.get(`/api/v1/checklist-categories/${ids.agency}`, staffA1.headers), 404, 'not_found');
    expectError(await http.get(`/api/v1/checklist-items/${ids.ownItem}`, staffA1.headers), 404, 'not_found');
    const tick = await http.put(`/api/v1/checklist-items/${ids.profileItem}/complete`, { completed: true }, staffA1.headers);
    expectError(tick, 404, 'not_found');
    expectError(await http.post(`/api/v1/checklists/${ids.profile}/reset`, undefined, staffA1.headers), 404, 'not_found');
  });

  it('are shown to the agency, its staff and the super admin, who can work through them', async () => {
    const { adminA, staffA, superAdmin } = tenants;
    for (const user of [adminA, staffA]) {
      expect(await names('/api/v1/checklists?limit=200', user.headers)).toEqual([
        'Alpha billing setup',
        'Launch a new location',
        'Set up your agency profile',
      ]);
      expect(await names('/api/v1/checklist-categories', user.headers, 'name')).toEqual(['AGENCY', 'Agency', 'Launch']);
    }
    expect(await names('/api/v1/checklists?limit=200', superAdmin.headers)).toContain('Set up your agency profile');
    const tick = await http.put(`/api/v1/checklist-items/${ids.profileItem}/complete`, { completed: true }, adminA.headers);
    expect(tick.statusCode, tick.body).toBe(200);
  });

  it('leave other agencies out as before: agency B sees the platform ones only', async () => {
    expect(await names('/api/v1/checklists?limit=200', tenants.adminB.headers)).toEqual([
      'Launch a new location',
      'Set up your agency profile',
    ]);
    expect(await names('/api/v1/checklists?limit=200', tenants.locationAdminB1.headers)).toEqual(['Launch a new location']);
  });
});
