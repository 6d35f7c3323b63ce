import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiHeaders, createTestSandbox, type TestSandbox } from '../test-sandbox';

let t: TestSandbox;
let dental: string;
let dentalToken: string;
let harborToken: string;
const SCOPES = ['workflows.readonly', 'products.readonly', 'conversations.readonly', 'snapshots.readonly'];
beforeAll(async () => {
  t = await createTestSandbox();
  dental = t.summit.locations[0]!.id;
  dentalToken = await t.token({ clientKey: 'crm_sync', companyId: t.summit.id, locationId: dental, scopes: SCOPES });
  harborToken = await t.token({
    clientKey: 'crm_sync',
    companyId: t.harbor.id,
    locationId: t.harbor.locations[0]!.id,
    scopes: SCOPES,
  });
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, token: string, query: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, query, headers: apiHeaders(token) });

describe('GET /workflows/ and /products/', () => {
  it('lists a location’s workflows', async () => {
    const response = await get('/workflows/', dentalToken, { locationId: dental });
    expect(response.statusCode).toBe(200);
    const workflows = response.json().workflows;
    expect(workflows).toHaveLength(5);
    expect(workflows[0]).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9]{20}$/),
      name: 'Appointment reminder',
      status: 'published',
      version: expect.any(Number),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      locationId: dental,
    });
  });

  it('pages and searches a location’s products, with the total as the document shapes it', async () => {
    const page = await get('/products/', dentalToken, { locationId: dental, limit: '3', offset: '0' });
    expect(page.json().products).toHaveLength(3);
    expect(page.json().total).toEqual([{ total: 4 }]);
    const rest = await get('/products/', dentalToken, { locationId: dental, limit: '3', offset: '3' });
    expect(rest.json().products).toHaveLength(1);
    const search = await get('/products/', dentalToken, { locationId: dental, search: 'GIFT' });
    expect(search.json().products.map((p: { name: string }) => p.name)).toEqual(['Gift card']);
  });

  it('refuses another location, another company and a token without the scope', async () => {
    expect((await get('/workflows/', dentalToken, { locationId: t.summit.locations[1]!.id })).statusCode).toBe(403);
    expect((await get('/products/', harborToken, { locationId: dental })).statusCode).toBe(403);
    const noScope = await t.token({
      clientKey: 'crm_sync',
      companyId: t.summit.id,
      locationId: dental,
      scopes: ['contacts.readonly'],
    });
    expect((await get('/workflows/', noScope, { locationId: dental })).statusCode).toBe(401);
    expect((await get('/products/', noScope, { locationId: dental })).statusCode).toBe(401);
  });
});

describe('GET /snapshots/', () => {
  it('lists Summit’s snapshots; Harbor has none and cannot read Summit’s', async () => {
    const summitAgency = await t.token({ clientKey: 'crm_sync', companyId: t.summit.id, scopes: SCOPES });
    const harborAgency = await t.token({ clientKey: 'crm_sync', companyId: t.harbor.id, scopes: SCOPES });
    const summit = await get('/snapshots/', summitAgency, { companyId: t.summit.id });
    expect(summit.json().snapshots).toHaveLength(8);
    expect(summit.json().snapshots[0]).toEqual({ id: expect.any(String), name: 'Coaching Client Engine', type: 'own' });
    expect((await get('/snapshots/', harborAgency, { companyId: t.harbor.id })).json()).toEqual({ snapshots: [] });
    expect((await get('/snapshots/', harborAgency, { companyId: t.summit.id })).statusCode).toBe(403);
    expect((await get('/snapshots/', dentalToken, { companyId: t.summit.id })).statusCode).toBe(401);
  });
});

describe('GET /conversations/search', () => {
  it('lists a location’s conversations newest first, paged by startAfterDate, with the contact', async () => {
    const first = await get('/conversations/search', dentalToken, { locationId: dental, limit: '5' });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.total).toBe(8);
    expect(body.conversations).toHaveLength(5);
    expect(body.conversations[0]).toMatchObject({
      locationId: dental,
      contactName: expect.any(String),
      email: expect.stringContaining('@'),
    });
    const dates = body.conversations.map((c: { lastMessageDate: number }) => c.lastMessageDate);
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    const next = await get('/conversations/search', dentalToken, { locationId: dental, startAfterDate: String(dates.at(-1)) });
    expect(next.json().conversations).toHaveLength(3);
    const unread = await get('/conversations/search', dentalToken, { locationId: dental, status: 'unread' });
    expect(unread.json().conversations.every((c: { unreadCount: number }) => c.unreadCount > 0)).toBe(true);
    expect((await get('/conversations/search', harborToken, { locationId: dental })).statusCode).toBe(403);
  });
});
