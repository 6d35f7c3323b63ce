import { ZFaqCategoryResponse, ZFaqList, ZFaqResponse } from '@atrium/contracts/faqs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentLocationHides } from '../../platform/resources/location-hides.tables';
import { expectError, expectValidationError, type jsonRequest } from '../../test/http';
import { createTenantApp, type Tenants } from '../../test/tenants';
import type { TestApp } from '../../test/test-app';
import { faqs } from './faqs.tables';

let t: TestApp;
let tenants: Tenants;
let http: ReturnType<typeof jsonRequest>;
const ids: Record<string, string> = {};

type Headers = Record<string, string>;
/** The questions a reader sees, sorted. */
const questions = async (headers: Headers = {}, query = '') => {
  const res = await http.get(`/api/v1/faqs?limit=200${query}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return ZFaqList.parse(res.json())
    .data.map((f) => f.question)
    .sort();
};

beforeAll(async () => {
  ({ t, tenants, http } = await createTenantApp());
  const { superAdmin, adminA, adminB } = tenants;
  ids.platformCategory = await http.create('/api/v1/faq-categories', { name: 'Getting started' }, superAdmin.headers);
  ids.aCategory = await http.create('/api/v1/faq-categories', { name: 'Alpha house rules', position: 2 }, adminA.headers);
  ids.bCategory = await http.create('/api/v1/faq-categories', { name: 'Bravo house rules' }, adminB.headers);
  const faq = (categoryId: string, question: string, extra: object = {}) => ({
    categoryId,
    question,
    answer: `<p>About ${question}</p>`,
    ...extra,
  });
  ids.platform = await http.create('/api/v1/faqs', faq(ids.platformCategory, 'How do I install an app?'), superAdmin.headers);
  ids.platformDraft = await http.create(
    '/api/v1/faqs',
    faq(ids.platformCategory, 'Platform draft?', { status: 'draft' }),
    superAdmin.headers,
  );
  ids.a = await http.create('/api/v1/faqs', faq(ids.aCategory, 'Who answers the phone at Alpha?'), adminA.headers);
  ids.aDraft = await http.create('/api/v1/faqs', faq(ids.aCategory, 'Alpha draft?', { status: 'draft' }), adminA.headers);
  ids.b = await http.create('/api/v1/faqs', faq(ids.bCategory, 'Who answers the phone at Bravo?'), adminB.headers);
});
afterAll(() => t.close());

describe('FAQs: who reads what', () => {
  it("shows a location the platform's published questions and its agency's, never another agency's", async () => {
    const platform = ['How do I install an app?'];
    expect(await questions()).toEqual(platform);
    expect(await questions(tenants.endUser.headers)).toEqual(platform);
    expect(await questions(tenants.staffA1.headers)).toEqual(['How do I install an app?', 'Who answers the phone at Alpha?']);
    expect(await questions(tenants.locationAdminB1.headers)).toEqual([
      'How do I install an app?',
      'Who answers the phone at Bravo?',
    ]);
  });

  it('shows drafts only to those who write them', async () => {
    expect(await questions(tenants.adminA.headers)).toContain('Alpha draft?');
    expect(await questions(tenants.adminA.headers)).not.toContain('Platform draft?');
    expect(await questions(tenants.staffA1.headers)).not.toContain('Alpha draft?');
    expect(await questions(tenants.superAdmin.headers)).toEqual(expect.arrayContaining(['Alpha draft?', 'Platform draft?']));
    expectError(await http.get(`/api/v1/faqs/${ids.aDraft}`, tenants.staffA1.headers), 404, 'not_found');
  });

  it('searches questions and answers, and filters by category', async () => {
    expect(await questions(tenants.staffA1.headers, '&q=phone')).toEqual(['Who answers the phone at Alpha?']);
    expect(await questions(tenants.staffA1.headers, '&q=ABOUT%20how')).toEqual(['How do I install an app?']);
    expect(await questions(tenants.staffA1.headers, `&categoryId=${ids.aCategory}`)).toEqual(['Who answers the phone at Alpha?']);
    expect(await questions(tenants.staffA1.headers, '&q=100%25')).toEqual([]);
  });

  it("gives another agency's ids a 404 for reading, changing and deleting, and changes nothing", async () => {
    const { adminA } = tenants;
    expectError(await http.get(`/api/v1/faqs/${ids.b}`, adminA.headers), 404, 'not_found');
    expectError(await http.put(`/api/v1/faqs/${ids.b}`, { question: 'Hijacked?' }, adminA.headers), 404, 'not_found');
    expectError(await http.del(`/api/v1/faqs/${ids.b}`, adminA.headers), 404, 'not_found');
    expectError(await http.get(`/api/v1/faq-categories/${ids.bCategory}`, adminA.headers), 404, 'not_found');
    const [row] = await t.db.select().from(faqs).where(eq(faqs._id, ids.b!));
    expect(row?.question).toBe('Who answers the phone at Bravo?');
  });

  it("refuses a question in a category its writer does not own (another agency's, the platform's) as a 404", async () => {
    const into = (categoryId: string) => ({ categoryId, question: 'Sneaky?', answer: 'x' });
    const field = [{ path: ['categoryId'], message: expect.any(String) }];
    for (const categoryId of [ids.bCategory!, ids.platformCategory!]) {
      const res = await http.post('/api/v1/faqs', into(categoryId), tenants.adminA.headers);
      expect(expectError(res, 404, 'not_found')).toMatchObject({ message: 'FAQ category not found', details: field });
    }
    // The super admin reads every agency's categories, but writes the platform's questions into the platform's only.
    const admin = await http.post('/api/v1/faqs', into(ids.aCategory!), tenants.superAdmin.headers);
    expect(expectError(admin, 404, 'not_found').details).toEqual(field);
    const move = await http.put(`/api/v1/faqs/${ids.a}`, { categoryId: ids.bCategory }, tenants.adminA.headers);
    expect(expectError(move, 404, 'not_found').details).toEqual(field);
    const stored = await t.db.select().from(faqs).where(eq(faqs.question, 'Sneaky?'));
    expect(stored).toEqual([]);
    expect(await questions(tenants.adminB.headers, `&categoryId=${ids.aCategory}`)).toEqual([]);
  });

  it('lets only the super admin and agency admins write, each their own', async () => {
    const body = { categoryId: ids.aCategory, question: 'Staff question?', answer: 'x' };
    expectError(await http.post('/api/v1/faqs', body, tenants.staffA1.headers), 403, 'forbidden');
    expectError(await http.post('/api/v1/faqs', body), 401, 'unauthorized');
    expectError(await http.put(`/api/v1/faqs/${ids.platform}`, { question: 'Mine now?' }, tenants.adminA.headers), 403);
  });

  it('sanitises answers on write, and refuses one that sanitising empties', async () => {
    const id = await http.create(
      '/api/v1/faqs',
      { categoryId: ids.aCategory, question: 'Safe?', answer: '<p onclick="x()">Yes<script>alert(1)</script></p>' },
      tenants.adminA.headers,
    );
    const res = await http.get(`/api/v1/faqs/${id}`, tenants.adminA.headers);
    expect(ZFaqResponse.parse(res.json()).data.answer).toBe('<p>Yes</p>');
    const empty = await http.post(
      '/api/v1/faqs',
      { categoryId: ids.aCategory, question: 'Empty?', answer: '<script>alert(1)</script>' },
      tenants.adminA.headers,
    );
    expect(expectValidationError(empty)).toEqual(['answer']);
    expect(expectValidationError(await http.post('/api/v1/faqs', { question: '' }, tenants.adminA.headers))).toEqual(
      expect.arrayContaining(['categoryId', 'question', 'answer']),
    );
    await http.del(`/api/v1/faqs/${id}`, tenants.adminA.headers);
  });
});

describe('FAQs: an agency hides items from chosen locations', () => {
  const visibility = (id: string) => `/api/v1/faqs/${id}/visibility`;

  it('hides a platform question from one location only, and shows it again', async () => {
    const { adminA, staffA1, staffA2, locationAdminB1, locationA1 } = tenants;
    const hidden = await http.put(visibility(ids.platform!), { hiddenFrom: [locationA1._id] }, adminA.headers);
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().data.hiddenFrom).toEqual([locationA1._id]);
    expect((await http.get(visibility(ids.platform!), adminA.headers)).json().data.hiddenFrom).toEqual([locationA1._id]);

    expect(await questions(staffA1.headers)).not.toContain('How do I install an app?');
    expectError(await http.get(`/api/v1/faqs/${ids.platform}`, staffA1.headers), 404, 'not_found');
    expect(await questions(staffA2.headers)).toContain('How do I install an app?');
    expect(await questions(locationAdminB1.headers)).toContain('How do I install an app?');
    expect(await questions(adminA.headers)).toContain('How do I install an app?');

    const shown = await http.put(visibility(ids.platform!), { hiddenFrom: [] }, adminA.headers);
    expect(shown.json().data.hiddenFrom).toEqual([]);
    expect(await questions(staffA1.headers)).toContain('How do I install an app?');
  });

  it("keeps one agency's hides to itself", async () => {
    const { adminA, adminB, locationA1, locationAdminB1 } = tenants;
    await http.put(visibility(ids.platform!), { hiddenFrom: [locationA1._id] }, adminA.headers);
    expect((await http.get(visibility(ids.platform!), adminB.headers)).json().data.hiddenFrom).toEqual([]);
    expect(await questions(locationAdminB1.headers)).toContain('How do I install an app?');
    await http.put(visibility(ids.platform!), { hiddenFrom: [] }, adminA.headers);
  });

  it("refuses another agency's locations and items, other roles, and bad input, and stores nothing", async () => {
    const { adminA, staffA1, locationAdminA1, superAdmin, locationB1, locationA1 } = tenants;
    expectError(await http.put(visibility(ids.platform!), { hiddenFrom: [locationB1._id] }, adminA.headers), 400);
    expectError(await http.put(visibility(ids.b!), { hiddenFrom: [locationA1._id] }, adminA.headers), 404, 'not_found');
    expectError(await http.get(visibility(ids.b!), adminA.headers), 404, 'not_found');
    for (const who of [staffA1, locationAdminA1, superAdmin]) {
      expectError(await http.put(visibility(ids.platform!), { hiddenFrom: [] }, who.headers), 403, 'forbidden');
    }
    expectError(await http.put(visibility(ids.platform!), { hiddenFrom: [] }), 401, 'unauthorized');
    expect(expectValidationError(await http.put(visibility(ids.platform!), { hiddenFrom: ['nope'] }, adminA.headers))).toEqual([
      'hiddenFrom.0',
    ]);
    const stored = await t.db
      .select()
      .from(contentLocationHides)
      .where(and(eq(contentLocationHides.itemId, ids.platform!), eq(contentLocationHides.resource, 'faq')));
    expect(stored).toEqual([]);
  });

  it('hides whole categories the same way', async () => {
    const { adminA, staffA1, staffA2, locationA1 } = tenants;
    const path = `/api/v1/faq-categories/${ids.aCategory}/visibility`;
    expect((await http.put(path, { hiddenFrom: [locationA1._id] }, adminA.headers)).statusCode).toBe(200);
    expectError(await http.get(`/api/v1/faq-categories/${ids.aCategory}`, staffA1.headers), 404, 'not_found');
    const seen = await http.get(`/api/v1/faq-categories/${ids.aCategory}`, staffA2.headers);
    expect(ZFaqCategoryResponse.parse(seen.json()).data).toMatchObject({ name: 'Alpha house rules', owner: 'agency' });
    // Its questions go with it.
    expect(await questions(staffA1.headers)).not.toContain('Who answers the phone at Alpha?');
    expect(await questions(staffA2.headers)).toContain('Who answers the phone at Alpha?');
    await http.put(path, { hiddenFrom: [] }, adminA.headers);
    expect(await questions(staffA1.headers)).toContain('Who answers the phone at Alpha?');
  });
});
