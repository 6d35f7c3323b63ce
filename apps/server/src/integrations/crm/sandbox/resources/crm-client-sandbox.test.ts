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
    expect(await crm.deleteCustomMenu({ accessToken: agency, customMenuId: menu.id })).toMatchObject({ success: true });
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
