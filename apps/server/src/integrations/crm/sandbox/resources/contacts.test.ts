import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiHeaders, createTestSandbox, type TestSandbox } from '../test-sandbox';

let t: TestSandbox;
let dental: string;
let realty: string;
let dentalToken: string;
let readOnly: string;
let harborToken: string;
beforeAll(async () => {
  t = await createTestSandbox();
  dental = t.summit.locations[0]!.id;
  realty = t.summit.locations[1]!.id;
  dentalToken = await t.token({ clientKey: 'crm_sync', companyId: t.summit.id, locationId: dental });
  readOnly = await t.token({ clientKey: 'support', companyId: t.summit.id, locationId: dental });
  harborToken = await t.token({ clientKey: 'crm_sync', companyId: t.harbor.id, locationId: t.harbor.locations[0]!.id });
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, token = dentalToken, query: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, query, headers: apiHeaders(token) });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = dentalToken) =>
  t.app.inject({ method, url, payload, headers: apiHeaders(token) });

describe('GET /contacts/', () => {
  it('pages through all of a location’s contacts with the startAfter / startAfterId cursor', async () => {
    const seen: string[] = [];
    let query: Record<string, string> = { locationId: dental, limit: '10' };
    for (let page = 0; page < 10; page++) {
      const response = await get('/contacts/', dentalToken, query);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.meta.total).toBe(36);
      expect(body.count).toBe(36);
      seen.push(...body.contacts.map((c: { id: string }) => c.id));
      if (!body.meta.nextPageUrl) break;
      const next = new URL(body.meta.nextPageUrl);
      expect(next.pathname).toBe('/contacts/');
      query = Object.fromEntries(next.searchParams);
      expect(query.startAfterId).toBe(body.meta.startAfterId);
    }
    expect(seen).toHaveLength(36);
    expect(new Set(seen).size).toBe(36);
  });

  it('finds contacts by a part of the name, email or phone', async () => {
    const all = (await get('/contacts/', dentalToken, { locationId: dental, limit: '1' })).json().contacts[0];
    const byName = await get('/contacts/', dentalToken, { locationId: dental, query: all.firstName.slice(0, 4).toUpperCase() });
    expect(byName.json().contacts.map((c: { id: string }) => c.id)).toContain(all.id);
    const byPhone = await get('/contacts/', dentalToken, { locationId: dental, query: all.phone.slice(-7) });
    expect(byPhone.json().contacts.map((c: { id: string }) => c.id)).toEqual([all.id]);
    const none = await get('/contacts/', dentalToken, { locationId: dental, query: 'zz%_nobody' });
    expect(none.json()).toMatchObject({ contacts: [], count: 0, meta: { total: 0, nextPageUrl: null } });
  });

  it('refuses a bad limit, another location, another company and a token without the scope', async () => {
    expect((await get('/contacts/', dentalToken, { locationId: dental, limit: '101' })).statusCode).toBe(422);
    const other = await get('/contacts/', dentalToken, { locationId: realty });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({
      statusCode: 403,
      message: 'The token does not have access to this location.',
      error: 'Forbidden',
    });
    expect((await get('/contacts/', harborToken, { locationId: dental })).statusCode).toBe(403);
    const app = await t.token({ clientKey: 'app', companyId: t.summit.id, locationId: dental });
    expect((await get('/contacts/', app, { locationId: dental })).statusCode).toBe(401);
    const agency = await t.token({ clientKey: 'crm_sync', companyId: t.summit.id });
    expect((await get('/contacts/', agency, { locationId: dental })).statusCode).toBe(401);
  });
});

describe('POST /contacts/search', () => {
  it('filters, sorts and pages with searchAfter', async () => {
    const first = await send('POST', '/contacts/search', {
      locationId: dental,
      pageLimit: 5,
      filters: [{ field: 'tags', operator: 'eq', value: 'vip' }],
      sort: [{ field: 'dateAdded', direction: 'asc' }],
    });
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1.total).toBeGreaterThan(5);
    expect(page1.contacts.every((c: { tags: string[] }) => c.tags.includes('vip'))).toBe(true);
    const after = page1.contacts.at(-1).searchAfter;
    const second = await send('POST', '/contacts/search', {
      locationId: dental,
      pageLimit: 5,
      searchAfter: after,
      filters: [{ field: 'tags', operator: 'eq', value: 'vip' }],
      sort: [{ field: 'dateAdded', direction: 'asc' }],
    });
    const ids = [...page1.contacts, ...second.json().contacts].map((c: { id: string }) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    const dates = [...page1.contacts, ...second.json().contacts].map((c: { dateAdded: string }) => c.dateAdded);
    expect([...dates].sort()).toEqual(dates);
  });

  it('combines groups of filters and date ranges', async () => {
    const response = await send('POST', '/contacts/search', {
      locationId: dental,
      pageLimit: 100,
      filters: [
        {
          group: 'OR',
          filters: [
            { field: 'type', operator: 'eq', value: 'customer' },
            { field: 'dnd', operator: 'eq', value: true },
          ],
        },
        { field: 'dateAdded', operator: 'range', value: { gte: '2026-01-01T00:00:00Z' } },
      ],
    });
    expect(response.statusCode).toBe(200);
    const contacts = response.json().contacts as { type: string; dnd: boolean }[];
    expect(contacts.length).toBeGreaterThan(0);
    expect(contacts.every((c) => c.type === 'customer' || c.dnd)).toBe(true);
  });

  it('refuses unknown fields, operators that do not apply and pages past 10,000', async () => {
    const unknown = await send('POST', '/contacts/search', {
      locationId: dental,
      filters: [{ field: 'password', operator: 'eq', value: 'x' }],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toEqual(['filters: password is not a searchable field']);
    const range = await send('POST', '/contacts/search', {
      locationId: dental,
      filters: [{ field: 'email', operator: 'range', value: { gt: 1 } }],
    });
    expect(range.statusCode).toBe(422);
    expect((await send('POST', '/contacts/search', { locationId: dental, page: 21, pageLimit: 500 })).statusCode).toBe(422);
    expect((await send('POST', '/contacts/search', { locationId: realty })).statusCode).toBe(403);
  });
});

describe('POST /contacts/upsert', () => {
  it('creates once, then updates the same contact by email and by phone', async () => {
    const created = await send('POST', '/contacts/upsert', {
      locationId: dental,
      firstName: 'Wren',
      lastName: 'Okoye',
      email: 'Wren.Okoye@Example.test',
      phone: '(512) 555-0999',
      tags: ['New Patient', 'new patient'],
    });
    expect(created.statusCode).toBe(200);
    const contact = created.json().contact;
    expect(created.json().new).toBe(true);
    expect(contact).toMatchObject({ phone: '+15125550999', tags: ['new patient'], locationId: dental });
    // The same again changes nothing, not even dateUpdated (an incremental sync finds nothing new).
    t.advance(60_000);
    const again = await send('POST', '/contacts/upsert', {
      locationId: dental,
      email: 'Wren.Okoye@Example.test',
      firstName: 'Wren',
    });
    expect(again.json()).toMatchObject({ new: false, contact: { id: contact.id, dateUpdated: contact.dateUpdated } });
    const lower = await send('POST', '/contacts/upsert', { locationId: dental, email: 'wren.okoye@example.test' });
    expect(lower.json()).toMatchObject({ new: false, contact: { id: contact.id } });
    const byPhone = await send('POST', '/contacts/upsert', { locationId: dental, phone: '+1 512 555 0999', city: 'Round Rock' });
    expect(byPhone.json()).toMatchObject({ new: false, contact: { id: contact.id, city: 'Round Rock', lastName: 'Okoye' } });
    const count = await get('/contacts/', dentalToken, { locationId: dental, query: 'okoye' });
    expect(count.json().meta.total).toBe(1);
    // The same email in another location is another contact.
    const realtyToken = await t.token({ clientKey: 'crm_sync', companyId: t.summit.id, locationId: realty });
    const elsewhere = await send(
      'POST',
      '/contacts/upsert',
      { locationId: realty, email: 'wren.okoye@example.test' },
      realtyToken,
    );
    expect(elsewhere.json().new).toBe(true);
    expect(elsewhere.json().contact.id).not.toBe(contact.id);
  });

  it('makes one contact of two concurrent upserts of one email', async () => {
    const body = { locationId: dental, email: 'twice@example.test', firstName: 'Twice' };
    const [a, b] = await Promise.all([send('POST', '/contacts/upsert', body), send('POST', '/contacts/upsert', body)]);
    expect(a.json().contact.id).toBe(b.json().contact.id);
    expect([a.json().new, b.json().new].sort()).toEqual([false, true]);
  });

  it('refuses bad input and a read-only token', async () => {
    const bad = await send('POST', '/contacts/upsert', { locationId: dental, email: 'not-an-email', phone: '12' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error).toBe('Unprocessable Entity');
    const field = await send('POST', '/contacts/upsert', {
      locationId: dental,
      email: 'f@example.test',
      customFields: [{ key: 'nope', field_value: 1 }],
    });
    expect(field.statusCode).toBe(422);
    expect((await send('POST', '/contacts/upsert', { locationId: dental, email: 'r@example.test' }, readOnly)).statusCode).toBe(
      401,
    );
  });
});

describe('contacts by id', () => {
  it('creates, reads, updates and deletes a contact; a duplicate is refused with the contact it matches', async () => {
    const created = await send('POST', '/contacts/', {
      locationId: dental,
      name: 'Ines Marchetti',
      email: 'ines@example.test',
      customFields: [{ key: 'contact.preferred_contact_time', field_value: 'Evening' }],
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().contact.id as string;
    expect(created.json().contact).toMatchObject({
      firstName: 'Ines',
      lastName: 'Marchetti',
      customFields: [{ value: 'Evening' }],
    });
    const duplicate = await send('POST', '/contacts/', { locationId: dental, email: 'INES@example.test' });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toMatchObject({
      message: 'This location does not allow duplicated contacts.',
      meta: { contactId: id, matchingField: 'email' },
    });
    expect((await get(`/contacts/${id}`)).json().contact.email).toBe('ines@example.test');
    const updated = await send('PUT', `/contacts/${id}`, { companyName: 'Marchetti Studio', tags: ['vip'] });
    expect(updated.json()).toMatchObject({ succeded: true, contact: { companyName: 'Marchetti Studio', tags: ['vip'] } });
    expect((await send('DELETE', `/contacts/${id}`)).json()).toEqual({ succeded: true });
    expect((await get(`/contacts/${id}`)).statusCode).toBe(404);
  });

  it('is 404 for a contact of another location or company, which stays as it was', async () => {
    const realtyContact = (
      await get('/contacts/', await t.token({ clientKey: 'crm_sync', companyId: t.summit.id, locationId: realty }), {
        locationId: realty,
        limit: '1',
      })
    ).json().contacts[0];
    for (const token of [dentalToken, harborToken]) {
      expect((await get(`/contacts/${realtyContact.id}`, token)).statusCode).toBe(404);
      expect((await send('PUT', `/contacts/${realtyContact.id}`, { firstName: 'Mallory' }, token)).statusCode).toBe(404);
      expect((await send('DELETE', `/contacts/${realtyContact.id}`, undefined, token)).statusCode).toBe(404);
    }
    const { rows } = await t.pool.query('SELECT first_name FROM crm_sandbox.contacts WHERE id = $1', [realtyContact.id]);
    expect(rows[0].first_name).toBe(realtyContact.firstName);
    expect((await get('/contacts/not-an-id')).statusCode).toBe(404);
  });
});
