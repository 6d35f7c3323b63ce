import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../test/http';
import type { TestUser } from '../../test/tenants';
import { createTenantApp, type Tenants } from '../../test/tenants';
import type { TestApp } from '../../test/test-app';
import { makeCreator, makePartner } from '../apps/console-fixtures';
import { createOneOfEach, EDUCATION_GROUPS, type EducationGroup, type EducationGroupKey } from './education-fixtures';

/**
 * The partner variant (decision 013): a partner's team (app creators) writes education content that only that
 * partner's team reads, beside the platform's; agencies, their locations, other partners and the public never
 * see it, and it never sees theirs.
 */

let t: TestApp;
let tenants: Tenants;
let http: Awaited<ReturnType<typeof createTenantApp>>['http'];
let pilot: TestUser;
let quill: TestUser;
let pilotIds: Awaited<ReturnType<typeof createOneOfEach>>;
let platformFaqCategory: string;
const partnerGroups = Object.entries(EDUCATION_GROUPS).filter(([, g]) => !('agencyOnly' in g && g.agencyOnly)) as [
  EducationGroupKey,
  EducationGroup,
][];

beforeAll(async () => {
  ({ t, tenants, http } = await createTenantApp());
  const [pilotPartner, quillPartner] = [await makePartner(t, 'Pilot Apps'), await makePartner(t, 'Quill Labs')];
  pilot = await makeCreator(t, 'casey@pilot.test', [pilotPartner._id]);
  quill = await makeCreator(t, 'drew@quill.test', [quillPartner._id]);
  pilotIds = await createOneOfEach(http, pilot.headers, { agencyGroups: false });
  platformFaqCategory = await http.create('/api/v1/faq-categories', { name: 'Platform basics' }, tenants.superAdmin.headers);
});
afterAll(() => t.close());

describe("a partner's education content", () => {
  it.each(partnerGroups)('%s: its team reads and changes it, owned by the partner', async (key, g) => {
    const url = `${g.path}/${pilotIds[key]}`;
    const res = await http.get(url, pilot.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.owner).toBe('partner');
    const list = await http.get(`${g.path}?limit=100`, pilot.headers);
    expect(list.json().data.map((row: { _id: string }) => row._id)).toContain(pilotIds[key]);
    const updated = await http.put(url, g.update, pilot.headers);
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data[g.field]).toBe(Object.values(g.update)[0]);
    expect((await http.put(url, { [g.field]: g.value }, pilot.headers)).statusCode).toBe(200);
  });

  it.each(partnerGroups)('%s: another partner, agencies, locations and the public get 404s', async (key, g) => {
    const url = `${g.path}/${pilotIds[key]}`;
    const writersOnly = key === 'section' || key === 'question';
    // Other writers (a partner, an agency admin) get 404s, as for a row that does not exist.
    for (const who of [quill, tenants.adminA]) {
      expectError(await http.get(url, who.headers), 404, 'not_found');
      expectError(await http.put(url, g.update, who.headers), 404, 'not_found');
      expectError(await http.del(url, who.headers), 404, 'not_found');
    }
    // Readers are refused writes before any row is looked at; sections and questions are for writers only.
    for (const who of [tenants.staffA1, tenants.locationAdminB1, tenants.endUser]) {
      expectError(await http.get(url, who.headers), writersOnly ? 403 : 404);
      expectError(await http.put(url, g.update, who.headers), 403, 'forbidden');
      expectError(await http.del(url, who.headers), 403, 'forbidden');
    }
    for (const who of [quill, tenants.adminA, tenants.staffA1, tenants.locationAdminB1, tenants.endUser]) {
      const list = await http.get(`${g.path}?limit=100`, who.headers);
      if (list.statusCode === 200) expect(list.json().data.map((row: { _id: string }) => row._id)).not.toContain(pilotIds[key]);
    }
    if (g.hides) expectError(await http.get(`${url}/visibility`, tenants.adminA.headers), 404, 'not_found');
    if (g.progress)
      expectError(await http.put(`${url}/complete`, { completed: true }, tenants.staffA1.headers), 404, 'not_found');
    expectError(await http.get(url), writersOnly ? 401 : 404);
    const still = await http.get(url, pilot.headers);
    expect(still.json().data[g.field]).toBe(g.value);
  });

  it('the super admin sees it and may take it down; its team may not touch the platform or agencies', async () => {
    const faq = `/api/v1/faqs/${pilotIds.faq}`;
    expect((await http.get(faq, tenants.superAdmin.headers)).json().data.owner).toBe('partner');
    const platform = await http.get(`/api/v1/faq-categories/${platformFaqCategory}`, pilot.headers);
    expect(platform.json().data.owner).toBe('platform');
    expectError(await http.put(`/api/v1/faq-categories/${platformFaqCategory}`, { name: 'Mine' }, pilot.headers), 403);
    expectError(await http.del(`/api/v1/faq-categories/${platformFaqCategory}`, pilot.headers), 403);
    const agencyRows = await createOneOfEach(http, tenants.adminA.headers, { agencyGroups: false });
    expectError(await http.get(`/api/v1/faqs/${agencyRows.faq}`, pilot.headers), 404, 'not_found');
    const spare = await http.create('/api/v1/tools', { name: 'Spare', url: 'https://tools.example/s' }, pilot.headers);
    expect((await http.del(`/api/v1/tools/${spare}`, tenants.superAdmin.headers)).statusCode).toBe(200);
    expectError(await http.get(`/api/v1/tools/${spare}`, pilot.headers), 404, 'not_found');
  });

  it("a partner's question goes in its own category, never in the platform's or another partner's", async () => {
    const own = await http.post(
      '/api/v1/faqs',
      { categoryId: pilotIds.faqCategory, question: 'Ours?', answer: '<p>Y</p>' },
      pilot.headers,
    );
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json().data.owner).toBe('partner');
    const field = [{ path: ['categoryId'], message: expect.any(String) }];
    const platform = await http.post(
      '/api/v1/faqs',
      { categoryId: platformFaqCategory, question: 'Platform?', answer: '<p>N</p>' },
      pilot.headers,
    );
    expect(expectError(platform, 404, 'not_found').details).toEqual(field);
    const theirs = await http.post(
      '/api/v1/faqs',
      { categoryId: pilotIds.faqCategory, question: 'Theirs?', answer: '<p>N</p>' },
      quill.headers,
    );
    expect(expectError(theirs, 404, 'not_found').details).toEqual(field);
  });

  it('drafts are for the partner that wrote them', async () => {
    const draft = await http.create(
      '/api/v1/tools',
      { name: 'Draft tool', url: 'https://tools.example/d', status: 'draft' },
      pilot.headers,
    );
    expect((await http.get(`/api/v1/tools/${draft}`, pilot.headers)).statusCode).toBe(200);
    expectError(await http.get(`/api/v1/tools/${draft}`, quill.headers), 404, 'not_found');
  });

  it('an app creator with no partner cannot publish, and partners do not set banner settings or competitions', async () => {
    const loner = await makeCreator(t, 'sam@nowhere.test', []);
    const refused = expectError(
      await http.post('/api/v1/tools', { name: 'Mine', url: 'https://tools.example/m' }, loner.headers),
      403,
    );
    expect(refused.message).toMatch(/partner/);
    expectError(await http.put('/api/v1/bannersconfig', { rotationSeconds: 5, showOnEducationHome: true }, pilot.headers), 403);
    const config = await http.get('/api/v1/bannersconfig', pilot.headers);
    expect(config.statusCode).toBe(200);
    expectError(
      await http.post(
        '/api/v1/competition',
        { name: 'Race', startsAt: new Date().toISOString(), endsAt: new Date(Date.now() + 86_400_000).toISOString() },
        pilot.headers,
      ),
      403,
    );
  });

  it('the database refuses a row owned by an agency and a partner at once', async () => {
    await expect(
      t.db.execute(`update tools set partner_id = (select partner_id from partner_members limit 1) where agency_id is not null`),
    ).rejects.toMatchObject({ cause: { constraint: 'tools_one_owner' } });
  });
});
