import { type TConsoleApp, ZConsoleAppList, ZConsoleAppResponse } from '@atrium/contracts/app-console';
import { ZAppCardList, ZAppDetailResponse } from '@atrium/contracts/apps';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, jsonRequest } from '../../test/http';
import { seedTenants, type Tenants, type TestUser } from '../../test/tenants';
import { createTestApp, type TestApp } from '../../test/test-app';
import { partnerMembers, partners } from './apps.tables';
import { onCatalogueChanged } from './catalogue-events';
import { listing, makeCreator, makePartner } from './console-fixtures';

let t: TestApp;
let tenants: Tenants;
let http: ReturnType<typeof jsonRequest>;
let admin: Record<string, string>;
let creator: TestUser;
let partnerX: { _id: string; name: string; slug: string };

beforeAll(async () => {
  t = await createTestApp();
  tenants = await seedTenants(t);
  http = jsonRequest(t.app);
  admin = tenants.superAdmin.headers;
  partnerX = await makePartner(t, 'Quill Labs');
  creator = await makeCreator(t, 'casey@quill.test', [partnerX._id]);
});
afterAll(() => t.close());

const ok = <T = TConsoleApp>(res: Awaited<ReturnType<typeof http.get>>, status = 200): T => {
  expect(res.statusCode, res.body).toBe(status);
  return ZConsoleAppResponse.parse(res.json()).data as T;
};
const searchIds = async (q: string) => {
  const res = await http.get(`/api/v1/app/filter?q=${encodeURIComponent(q)}`);
  expect(res.statusCode, res.body).toBe(200);
  return ZAppCardList.parse(res.json()).data.map((c) => c._id);
};

describe('the console lifecycle', () => {
  it('takes an app from draft to live to deprecated, with a rejection on the way', async () => {
    const name = 'Zanzibar Invoice Chaser';
    // Create: a draft of the creator's partner, with one free plan, the description sanitised.
    const created = ok(
      await http.post(
        '/api/v1/console/apps',
        listing({ name, description: '<p>Chases <b>invoices</b>.</p><script>alert(1)</script><img src=x onerror=alert(1)>' }),
        creator.headers,
      ),
      201,
    );
    expect(created).toMatchObject({
      name,
      status: 'draft',
      partner: { _id: partnerX._id },
      description: '<p>Chases <b>invoices</b>.</p>',
      plans: [{ name: 'Free', model: 'free', priceCents: 0 }],
      pricing: { kind: 'free' },
      versions: [],
      submittedAt: null,
      reviewedAt: null,
      rejectionReason: null,
      publishedAt: null,
    });
    const id = created._id;
    expect(await searchIds(name)).not.toContain(id);
    expectError(await http.get(`/api/v1/app/get_single_app?app_id=${id}`), 404);

    // Edit the listing, set plans, release a version.
    const edited = ok(
      await http.put(
        `/api/v1/console/apps/${id}`,
        listing({ name, tagline: 'Gets your invoices paid without awkward calls', categories: ['Payments', 'Payments'] }),
        creator.headers,
      ),
    );
    expect(edited).toMatchObject({ tagline: 'Gets your invoices paid without awkward calls', categories: ['Payments'] });
    const free = edited.plans[0]!;
    const planned = ok(
      await http.put(
        `/api/v1/console/apps/${id}/plans`,
        {
          plans: [
            { _id: free._id, name: 'Starter', model: 'free', priceCents: 0 },
            { name: 'Pro', model: 'monthly', priceCents: 2900, trialDays: 14, features: ['Unlimited reminders'] },
          ],
        },
        creator.headers,
      ),
    );
    expect(planned.plans.map((p) => [p._id === free._id, p.name, p.priceCents])).toEqual([
      [true, 'Starter', 0],
      [false, 'Pro', 2900],
    ]);
    expect(planned.pricing).toMatchObject({ kind: 'freemium', fromCents: 2900, trialDays: 14 });
    const released = ok(
      await http.post(
        `/api/v1/console/apps/${id}/versions`,
        { version: '1.0.0', notes: '<p>First</p><script>x</script>' },
        creator.headers,
      ),
      201,
    );
    expect(released.versions).toMatchObject([{ version: '1.0.0', notes: '<p>First</p>' }]);

    // Submit, reject with a reason, resubmit, approve.
    const submitted = ok(await http.post(`/api/v1/console/apps/${id}/submit`, {}, creator.headers));
    expect(submitted.status).toBe('in_review');
    expect(submitted.submittedAt).not.toBeNull();
    const queue = await http.get('/api/v1/console/apps?status=in_review', admin);
    expect(ZConsoleAppList.parse(queue.json()).data.map((a) => a._id)).toContain(id);

    const rejected = ok(await http.post(`/api/v1/console/apps/${id}/reject`, { reason: 'Add a privacy policy link' }, admin));
    expect(rejected).toMatchObject({ status: 'draft', rejectionReason: 'Add a privacy policy link' });
    expect(rejected.reviewedAt).not.toBeNull();
    const mine = ZConsoleAppList.parse((await http.get('/api/v1/console/apps', creator.headers)).json()).data;
    expect(mine.find((a) => a._id === id)).toMatchObject({ status: 'draft', rejectionReason: 'Add a privacy policy link' });

    const resubmitted = ok(await http.post(`/api/v1/console/apps/${id}/submit`, {}, creator.headers));
    expect(resubmitted).toMatchObject({ status: 'in_review', rejectionReason: null });
    const approved = ok(await http.post(`/api/v1/console/apps/${id}/approve`, {}, admin));
    expect(approved.status).toBe('live');
    expect(approved.publishedAt).not.toBeNull();

    // Live: in search and on the app page for everyone.
    expect(await searchIds(name)).toContain(id);
    const page = await http.get(`/api/v1/app/get_single_app?app_id=${id}`, tenants.adminA.headers);
    expect(page.statusCode, page.body).toBe(200);
    expect(ZAppDetailResponse.parse(page.json()).data).toMatchObject({ name, status: 'live', versions: [{ version: '1.0.0' }] });

    // Editing a live app keeps it live (and shows at once).
    const liveEdit = ok(await http.put(`/api/v1/console/apps/${id}`, listing({ name, tags: ['invoices'] }), creator.headers));
    expect(liveEdit).toMatchObject({ status: 'live', tags: ['invoices'] });

    // Deprecate: gone from search and the app page, except for the super admin.
    const deprecated = ok(await http.post(`/api/v1/console/apps/${id}/deprecate`, {}, creator.headers));
    expect(deprecated.status).toBe('deprecated');
    expect(deprecated.publishedAt).toBe(approved.publishedAt);
    expect(await searchIds(name)).not.toContain(id);
    for (const headers of [{}, tenants.adminA.headers, creator.headers]) {
      expectError(await http.get(`/api/v1/app/get_single_app?app_id=${id}`, headers), 404);
    }
    expect((await http.get(`/api/v1/app/get_single_app?app_id=${id}`, admin)).statusCode).toBe(200);
    // The creator still sees it in the console, frozen.
    expect(ok(await http.get(`/api/v1/console/apps/${id}`, creator.headers)).status).toBe('deprecated');
    expectError(await http.put(`/api/v1/console/apps/${id}`, listing({ name }), creator.headers), 409);
  });

  it('answers a step from the wrong state with a 409 naming the current state', async () => {
    const id = ok(await http.post('/api/v1/console/apps', listing({ name: 'State Machine Demo' }), creator.headers), 201)._id;
    const approveDraft = expectError(await http.post(`/api/v1/console/apps/${id}/approve`, {}, admin), 409, 'conflict');
    expect(approveDraft.message).toMatch(/this app is a draft/);
    expect(
      expectError(await http.post(`/api/v1/console/apps/${id}/reject`, { reason: 'Not ready yet' }, admin), 409).message,
    ).toMatch(/a draft/);
    expect(expectError(await http.post(`/api/v1/console/apps/${id}/deprecate`, {}, creator.headers), 409).message).toMatch(
      /Only live apps can be deprecated: this app is a draft/,
    );
    ok(await http.post(`/api/v1/console/apps/${id}/submit`, {}, creator.headers));
    expect(expectError(await http.post(`/api/v1/console/apps/${id}/submit`, {}, creator.headers), 409).message).toMatch(
      /this app is in review/,
    );
    ok(await http.post(`/api/v1/console/apps/${id}/approve`, {}, admin));
    expect(expectError(await http.post(`/api/v1/console/apps/${id}/approve`, {}, admin), 409).message).toMatch(
      /this app is live/,
    );
    ok(await http.post(`/api/v1/console/apps/${id}/deprecate`, {}, admin));
    expect(expectError(await http.post(`/api/v1/console/apps/${id}/deprecate`, {}, admin), 409).message).toMatch(/deprecated/);
    expect(expectError(await http.post(`/api/v1/console/apps/${id}/submit`, {}, creator.headers), 409).message).toMatch(
      /this app is deprecated/,
    );
  });

  it('refuses to submit a listing without a plan', async () => {
    const id = ok(await http.post('/api/v1/console/apps', listing({ name: 'Planless App' }), creator.headers), 201)._id;
    const { db } = t;
    const { appPlans } = await import('./apps.tables');
    await db.delete(appPlans).where(eq(appPlans.appId, id));
    const error = expectError(await http.post(`/api/v1/console/apps/${id}/submit`, {}, creator.headers), 400);
    expect(error.message).toMatch(/add at least one plan/);
    expect(ok(await http.get(`/api/v1/console/apps/${id}`, creator.headers)).status).toBe('draft');
  });

  it('tells catalogue caches about every change the catalogue shows, and only those', async () => {
    const changed: (readonly string[] | 'all')[] = [];
    const stop = onCatalogueChanged((ids) => changed.push(ids));
    try {
      const id = ok(await http.post('/api/v1/console/apps', listing({ name: 'Cache Buster' }), creator.headers), 201)._id;
      ok(await http.put(`/api/v1/console/apps/${id}`, listing({ name: 'Cache Buster' }), creator.headers));
      expect(changed).toEqual([]);
      ok(await http.post(`/api/v1/console/apps/${id}/submit`, {}, creator.headers));
      ok(await http.post(`/api/v1/console/apps/${id}/approve`, {}, admin));
      expect(changed).toEqual([[id], [id]]);
      changed.length = 0;
      ok(await http.put(`/api/v1/console/apps/${id}`, listing({ name: 'Cache Buster 2' }), creator.headers));
      ok(
        await http.put(
          `/api/v1/console/apps/${id}/plans`,
          { plans: [{ name: 'Free', model: 'free', priceCents: 0 }] },
          creator.headers,
        ),
      );
      ok(await http.post(`/api/v1/console/apps/${id}/versions`, { version: '1.0.1', notes: 'Fixes' }, creator.headers), 201);
      ok(await http.post(`/api/v1/console/apps/${id}/deprecate`, {}, creator.headers));
      expect(changed).toEqual([[id], [id], [id], [id]]);
    } finally {
      stop();
    }
  });
});

describe('creating apps: who publishes them', () => {
  it('gives a creator without a partner one of their own, named after them, with a unique slug', async () => {
    await makePartner(t, 'Robin Reyes');
    const robin = await makeCreator(t, 'robin@indie.test', [], { firstName: 'Robin', lastName: 'Reyes' });
    const first = ok(await http.post('/api/v1/console/apps', listing({ name: 'Robin One' }), robin.headers), 201);
    expect(first.partner).toMatchObject({ name: 'Robin Reyes', slug: 'robin-reyes-2' });
    const second = ok(await http.post('/api/v1/console/apps', listing({ name: 'Robin Two' }), robin.headers), 201);
    expect(second.partner._id).toBe(first.partner._id);
    const memberOf = await t.db.select().from(partnerMembers).where(eq(partnerMembers.userId, robin._id));
    expect(memberOf.map((m) => m.partnerId)).toEqual([first.partner._id]);
    const own = (await http.get('/api/v1/console/partners', robin.headers)).json().data;
    expect(own).toEqual([first.partner]);
  });

  it('makes a creator of several partners choose one of theirs', async () => {
    const other = await makePartner(t, 'Second Shop');
    const stranger = await makePartner(t, 'Stranger Things Co');
    const both = await makeCreator(t, 'both@quill.test', [partnerX._id, other._id]);
    expectError(await http.post('/api/v1/console/apps', listing(), both.headers), 400);
    expectError(await http.post('/api/v1/console/apps', { ...listing(), partnerId: stranger._id }, both.headers), 404);
    const made = ok(await http.post('/api/v1/console/apps', { ...listing(), partnerId: other._id }, both.headers), 201);
    expect(made.partner._id).toBe(other._id);
    const partnersOfBoth = (await http.get('/api/v1/console/partners', both.headers))
      .json()
      .data.map((p: { name: string }) => p.name);
    expect(partnersOfBoth).toEqual(['Quill Labs', 'Second Shop']);
  });

  it('makes the super admin name an existing partner, and lists every partner by name', async () => {
    expectError(await http.post('/api/v1/console/apps', listing(), admin), 400);
    expectError(
      await http.post('/api/v1/console/apps', { ...listing(), partnerId: '0190f5a0-0000-7000-8000-000000000001' }, admin),
      404,
    );
    const made = ok(
      await http.post('/api/v1/console/apps', { ...listing({ name: 'Admin Made' }), partnerId: partnerX._id }, admin),
      201,
    );
    expect(made.partner._id).toBe(partnerX._id);
    const all = (await http.get('/api/v1/console/partners', admin)).json().data as { name: string }[];
    const names = (await t.db.select({ name: partners.name }).from(partners))
      .map((p) => p.name)
      .sort((a, b) => a.localeCompare(b));
    expect(all.map((p) => p.name)).toEqual(names);
  });
});

describe('GET /api/v1/console/apps', () => {
  it("lists the creator's apps last changed first, filters by name (wildcards literal) and pages with a cursor", async () => {
    const lister = await makeCreator(t, 'lister@quill.test', [(await makePartner(t, 'List Co'))._id]);
    const names = ['Alpha 100% Tool', 'Alpha Tool', 'Beta_Widget', 'BetaXWidget', 'Gamma'];
    for (const name of names) ok(await http.post('/api/v1/console/apps', listing({ name }), lister.headers), 201);
    const page = async (query: string) => {
      const res = await http.get(`/api/v1/console/apps?${query}`, lister.headers);
      expect(res.statusCode, res.body).toBe(200);
      return ZConsoleAppList.parse(res.json());
    };
    const all = await page('');
    expect(all.data.map((a) => a.name)).toEqual([...names].reverse());
    expect(all.meta).toEqual({ total: 5, nextCursor: null });
    expect((await page('q=100%25')).data.map((a) => a.name)).toEqual(['Alpha 100% Tool']);
    expect((await page('q=beta_')).data.map((a) => a.name)).toEqual(['Beta_Widget']);
    const first = await page('limit=2');
    const second = await page(`limit=2&cursor=${first.meta.nextCursor}`);
    const third = await page(`limit=2&cursor=${second.meta.nextCursor}`);
    expect([...first.data, ...second.data, ...third.data].map((a) => a.name)).toEqual([...names].reverse());
    expect(third.meta.nextCursor).toBeNull();
    expectError(await http.get('/api/v1/console/apps?cursor=nonsense', lister.headers), 400);
    // Editing moves an app to the top.
    const gamma = all.data.find((a) => a.name === 'Alpha Tool')!;
    ok(await http.put(`/api/v1/console/apps/${gamma._id}`, listing({ name: 'Alpha Tool' }), lister.headers));
    expect((await page('limit=1')).data[0]!._id).toBe(gamma._id);
    // The super admin sees them too, among everyone's.
    const adminList = ZConsoleAppList.parse((await http.get('/api/v1/console/apps?q=Beta', admin)).json());
    expect(adminList.data.map((a) => a.name).sort()).toEqual(['BetaXWidget', 'Beta_Widget']);
  });
});
