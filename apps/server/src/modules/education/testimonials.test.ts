import { ZTestimonialList, ZTestimonialResponse } from '@atrium/contracts/testimonials';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectValidationError, type jsonRequest } from '../../test/http';
import { createTenantApp, type Tenants } from '../../test/tenants';
import type { TestApp } from '../../test/test-app';
import { testimonials } from './testimonials.tables';

let t: TestApp;
let tenants: Tenants;
let http: ReturnType<typeof jsonRequest>;
const ids: Record<string, string> = {};
const text = (personName: string, extra: object = {}) => ({
  kind: 'text',
  personName,
  company: 'Acme',
  rating: 5,
  body: `<p>${personName} loves it</p>`,
  ...extra,
});

/** The names a reader sees, sorted. */
const names = async (headers: Record<string, string> = {}, query = '') => {
  const res = await http.get(`/api/v1/testimonials?limit=200${query}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return ZTestimonialList.parse(res.json())
    .data.map((x) => x.personName)
    .sort();
};

beforeAll(async () => {
  ({ t, tenants, http } = await createTenantApp());
  const create = (body: object, headers: Record<string, string>) => http.create('/api/v1/testimonials', body, headers);
  ids.platform = await create(text('Pat Platform'), tenants.superAdmin.headers);
  ids.video = await create(
    { kind: 'video', personName: 'Vic Video', rating: 4, videoId: 'dQw4w9WgXcQ', body: null },
    tenants.superAdmin.headers,
  );
  ids.a = await create(text('Alex Alpha', { rating: 3, avatarUrl: '/uploads/testimonials/alex.png' }), tenants.adminA.headers);
  ids.aDraft = await create(text('Drew Draft', { status: 'draft' }), tenants.adminA.headers);
  ids.b = await create(text('Blair Bravo'), tenants.adminB.headers);
});
afterAll(() => t.close());

describe('testimonials', () => {
  it("shows each reader the platform's and its own agency's published testimonials", async () => {
    expect(await names()).toEqual(['Pat Platform', 'Vic Video']);
    expect(await names(tenants.staffA1.headers)).toEqual(['Alex Alpha', 'Pat Platform', 'Vic Video']);
    expect(await names(tenants.adminA.headers)).toEqual(['Alex Alpha', 'Drew Draft', 'Pat Platform', 'Vic Video']);
    expect(await names(tenants.locationAdminB1.headers)).toEqual(['Blair Bravo', 'Pat Platform', 'Vic Video']);
  });

  it('filters by kind and by rating', async () => {
    expect(await names(tenants.staffA1.headers, '&kind=video')).toEqual(['Vic Video']);
    expect(await names(tenants.staffA1.headers, '&minRating=4')).toEqual(['Pat Platform', 'Vic Video']);
    expect(expectValidationError(await http.get('/api/v1/testimonials?minRating=9'))).toEqual(['minRating']);
  });

  it('needs the words of a text testimonial and the video of a video one, and checks the rest', async () => {
    const post = (body: object) => http.post('/api/v1/testimonials', body, tenants.adminA.headers);
    expect(expectValidationError(await post(text('No words', { body: '' })))).toEqual(['body']);
    expect(expectValidationError(await post({ kind: 'video', personName: 'No video', rating: 5 }))).toEqual(['videoId']);
    expect(expectValidationError(await post(text('Too many stars', { rating: 6 })))).toEqual(['rating']);
    expect(expectValidationError(await post(text('Bad avatar', { avatarUrl: 'javascript:alert(1)' })))).toEqual(['avatarUrl']);
    expect(expectValidationError(await post(text('Only a script', { body: '<script>alert(1)</script>' })))).toEqual(['body']);
    const switched = await http.put(`/api/v1/testimonials/${ids.a}`, { kind: 'video' }, tenants.adminA.headers);
    expect(expectValidationError(switched)).toEqual(['videoId']);
    const emptied = await http.put(`/api/v1/testimonials/${ids.a}`, { body: null }, tenants.adminA.headers);
    expect(expectValidationError(emptied)).toEqual(['body']);
  });

  it('sanitises the words on write', async () => {
    const res = await http.put(
      `/api/v1/testimonials/${ids.a}`,
      { body: '<p onmouseover="x()">Great<img src=x onerror=alert(1)></p>' },
      tenants.adminA.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(ZTestimonialResponse.parse(res.json()).data.body).toBe('<p>Great</p>');
  });

  it("gives another agency's testimonial a 404 for reading, changing and deleting, and changes nothing", async () => {
    const { adminA } = tenants;
    expectError(await http.get(`/api/v1/testimonials/${ids.b}`, adminA.headers), 404, 'not_found');
    expectError(await http.put(`/api/v1/testimonials/${ids.b}`, { rating: 1 }, adminA.headers), 404, 'not_found');
    expectError(await http.del(`/api/v1/testimonials/${ids.b}`, adminA.headers), 404, 'not_found');
    expectError(await http.get(`/api/v1/testimonials/${ids.b}/visibility`, adminA.headers), 404, 'not_found');
    const [row] = await t.db.select().from(testimonials).where(eq(testimonials._id, ids.b!));
    expect(row).toMatchObject({ rating: 5, personName: 'Blair Bravo' });
  });

  it('lets an agency hide a platform testimonial from one of its locations', async () => {
    const { adminA, staffA1, staffA2, locationA1 } = tenants;
    const path = `/api/v1/testimonials/${ids.platform}/visibility`;
    expect((await http.put(path, { hiddenFrom: [locationA1._id] }, adminA.headers)).statusCode).toBe(200);
    expect(await names(staffA1.headers)).not.toContain('Pat Platform');
    expect(await names(staffA2.headers)).toContain('Pat Platform');
    expect(await names()).toContain('Pat Platform');
    await http.put(path, { hiddenFrom: [] }, adminA.headers);
    expect(await names(staffA1.headers)).toContain('Pat Platform');
  });
});
