import { ZToolList } from '@atrium/contracts/tools';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectValidationError, type jsonRequest } from '../../test/http';
import { createTenantApp, type Tenants } from '../../test/tenants';
import type { TestApp } from '../../test/test-app';
import { tools } from './tools.tables';

let t: TestApp;
let tenants: Tenants;
let http: ReturnType<typeof jsonRequest>;
const ids: Record<string, string> = {};
const tool = (name: string, extra: object = {}) => ({ name, url: 'https://tools.example/x', ...extra });
const names = async (headers: Record<string, string> = {}, query = '') => {
  const res = await http.get(`/api/v1/tools?limit=200${query}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return ZToolList.parse(res.json())
    .data.map((c) => c.name)
    .sort();
};

beforeAll(async () => {
  ({ t, tenants, http } = await createTenantApp());
  const create = (body: object, headers: Record<string, string>) => http.create('/api/v1/tools', body, headers);
  ids.calc = await create(tool('ROI calculator', { category: 'Sales' }), tenants.superAdmin.headers);
  ids.draft = await create(tool('Unreleased', { status: 'draft' }), tenants.superAdmin.headers);
  ids.a = await create(tool('Alpha templates', { category: 'Marketing' }), tenants.adminA.headers);
  ids.b = await create(tool('Bravo portal'), tenants.adminB.headers);
});
afterAll(() => t.close());

describe('tools', () => {
  it("shows everyone the platform's published tools and each agency's people their own", async () => {
    expect(await names()).toEqual(['ROI calculator']);
    expect(await names(tenants.staffA1.headers)).toEqual(['Alpha templates', 'ROI calculator']);
    expect(await names(tenants.locationAdminB1.headers)).toEqual(['Bravo portal', 'ROI calculator']);
    expect(await names(tenants.superAdmin.headers)).toEqual(['Alpha templates', 'Bravo portal', 'ROI calculator', 'Unreleased']);
    expect(await names(tenants.staffA1.headers, '&category=Marketing')).toEqual(['Alpha templates']);
  });

  it('sanitises the description and refuses unsafe links and icons', async () => {
    const res = await http.put(
      `/api/v1/tools/${ids.a}`,
      { description: '<p>Ready-made <strong>ads</strong><script>alert(1)</script></p>' },
      tenants.adminA.headers,
    );
    expect(res.json().data.description).toBe('<p>Ready-made <strong>ads</strong></p>');
    const post = (body: object) => http.post('/api/v1/tools', body, tenants.adminA.headers);
    expect(expectValidationError(await post(tool('Plain', { url: 'http://tools.example' })))).toEqual(['url']);
    expect(expectValidationError(await post(tool('Script', { url: 'javascript:alert(1)' })))).toEqual(['url']);
    expect(expectValidationError(await post(tool('Icon', { iconUrl: 'file:///etc/passwd' })))).toEqual(['iconUrl']);
    expect(expectValidationError(await post({ url: 'https://tools.example' }))).toEqual(['name']);
  });

  it('lets only writers write: staff get 403, a visitor 401', async () => {
    expectError(await http.post('/api/v1/tools', tool('Mine'), tenants.staffA1.headers), 403);
    expectError(await http.post('/api/v1/tools', tool('Mine')), 401);
  });

  it("gives another agency's tool a 404 and changes nothing; an agency hides a platform tool from one location", async () => {
    const { adminA, staffA1, staffA2, locationA1 } = tenants;
    expectError(await http.get(`/api/v1/tools/${ids.b}`, adminA.headers), 404, 'not_found');
    expectError(await http.put(`/api/v1/tools/${ids.b}`, { name: 'Mine' }, adminA.headers), 404, 'not_found');
    expectError(await http.del(`/api/v1/tools/${ids.b}`, adminA.headers), 404, 'not_found');
    // The platform's tool is readable, so refusing it hides nothing: 403, not 404.
    expectError(await http.put(`/api/v1/tools/${ids.calc}`, { name: 'Mine' }, adminA.headers), 403);
    const stored = async (id: string) => (await t.db.select().from(tools).where(eq(tools._id, id)))[0]?.name;
    expect(await stored(ids.b!)).toBe('Bravo portal');
    expect(await stored(ids.calc!)).toBe('ROI calculator');

    const path = `/api/v1/tools/${ids.calc}/visibility`;
    expect((await http.put(path, { hiddenFrom: [locationA1._id] }, adminA.headers)).statusCode).toBe(200);
    expect(await names(staffA1.headers)).not.toContain('ROI calculator');
    expect(await names(staffA2.headers)).toContain('ROI calculator');
    await http.put(path, { hiddenFrom: [] }, adminA.headers);
  });
});
