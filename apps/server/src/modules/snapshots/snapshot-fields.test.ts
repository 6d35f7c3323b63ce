import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../test/http';
import { createTenantApp } from '../../test/tenants';
import { appSnapshots, snapshotCustomFields } from './snapshots.tables';

/** The custom fields a listing asks locations for, on the resource builder (issue 22). */

const FIELDS = '/api/v1/snapshot_custom_field';
type Ctx = Awaited<ReturnType<typeof createTenantApp>>;

describe('snapshot custom fields', () => {
  let ctx: Ctx;
  let listingA: string;
  let privateA: string;
  beforeAll(async () => {
    ctx = await createTenantApp();
    const rows = await ctx.t.db
      .insert(appSnapshots)
      .values([
        { agencyId: ctx.tenants.agencyA._id, name: 'Shown to locations', visibility: 'locations' },
        { agencyId: ctx.tenants.agencyA._id, name: 'Team only', visibility: 'agency' },
      ])
      .returning();
    [listingA, privateA] = [rows[0]!._id, rows[1]!._id];
  });
  afterAll(async () => {
    await ctx?.t.close();
  });
  const who = () => ctx.tenants;
  const field = { label: 'Business name', key: 'business_name', type: 'text', required: true };

  it('adds fields to the agency’s own listing, its key once, with defaults that fit the type', async () => {
    const id = await ctx.http.create(FIELDS, { ...field, snapshotId: listingA }, who().staffA.headers);
    const [row] = await ctx.t.db.select().from(snapshotCustomFields).where(eq(snapshotCustomFields._id, id));
    expect(row).toMatchObject({ agencyId: who().agencyA._id, snapshotId: listingA, key: 'business_name', required: true });
    const twice = expectError(
      await ctx.http.post(FIELDS, { ...field, label: 'Again', snapshotId: listingA }, who().adminA.headers),
      409,
      'conflict',
    );
    expect(twice.message).toContain('business_name');
    const colour = { label: 'Colour', key: 'brand_colour', type: 'color', defaultValue: '#12ab34', snapshotId: listingA };
    const colourId = await ctx.http.create(FIELDS, colour, who().adminA.headers);
    const bad = expectError(await ctx.http.put(`${FIELDS}/${colourId}`, { defaultValue: 'blue' }, who().adminA.headers), 400);
    expect(bad.details).toEqual([{ path: ['defaultValue'], message: expect.stringContaining('colour') }]);
    const choice = expectError(await ctx.http.put(`${FIELDS}/${colourId}`, { type: 'choice' }, who().adminA.headers), 400);
    expect(JSON.stringify(choice.details)).toContain('options');
    const badKey = expectError(
      await ctx.http.post(FIELDS, { ...field, key: 'Business Name', snapshotId: listingA }, who().adminA.headers),
      400,
    );
    expect(JSON.stringify(badKey.details)).toContain('key');
  });

  it('lists a listing’s fields in their order, a page at a time', async () => {
    const [listing] = await ctx.t.db
      .insert(appSnapshots)
      .values({ agencyId: who().agencyA._id, name: 'Ordered', visibility: 'agency' })
      .returning();
    for (const [key, position] of [
      ['third', 2],
      ['first', 0],
      ['second', 1],
    ] as const) {
      await ctx.http.create(FIELDS, { ...field, key, label: key, position, snapshotId: listing!._id }, who().adminA.headers);
    }
    const url = `${FIELDS}/filter?snapshotId=${listing!._id}&limit=2`;
    const first = (await ctx.http.get(url, who().adminA.headers)).json();
    expect(first.data.map((f: { key: string }) => f.key)).toEqual(['first', 'second']);
    const second = (await ctx.http.get(`${url}&cursor=${first.meta.nextCursor}`, who().adminA.headers)).json();
    expect(second.data.map((f: { key: string }) => f.key)).toEqual(['third']);
    expect(second.meta).toEqual({ total: 3, nextCursor: null });
    expectError(await ctx.http.get(`${url}&cursor=${listing!._id}`, who().adminA.headers), 400);
  });

  it('locations read the fields of what they are shown; another agency cannot read, add or change them', async () => {
    await ctx.http.create(FIELDS, { ...field, snapshotId: privateA }, who().adminA.headers);
    const seen = await ctx.http.get(FIELDS, who().locationAdminA1.headers);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(new Set(seen.json().data.map((f: { snapshotId: string }) => f.snapshotId))).toEqual(new Set([listingA]));
    const [one] = await ctx.t.db.select().from(snapshotCustomFields).where(eq(snapshotCustomFields.snapshotId, listingA));
    expectError(await ctx.http.put(`${FIELDS}/${one!._id}`, { label: 'Mine' }, who().locationAdminA1.headers), 403);

    const b = who().adminB.headers;
    expect((await ctx.http.get(FIELDS, b)).json().data).toEqual([]);
    expectError(await ctx.http.get(`${FIELDS}/${one!._id}`, b), 404);
    expectError(await ctx.http.put(`${FIELDS}/${one!._id}`, { label: 'Taken' }, b), 404);
    expectError(await ctx.http.del(`${FIELDS}/${one!._id}`, b), 404);
    const added = expectError(await ctx.http.post(FIELDS, { ...field, key: 'phone', snapshotId: listingA }, b), 404);
    expect(added.details).toEqual([{ path: ['snapshotId'], message: 'Choose one of your snapshots' }]);
    const [after] = await ctx.t.db.select().from(snapshotCustomFields).where(eq(snapshotCustomFields._id, one!._id));
    expect(after!.label).toBe('Business name');
  });
});
