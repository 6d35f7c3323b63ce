import { ZDocList, ZDocResponse, ZDocsCategoryList } from '@atrium/contracts/docs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectValidationError, type jsonRequest } from '../../test/http';
import { createTenantApp, type Tenants } from '../../test/tenants';
import type { TestApp } from '../../test/test-app';
import { docs } from './docs.tables';

let t: TestApp;
let tenants: Tenants;
let http: ReturnType<typeof jsonRequest>;
const ids: Record<string, string> = {};
type Headers = Record<string, string>;

const titles = async (headers: Headers = {}, query = '') =>
  ZDocList.parse((await http.get(`/api/v1/docs?limit=200${query}`, headers)).json())
    .data.map((d) => d.title)
    .sort();
const article = (categoryId: string, title: string) => ({
  categoryId,
  title,
  summary: `About ${title}`,
  sections: [
    { heading: 'Overview', body: `<p>${title} explained.</p>` },
    { heading: 'Steps', body: '<p>Do <strong>this</strong>.<script>alert(1)</script></p>' },
  ],
});

beforeAll(async () => {
  ({ t, tenants, http } = await createTenantApp());
  const { superAdmin, adminA, adminB } = tenants;
  ids.top = await http.create('/api/v1/docs-categories', { name: 'Apps' }, superAdmin.headers);
  ids.sub = await http.create('/api/v1/docs-categories', { name: 'Installing', parentId: ids.top }, superAdmin.headers);
  ids.aTop = await http.create('/api/v1/docs-categories', { name: 'Alpha' }, adminA.headers);
  ids.aSub = await http.create('/api/v1/docs-categories', { name: 'Alpha notes', parentId: ids.aTop }, adminA.headers);
  ids.bTop = await http.create('/api/v1/docs-categories', { name: 'Bravo' }, adminB.headers);
  ids.install = await http.create('/api/v1/docs', article(ids.sub, 'Install for many locations'), superAdmin.headers);
  ids.alpha = await http.create('/api/v1/docs', article(ids.aSub, 'Alpha conventions'), adminA.headers);
  ids.bravo = await http.create('/api/v1/docs', article(ids.bTop, 'Bravo conventions'), adminB.headers);
});
afterAll(() => t.close());

describe('the knowledge base', () => {
  it("shows each reader the platform's articles and its agency's, and searches them", async () => {
    expect(await titles(tenants.staffA1.headers)).toEqual(['Alpha conventions', 'Install for many locations']);
    expect(await titles(tenants.locationAdminB1.headers)).toEqual(['Bravo conventions', 'Install for many locations']);
    expect(await titles(tenants.staffA1.headers, '&q=many')).toEqual(['Install for many locations']);
    expect(await titles(tenants.staffA1.headers, `&categoryId=${ids.aSub}`)).toEqual(['Alpha conventions']);
    const one = await http.get(`/api/v1/docs/${ids.install}`, tenants.staffA1.headers);
    expect(ZDocResponse.parse(one.json()).data.sections).toEqual([
      { heading: 'Overview', body: '<p>Install for many locations explained.</p>' },
      { heading: 'Steps', body: '<p>Do <strong>this</strong>.</p>' },
    ]);
    expect(await titles(tenants.staffA1.headers, '&q=explained')).toEqual(['Alpha conventions', 'Install for many locations']);
    const subs = ZDocsCategoryList.parse(
      (await http.get(`/api/v1/docs-categories?parentId=${ids.top}`, tenants.staffA1.headers)).json(),
    );
    expect(subs.data.map((c) => c.name)).toEqual(['Installing']);
  });

  it('keeps sub-categories one level deep, under a category the writer owns', async () => {
    const post = (body: object) => http.post('/api/v1/docs-categories', body, tenants.adminA.headers);
    expect(expectValidationError(await post({ name: 'Too deep', parentId: ids.aSub }))).toEqual(['parentId']);
    const parentError = (res: Awaited<ReturnType<typeof post>>) => expectError(res, 404, 'not_found').details;
    expect(parentError(await post({ name: 'Into Bravo', parentId: ids.bTop }))).toEqual([
      { path: ['parentId'], message: expect.any(String) },
    ]);
    expect(parentError(await post({ name: 'Into the platform', parentId: ids.top }))).toEqual([
      { path: ['parentId'], message: expect.any(String) },
    ]);
    expect(parentError(await http.post('/api/v1/docs', article(ids.bTop!, 'x'), tenants.adminA.headers))).toEqual([
      { path: ['categoryId'], message: expect.any(String) },
    ]);
    const noSections = await http.post('/api/v1/docs', { ...article(ids.aTop!, 'x'), sections: [] }, tenants.adminA.headers);
    expect(expectValidationError(noSections)).toEqual(['sections']);
    const scriptOnly = { ...article(ids.aTop!, 'x'), sections: [{ heading: 'H', body: '<script>1</script>' }] };
    expect(expectValidationError(await http.post('/api/v1/docs', scriptOnly, tenants.adminA.headers))).toEqual([
      'sections.0.body',
    ]);
  });

  it('hides a top category with its sub-categories and their articles', async () => {
    const { adminA, staffA1, staffA2, locationA1 } = tenants;
    const path = `/api/v1/docs-categories/${ids.top}/visibility`;
    await http.put(path, { hiddenFrom: [locationA1._id] }, adminA.headers);
    expect(await titles(staffA1.headers)).toEqual(['Alpha conventions']);
    expectError(await http.get(`/api/v1/docs-categories/${ids.sub}`, staffA1.headers), 404, 'not_found');
    expect(await titles(staffA2.headers)).toEqual(['Alpha conventions', 'Install for many locations']);
    await http.put(path, { hiddenFrom: [] }, adminA.headers);
  });

  it("gives another agency's article a 404 and changes nothing", async () => {
    expectError(await http.get(`/api/v1/docs/${ids.bravo}`, tenants.adminA.headers), 404, 'not_found');
    expectError(await http.put(`/api/v1/docs/${ids.bravo}`, { title: 'Mine' }, tenants.adminA.headers), 404, 'not_found');
    expectError(await http.del(`/api/v1/docs/${ids.bravo}`, tenants.adminA.headers), 404, 'not_found');
    expect((await t.db.select().from(docs).where(eq(docs._id, ids.bravo!)))[0]?.title).toBe('Bravo conventions');
  });
});
