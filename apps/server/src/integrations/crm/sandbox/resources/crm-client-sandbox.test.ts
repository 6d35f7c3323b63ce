import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crmAdapterSuite } from '../../crm-adapter-suite';
import { type CrmClient, createCrmClient } from '../../crm-client';
import { CrmApiError } from '../../crm-errors';
import { createTestSandbox, TEST_ATRIUM_URL, type TestSandbox } from '../test-sandbox';

/**
 * Atrium's typed client (crm-client.ts) against the sandbox over HTTP: the adapter suite, then what only the
 * sandbox's known data can tell (exact counts, its refusals). Every answer must pass the client's schemas of the
 * CRM's documents, so the two sides cannot drift apart unnoticed.
 */

let t: TestSandbox;
let crm: CrmClient;
let agency: string;
let dentalToken: string;
let dental: string;
beforeAll(async () => {
  t = await createTestSandbox();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  crm = createCrmClient({ apiUrl: `http://127.0.0.1:${port}`, maxRetries: 0 });
  dental = t.summit.locations[0]!.id;
  const scopes = [
    'companies.readonly',
    'locations.readonly',
    'users.readonly',
    'contacts.readonly',
    'contacts.write',
    'workflows.readonly',
    'products.readonly',
    'snapshots.readonly',
    'snapshots.write',
    'custom-menu-link.readonly',
    'custom-menu-link.write',
  ];
  agency = await t.token({ clientKey: 'app', companyId: t.summit.id, scopes });
  dentalToken = await t.token({ clientKey: 'crm_sync', companyId: t.summit.id, locationId: dental, scopes });
});
afterAll(async () => {
  await t?.close();
});

describe('the CRM client against the sandbox', () => {
  it('reads the agency, its locations and its users', async () => {
    expect(await crm.getCompany({ accessToken: agency, companyId: t.summit.id })).toMatchObject({ name: 'Summit Growth Agency' });
    const locations = await crm.searchLocations({ accessToken: agency, companyId: t.summit.id, limit: 100 });
    expect(locations).toHaveLength(6);
    expect(await crm.getLocation({ accessToken: agency, locationId: dental })).toMatchObject({
      id: dental,
      companyId: t.summit.id,
    });
    expect(await crm.listUsers({ accessToken: dentalToken, locationId: dental })).toHaveLength(4);
    const users = await crm.searchUsers({ accessToken: agency, companyId: t.summit.id, limit: 2 });
    expect(users.count).toBe(5);
  });

  it('pages contacts both ways and upserts one', async () => {
    let page = await crm.listContacts({ accessToken: dentalToken, locationId: dental, limit: 20 });
    const ids = page.contacts.map((c) => c.id);
    while (page.meta?.startAfterId && page.contacts.length === 20) {
      page = await crm.listContacts({
        accessToken: dentalToken,
        locationId: dental,
        limit: 20,
        startAfter: page.meta.startAfter ?? undefined,
        startAfterId: page.meta.startAfterId,
      });
      ids.push(...page.contacts.map((c) => c.id));
    }
    expect(new Set(ids).size).toBe(36);
    const first = await crm.searchContacts({ accessToken: dentalToken, locationId: dental, pageLimit: 30 });
    const rest = await crm.searchContacts({
      accessToken: dentalToken,
      locationId: dental,
      pageLimit: 30,
      searchAfter: first.contacts.at(-1)!.searchAfter!,
    });
    expect(first.total).toBe(36);
    expect(new Set([...first.contacts, ...rest.contacts].map((c) => c.id)).size).toBe(36);
    const upserted = await crm.upsertContact({
      accessToken: dentalToken,
      contact: { locationId: dental, email: 'client@example.test', firstName: 'Client', tags: ['api'] },
    });
    expect(upserted).toMatchObject({ new: true, contact: { email: 'client@example.test', tags: ['api'] } });
  });

  it('reads workflows, products and snapshots, and manages a menu link', async () => {
    expect(await crm.listWorkflows({ accessToken: dentalToken, locationId: dental })).toHaveLength(5);
    expect((await crm.listProducts({ accessToken: dentalToken, locationId: dental })).total).toEqual([{ total: 4 }]);
    expect(await crm.listSnapshots({ accessToken: agency, companyId: t.summit.id })).toHaveLength(8);
    const menu = await crm.createCustomMenu({
      accessToken: agency,
      menu: {
        title: 'Atrium',
        url: `${TEST_ATRIUM_URL}/embedded`,
        icon: { name: 'store', fontFamily: 'fas' },
        showOnCompany: false,
        showOnLocation: true,
        showToAllLocations: true,
        openMode: 'iframe',
        locations: [],
        userRole: 'all',
      },
    });
    expect((await crm.listCustomMenus({ accessToken: agency, locationId: dental })).customMenus).toEqual([menu]);
    const renamed = await crm.updateCustomMenu({ accessToken: agency, customMenuId: menu.id, menu: { title: 'Atrium Store' } });
    expect(renamed).toEqual({ ...menu, title: 'Atrium Store' });
    expect(await crm.deleteCustomMenu({ accessToken: agency, customMenuId: menu.id })).toMatchObject({ success: true });
  });

  it('pushes a snapshot into a location, follows it asset by asset, and retries a failed one', async () => {
    const coaching = (await crm.listSnapshots({ accessToken: agency, companyId: t.summit.id })).find(
      (s) => s.name === 'Coaching Client Engine',
    )!;
    const query = { accessToken: agency, companyId: t.summit.id, snapshotId: coaching.id };
    const contents = await crm.sandboxSnapshotContents(query);
    const types = contents.assets.map((a) => a.type);
    expect(contents.customValues.map((v) => v.name)).toContain('Coach Name');
    const location = t.summit.locations[1]!.id;
    t.deps.snapshotPushes.failureRate = 1;
    const [started] = await crm.sandboxPushSnapshot({ ...query, locationIds: [location] });
    t.deps.snapshotPushes.failureRate = 0;
    expect(started).toMatchObject({ locationId: location, status: 'processing', pending: types });
    t.advance(t.deps.snapshotPushes.stepMs * types.length);
    expect(await crm.getLatestSnapshotPush({ ...query, locationId: location })).toMatchObject({
      status: 'failed',
      failed: types,
    });
    const retried = await crm.sandboxRetrySnapshotAsset({ ...query, locationId: location, asset: 'funnels' });
    expect(retried.pending).toEqual(['funnels']);
    t.advance(t.deps.snapshotPushes.stepMs);
    expect((await crm.getLatestSnapshotPush({ ...query, locationId: location })).completed).toEqual(['funnels']);
    const listed = await crm.getSnapshotPushes({
      ...query,
      from: new Date('2026-11-26T00:00:00Z'),
      to: new Date('2026-11-26T23:59:00Z'),
      limit: 10,
    });
    expect(listed.map((p) => p.id)).toEqual([started!.id]);
  });

  it('fails the failing asset types on every push, and lets their retry succeed', async () => {
    const coaching = (await crm.listSnapshots({ accessToken: agency, companyId: t.summit.id })).find(
      (s) => s.name === 'Coaching Client Engine',
    )!;
    const query = { accessToken: agency, companyId: t.summit.id, snapshotId: coaching.id };
    const types = (await crm.sandboxSnapshotContents(query)).assets.map((a) => a.type);
    const location = t.summit.locations[2]!.id;
    t.deps.snapshotPushes.failingAssets = ['tags'];
    await crm.sandboxPushSnapshot({ ...query, locationIds: [location] });
    t.advance(t.deps.snapshotPushes.stepMs * types.length);
    const pushed = await crm.getLatestSnapshotPush({ ...query, locationId: location });
    expect(pushed.failed).toEqual(['tags']);
    expect(pushed.completed).toHaveLength(types.length - 1);
    await crm.sandboxRetrySnapshotAsset({ ...query, locationId: location, asset: 'tags' });
    t.advance(t.deps.snapshotPushes.stepMs);
    expect(await crm.getLatestSnapshotPush({ ...query, locationId: location })).toMatchObject({
      status: 'completed',
      failed: [],
    });
    t.deps.snapshotPushes.failingAssets = [];
  });

  it('turns the sandbox’s refusals into the client’s errors', async () => {
    const refused = await crm
      .getLocation({ accessToken: agency, locationId: t.harbor.locations[0]!.id })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(CrmApiError);
    expect((refused as CrmApiError).status).toBe(403);
    const scope = await crm.listSnapshots({ accessToken: dentalToken, companyId: t.summit.id }).catch((e: unknown) => e);
    expect((scope as CrmApiError).status).toBe(401);
  });
});

// Then the adapter suite every CRM must pass, which crm-adapter.test.ts runs against a real CRM when configured
// (it writes a contact, so it runs after the counts above).
crmAdapterSuite('the sandbox', () => ({
  client: crm,
  companyId: t.summit.id,
  locationId: dental,
  agencyToken: agency,
  locationToken: dentalToken,
  menuUrl: `${TEST_ATRIUM_URL}/sso`,
  writes: true,
}));
