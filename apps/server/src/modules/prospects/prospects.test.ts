import type { TProspect } from '@atrium/contracts/prospects';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectValidationError } from '../../test/http';
import { createTenantApp } from '../../test/tenants';

describe('prospects', () => {
  let ctx: Awaited<ReturnType<typeof createTenantApp>>;
  beforeAll(async () => {
    ctx = await createTenantApp();
  });
  afterAll(async () => {
    await ctx?.t.close();
  });
  const add = async (body: object, who = ctx.tenants.adminA) => {
    const res = await ctx.http.post('/api/v1/crm/prospects', body, who.headers);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as TProspect;
  };

  it('adds, changes, tags, lists (search, tag, status, pages) and deletes', async () => {
    const { adminA, staffA } = ctx.tenants;
    const acme = await add({
      businessName: '  Acme Plumbing ',
      contactName: 'Ann Ames',
      email: 'ann@acme.test',
      phone: '+1 555 0100',
      website: 'https://acme.test',
      city: 'Denver',
      country: 'US',
      tags: ['plumbing', 'hot', 'hot'],
    });
    expect(acme).toMatchObject({ businessName: 'Acme Plumbing', status: 'new', tags: ['plumbing', 'hot'], locationId: null });
    await add({ businessName: 'Bolt Electric', tags: ['electric'], status: 'contacted' });
    await add({ businessName: 'Cedar Dental', tags: ['hot'] });

    const get = (url: string, who = adminA) => ctx.http.get(url, who.headers);
    expect((await get('/api/v1/crm/prospects')).json().meta.total).toBe(3);
    const hot = (await get('/api/v1/crm/prospects?tag=hot', staffA)).json();
    expect(hot.data.map((p: TProspect) => p.businessName)).toEqual(['Cedar Dental', 'Acme Plumbing']);
    expect((await get('/api/v1/crm/prospects?q=ann%40acme')).json().data).toHaveLength(1);
    expect((await get('/api/v1/crm/prospects?q=100%25')).json().data).toHaveLength(0);
    expect((await get('/api/v1/crm/prospects?status=contacted')).json().data[0].businessName).toBe('Bolt Electric');
    const page1 = (await get('/api/v1/crm/prospects?limit=2')).json();
    const page2 = (await get(`/api/v1/crm/prospects?limit=2&cursor=${page1.meta.nextCursor}`)).json();
    expect([...page1.data, ...page2.data].map((p: TProspect) => p.businessName)).toEqual([
      'Cedar Dental',
      'Bolt Electric',
      'Acme Plumbing',
    ]);
    expect(page2.meta.nextCursor).toBeNull();
    expect((await get('/api/v1/crm/prospects/tags', staffA)).json().data).toEqual([
      { tag: 'electric', count: 1 },
      { tag: 'hot', count: 2 },
      { tag: 'plumbing', count: 1 },
    ]);

    const changed = await ctx.http.put(
      `/api/v1/crm/prospects/${acme._id}`,
      { status: 'qualified', tags: ['plumbing'], notes: 'Call back Monday', email: '' },
      adminA.headers,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({
      status: 'qualified',
      tags: ['plumbing'],
      notes: 'Call back Monday',
      email: null,
    });
    expect((await get(`/api/v1/crm/prospects/${acme._id}`, staffA)).json().data.city).toBe('Denver');

    // The business name is unique in the agency, case aside.
    expectError(await ctx.http.post('/api/v1/crm/prospects', { businessName: 'ACME plumbing' }, adminA.headers), 409);
    expect((await ctx.http.del(`/api/v1/crm/prospects/${acme._id}`, adminA.headers)).statusCode).toBe(204);
    expectError(await get(`/api/v1/crm/prospects/${acme._id}`), 404);
  });

  it('checks what is written: required name, email, website, phone, tags, status; NUL bytes are a 400', async () => {
    const { adminA } = ctx.tenants;
    const post = (body: object) => ctx.http.post('/api/v1/crm/prospects', body, adminA.headers);
    expect(expectValidationError(await post({ businessName: ' ' }))).toEqual(['businessName']);
    expect(
      expectValidationError(
        await post({
          businessName: 'X',
          email: 'nope',
          website: 'acme.test',
          phone: 'call me',
          tags: ['a,b'],
          status: 'converted',
        }),
      ).sort(),
    ).toEqual(['email', 'phone', 'status', 'tags.0', 'website']);
    expectValidationError(await post({ businessName: 'Nul\u0000 Co' }));
    expectValidationError(await ctx.http.get('/api/v1/crm/prospects?q=a%00b', adminA.headers));
  });

  it('keeps prospects to the agency’s team: staff read, admins change, another agency gets 404', async () => {
    const { adminA, adminB, staffA, locationAdminA1, staffA1 } = ctx.tenants;
    const secret = await add({ businessName: 'Secret Prospect', email: 'secret@prospect.test' });
    const url = `/api/v1/crm/prospects/${secret._id}`;
    for (const res of [
      await ctx.http.get(url, adminB.headers),
      await ctx.http.put(url, { notes: 'mine now' }, adminB.headers),
      await ctx.http.del(url, adminB.headers),
      await ctx.http.post(`${url}/convert`, {}, adminB.headers),
    ]) {
      expectError(res, 404, 'not_found');
      expect(res.body).not.toContain('secret@prospect.test');
    }
    const theirs = (await ctx.http.get('/api/v1/crm/prospects', adminB.headers)).json();
    expect(theirs).toEqual({ data: [], meta: { total: 0, nextCursor: null } });
    expect((await ctx.http.get('/api/v1/crm/prospects/tags', adminB.headers)).json().data).toEqual([]);
    for (const who of [locationAdminA1, staffA1]) {
      expectError(await ctx.http.get('/api/v1/crm/prospects', who.headers), 403);
      expectError(await ctx.http.get(url, who.headers), 403);
      expectError(await ctx.http.post('/api/v1/crm/prospects', { businessName: 'Mine' }, who.headers), 403);
    }
    expect((await ctx.http.get(url, staffA.headers)).statusCode).toBe(200);
    expectError(await ctx.http.put(url, { notes: 'x' }, staffA.headers), 403);
    expectError(await ctx.http.del(url, staffA.headers), 403);
    expectError(await ctx.http.post(`${url}/convert`, {}, staffA.headers), 403);
    expect((await ctx.http.get(url, adminA.headers)).json().data.notes).toBeNull();
  });

  it('converting needs the CRM: without it, a 409 that says so and nothing changes', async () => {
    const { adminA } = ctx.tenants;
    const p = await add({ businessName: 'Not Yet Co' });
    // This app has no CRM at all; the CRM test app covers an agency that has not connected.
    const res = await ctx.http.post(`/api/v1/crm/prospects/${p._id}/convert`, {}, adminA.headers);
    expectError(res, 409, 'crm_not_connected');
    expect((await ctx.http.get(`/api/v1/crm/prospects/${p._id}`, adminA.headers)).json().data.status).toBe('new');
  });
});
