import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCrmTestApp } from './test-crm';

describe("the Agency group's CRM endpoints (SPEC 7)", () => {
  let crm: Awaited<ReturnType<typeof createCrmTestApp>>;
  beforeAll(async () => {
    crm = await createCrmTestApp();
  });
  afterAll(async () => {
    await crm?.close();
  });
  const get = (url: string, who = crm.tenants.adminA) => crm.http.get(url, who.headers);

  it('answers at their own paths, not as /agency/:id', async () => {
    const res = await get('/api/v1/agency/get_app_setup');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      crmCompanyId: null,
      missing: ['connect:associate', 'connect:crm_sync', 'connect:support', 'connect:app'],
    });
    expect((await get('/api/v1/agency/get_ghl_company')).json()).toEqual({ data: null });
    const workflows = await get('/api/v1/agency/getworkflows?crmLocationId=abc');
    expect(workflows.statusCode).toBe(409);
    expect(workflows.json().error.code).toBe('crm_not_connected');
  });

  it('reads the linked company, its snapshots and a location’s workflows and products from the CRM', async () => {
    await crm.connect(crm.tenants.adminA, 'olivia@summitgrowth.test');
    const summit = crm.sandbox.summit;

    const setup = (await get('/api/v1/agency/get_app_setup')).json().data;
    expect(setup.crmCompanyId).toBe(summit.id);
    expect(setup.connections.find((c: { kind: string }) => c.kind === 'crm_sync')).toEqual({
      kind: 'crm_sync',
      state: 'connected',
      missingScopes: [],
    });
    expect(setup.missing).not.toContain('connect:crm_sync');

    const companyRes = await get('/api/v1/agency/get_ghl_company', crm.tenants.staffA);
    expect(companyRes.statusCode, companyRes.body).toBe(200);
    const company = companyRes.json().data;
    expect(company).toMatchObject({ id: summit.id, name: summit.name, email: summit.email });

    const snapshots = await get('/api/v1/agency/list-snapshots');
    expect(snapshots.statusCode, snapshots.body).toBe(200);
    expect(snapshots.json().data.length).toBeGreaterThan(0);

    const location = summit.locations[0]!.id;
    const workflows = await get(`/api/v1/agency/getworkflows?crmLocationId=${location}`);
    expect(workflows.statusCode, workflows.body).toBe(200);
    expect(workflows.json().data[0]).toEqual({ id: expect.any(String), name: expect.any(String), status: expect.any(String) });
    const products = await get(`/api/v1/agency/getproducts?crmLocationId=${location}`);
    expect(products.statusCode, products.body).toBe(200);
    expect(products.json().data.length).toBeGreaterThan(0);
  });

  it('never reads another CRM company’s location, and keeps locations and other agencies out', async () => {
    const harborLocation = crm.sandbox.harbor.locations[0]!.id;
    expect((await get(`/api/v1/agency/getworkflows?crmLocationId=${harborLocation}`)).statusCode).toBe(404);
    expect((await get('/api/v1/agency/getproducts?crmLocationId=nope')).statusCode).toBe(404);
    // Agency B has no connection of its own, and never reads A's.
    expect((await get('/api/v1/agency/get_ghl_company', crm.tenants.adminB)).json()).toEqual({ data: null });
    expect((await get('/api/v1/agency/list-snapshots', crm.tenants.adminB)).statusCode).toBe(409);
    expect((await get('/api/v1/agency/get_app_setup', crm.tenants.staffA1)).statusCode).toBe(403);
  });
});
