import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectValidationError } from '../../test/http';
import { BASE, createStoreWorld, type StoreWorld } from './store-test-fixtures';

let w: StoreWorld;
beforeAll(async () => {
  w = await createStoreWorld();
});
afterAll(() => w?.close());

const h = () => ({
  admin: w.tenants.adminA.headers,
  staff: w.tenants.staffA.headers,
  buyer: w.tenants.locationAdminA1.headers,
  sibling: w.tenants.staffA2.headers,
  other: w.tenants.adminB.headers,
  otherBuyer: w.tenants.locationAdminB1.headers,
});

describe('stores', () => {
  it('the agency team creates and changes its store; its locations read it; another agency gets 404', async () => {
    const { staff, buyer, other, otherBuyer } = h();
    const got = await w.http.get(`${BASE}/stores/${w.storeId}`, buyer);
    expect(got.statusCode, got.body).toBe(200);
    expect(got.json().data).toMatchObject({
      name: 'Alpha Store',
      currency: 'USD',
      open: true,
      sellerName: 'Alpha Services',
      canTakePayments: true,
      hasSales: false,
    });
    const renamed = await w.http.put(
      `${BASE}/stores/${w.storeId}`,
      { name: 'Alpha Growth', description: '<p>Hi<script>x</script></p>' },
      staff,
    );
    expect(renamed.json().data).toMatchObject({ name: 'Alpha Growth', description: '<p>Hi</p>' });
    expectError(await w.http.put(`${BASE}/stores/${w.storeId}`, { name: 'Mine' }, buyer), 404);
    expectError(await w.http.get(`${BASE}/stores/${w.storeId}`, other), 404);
    expectError(await w.http.get(`${BASE}/stores/${w.storeId}`, otherBuyer), 404);
    expectError(await w.http.put(`${BASE}/stores/${w.storeId}`, { name: 'Mine' }, other), 404);
    expectError(await w.http.post(`${BASE}/stores`, { name: 'Shop' }, buyer), 403);
    const listed = await w.http.get(`${BASE}/stores`, buyer);
    expect(listed.json().data.map((s: { _id: string }) => s._id)).toEqual([w.storeId]);
    expect((await w.http.get(`${BASE}/stores`, other)).json().data).toEqual([]);
  });

  it('a store whose agency has no Stripe cannot take payments', async () => {
    const created = await w.http.post(`${BASE}/stores`, { name: 'Bravo Store', currency: 'EUR' }, h().other);
    expect(created.json().data).toMatchObject({ currency: 'EUR', canTakePayments: false, sellerName: 'Bravo' });
    const key = await w.http.get(`${BASE}/get_publickey?store_id=${created.json().data._id}`, h().otherBuyer);
    expect(expectError(key, 409).message).toBe('This store cannot take payments yet');
  });
});

describe('products', () => {
  it('validates what a product needs', async () => {
    const { admin } = h();
    const post = (body: object) => w.http.post(`${BASE}/app_creator/services`, { storeId: w.storeId, ...body }, admin);
    expect(expectValidationError(await post({ kind: 'service', name: 'X', priceMinor: 10 }))).toContain('priceMinor');
    expect(expectValidationError(await post({ kind: 'snapshot', name: 'X', priceMinor: 5_000 }))).toContain('snapshotId');
    const twice = await post({
      kind: 'service',
      name: 'X',
      priceMinor: 5_000,
      options: [
        { name: 'Size', choices: [{ label: 'S', priceMinor: 0 }] },
        { name: 'size', choices: [{ label: 'M', priceMinor: 0 }] },
      ],
    });
    expect(expectValidationError(twice)).toContain('options.1.name');
    const foreignTag = await post({ kind: 'service', name: 'X', priceMinor: 5_000, tagIds: [crypto.randomUUID()] });
    expect(expectValidationError(foreignTag)).toEqual(['tagIds']);
  });

  it('lists by status, tag and search; another agency and the locations get 404 on each id', async () => {
    const { admin, buyer, other } = h();
    const tagId = await w.http.create(`${BASE}/tags`, { storeId: w.storeId, name: 'Branding' }, admin);
    const logo = await w.product({ name: 'Brand kit', tagIds: [tagId], description: '<b>Logo</b> and colours' });
    const draft = await w.product({ name: 'Website audit', status: 'draft', billing: 'one_time' });
    const list = async (query: string) =>
      (await w.http.get(`${BASE}/app_creator/services?store_id=${w.storeId}&${query}`, admin))
        .json()
        .data.map((p: { _id: string }) => p._id);
    expect(await list(`tag=${tagId}`)).toEqual([logo]);
    expect(await list('status=draft')).toEqual([draft]);
    expect(await list('q=colours')).toEqual([logo]);
    const one = await w.http.get(`${BASE}/app_creator/services/${logo}`, admin);
    expect(one.json().data).toMatchObject({
      name: 'Brand kit',
      tags: [{ _id: tagId, name: 'Branding' }],
      currency: 'USD',
      orderCount: 0,
    });
    for (const headers of [buyer, other]) {
      expectError(await w.http.get(`${BASE}/app_creator/services/${logo}`, headers), 404);
      expectError(await w.http.put(`${BASE}/app_creator/services/${logo}`, { name: 'Mine' }, headers), 404);
      expectError(await w.http.del(`${BASE}/app_creator/services/${logo}`, headers), 404);
    }
    expectError(await w.http.get(`${BASE}/app_creator/services?store_id=${w.storeId}`, other), 404);
    const gone = await w.http.del(`${BASE}/app_creator/services/${draft}`, admin);
    expect(gone.json().data).toEqual({ outcome: 'deleted' });
  });

  it('a snapshot product sells one of the agency’s listings; the buyer sees its fields', async () => {
    const { admin, buyer, other } = h();
    const listing = await w.listing('Dental funnel');
    const id = await w.product({ kind: 'snapshot', name: 'Dental snapshot', snapshotId: listing, priceMinor: 49_700 });
    const detail = await w.http.get(`${BASE}/store_services/${id}`, buyer);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data.snapshot).toEqual({ _id: listing, name: 'Dental funnel' });
    expect(detail.json().data.snapshotFields).toEqual([
      expect.objectContaining({ key: 'business_name', required: true, defaultValue: null }),
    ]);
    expect(detail.json().data).not.toHaveProperty('stripePriceId');
    // Another agency cannot sell Alpha's listing.
    const otherStore = (await w.http.get(`${BASE}/stores`, other)).json().data[0]._id;
    const stolen = await w.http.post(
      `${BASE}/app_creator/services`,
      { storeId: otherStore, kind: 'snapshot', name: 'X', priceMinor: 5_000, snapshotId: listing },
      other,
    );
    expect(expectValidationError(stolen)).toEqual(['snapshotId']);
    const notRecurring = await w.http.put(`${BASE}/app_creator/services/${id}`, { billing: 'month' }, admin);
    expect(expectValidationError(notRecurring)).toEqual(['billing']);
  });
});

describe('tags and collections', () => {
  it('tag names are unique in a store whatever the case; another agency gets 404', async () => {
    const { admin, other, buyer } = h();
    const tag = await w.http.create(`${BASE}/tags`, { storeId: w.storeId, name: 'SEO' }, admin);
    expect(expectValidationError(await w.http.post(`${BASE}/tags`, { storeId: w.storeId, name: 'seo' }, admin))).toEqual([
      'name',
    ]);
    expect((await w.http.put(`${BASE}/tags/${tag}`, { name: 'Search' }, admin)).json().data.name).toBe('Search');
    expectError(await w.http.put(`${BASE}/tags/${tag}`, { name: 'Mine' }, other), 404);
    expectError(await w.http.put(`${BASE}/tags/${tag}`, { name: 'Mine' }, buyer), 404);
    expectError(await w.http.del(`${BASE}/tags/${tag}`, other), 404);
    expectError(await w.http.get(`${BASE}/tags?store_id=${w.storeId}`, other), 404);
    expect((await w.http.del(`${BASE}/tags/${tag}`, admin)).statusCode).toBe(204);
  });

  it('collections keep their order; buyers see published products only', async () => {
    const { admin, buyer, other } = h();
    const a = await w.product({ name: 'Ads setup' });
    const b = await w.product({ name: 'Ads audit', status: 'draft' });
    const c = await w.product({ name: 'Ads report' });
    const id = await w.http.create(`${BASE}/collections`, { storeId: w.storeId, name: 'Ads', productIds: [c, b, a] }, admin);
    expect((await w.http.get(`${BASE}/collections/${id}`, admin)).json().data.productIds).toEqual([c, b, a]);
    expect((await w.http.get(`${BASE}/collections/${id}`, buyer)).json().data.productIds).toEqual([c, a]);
    const front = await w.http.get(`${BASE}/store_services?store_id=${w.storeId}&collection=${id}`, buyer);
    expect(front.json().data.products.map((p: { _id: string }) => p._id)).toEqual([c, a]);
    expect(front.json().data.collections.map((x: { _id: string }) => x._id)).toContain(id);
    const foreign = await w.http.put(`${BASE}/collections/${id}`, { productIds: [crypto.randomUUID()] }, admin);
    expect(expectValidationError(foreign)).toEqual(['productIds']);
    expectError(await w.http.get(`${BASE}/collections/${id}`, other), 404);
    expectError(await w.http.put(`${BASE}/collections/${id}`, { name: 'Mine' }, other), 404);
    expectError(await w.http.put(`${BASE}/collections/${id}`, { name: 'Mine' }, buyer), 404);
    expectError(await w.http.del(`${BASE}/collections/${id}`, other), 404);
    expect((await w.http.del(`${BASE}/collections/${id}`, admin)).statusCode).toBe(204);
  });
});

describe('the buyer’s store', () => {
  it('shows published products by tag and search; drafts and other agencies’ stores are 404', async () => {
    const { admin, buyer, otherBuyer } = h();
    const tag = await w.http.create(`${BASE}/tags`, { storeId: w.storeId, name: 'Video' }, admin);
    const live = await w.product({ name: 'Video ad', tagIds: [tag] });
    const draft = await w.product({ name: 'Video draft', tagIds: [tag], status: 'draft' });
    const front = await w.http.get(`${BASE}/store_services?store_id=${w.storeId}&tag=${tag}`, buyer);
    expect(front.statusCode, front.body).toBe(200);
    expect(front.json().data.products.map((p: { _id: string }) => p._id)).toEqual([live]);
    expect(front.json().data.tags.find((t: { _id: string }) => t._id === tag).productCount).toBe(1);
    expect(
      (await w.http.get(`${BASE}/store_services?store_id=${w.storeId}&q=video ad`, buyer)).json().data.products,
    ).toHaveLength(1);
    expectError(await w.http.get(`${BASE}/store_services/${draft}`, buyer), 404);
    expectError(await w.http.get(`${BASE}/store_services/${live}`, otherBuyer), 404);
    expectError(await w.http.get(`${BASE}/store_services?store_id=${w.storeId}`, otherBuyer), 404);
  });
});

describe('syncing a product to Stripe', () => {
  it('makes its product and price on the agency’s account; a new amount makes a new price', async () => {
    const id = await w.product({ name: 'Review widget setup', priceMinor: 12_000, status: 'draft' });
    const url = `/api/v1/agency/stripe/update/${id}`;
    const first = await w.http.post(url, {}, h().admin);
    expect(first.statusCode, first.body).toBe(200);
    const { stripeProductId, stripePriceId } = first.json().data;
    const price = await w.p.stripe.prices.retrieve(stripePriceId, {}, w.on);
    expect(price).toMatchObject({ product: stripeProductId, unit_amount: 12_000, currency: 'usd', active: true });
    await w.http.put(`${BASE}/app_creator/services/${id}`, { priceMinor: 15_000, status: 'published' }, h().admin);
    const after = (await w.http.get(`${BASE}/app_creator/services/${id}`, h().admin)).json().data;
    expect(after.stripeProductId).toBe(stripeProductId);
    expect(after.stripePriceId).not.toBe(stripePriceId);
    expect((await w.p.stripe.prices.retrieve(after.stripePriceId, {}, w.on)).unit_amount).toBe(15_000);
    expect((await w.p.stripe.prices.retrieve(stripePriceId, {}, w.on)).active).toBe(false);
    for (const headers of [h().buyer, h().other]) expectError(await w.http.post(url, {}, headers), 404);
  });
});

describe('invoices of a location', () => {
  it('the agency reads its locations’, a location its own; a sibling and another agency get 404', async () => {
    const { admin, buyer, sibling, other, otherBuyer } = h();
    const url = `/api/v1/agency/stripe/invoices/${w.tenants.locationA1._id}`;
    expect((await w.http.get(url, admin)).json().data).toEqual([]);
    expect((await w.http.get(url, buyer)).statusCode).toBe(200);
    for (const headers of [sibling, other, otherBuyer]) expectError(await w.http.get(url, headers), 404);
  });
});
