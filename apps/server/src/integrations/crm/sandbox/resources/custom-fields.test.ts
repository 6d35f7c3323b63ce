import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiHeaders, createTestSandbox, type TestSandbox } from '../test-sandbox';

let t: TestSandbox;
let dental: string;
let dentalToken: string;
let harborToken: string;
const SCOPES = [
  'locations/customFields.readonly',
  'locations/customFields.write',
  'locations/customValues.readonly',
  'locations/customValues.write',
];
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

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = dentalToken) =>
  t.app.inject({ method, url, payload, headers: apiHeaders(token) });

describe('custom fields of a location', () => {
  it('lists the demo fields, creates one with a key from its name, renames it and deletes it', async () => {
    const list = await call('GET', `/locations/${dental}/customFields`);
    expect(list.json().customFields.map((f: { fieldKey: string }) => f.fieldKey)).toEqual([
      'contact.preferred_contact_time',
      'contact.lifetime_value',
      'contact.first_visit_notes',
    ]);
    const created = await call('POST', `/locations/${dental}/customFields`, {
      name: 'Favourite colour!',
      dataType: 'SINGLE_OPTIONS',
      options: ['Blue', 'Green'],
    });
    expect(created.statusCode).toBe(201);
    const field = created.json().customField;
    expect(field).toMatchObject({
      fieldKey: 'contact.favourite_colour',
      picklistOptions: ['Blue', 'Green'],
      position: 3,
      locationId: dental,
    });
    const again = await call('POST', `/locations/${dental}/customFields`, { name: 'Favourite Colour', dataType: 'TEXT' });
    expect(again.statusCode).toBe(400);
    const renamed = await call('PUT', `/locations/${dental}/customFields/${field.id}`, {
      name: 'Favourite color',
      options: ['Blue', 'Green', 'Red'],
    });
    expect(renamed.json().customField).toMatchObject({
      name: 'Favourite color',
      fieldKey: 'contact.favourite_colour',
      picklistOptions: ['Blue', 'Green', 'Red'],
    });
    expect((await call('GET', `/locations/${dental}/customFields/${field.id}`)).json().customField.name).toBe('Favourite color');
    expect((await call('DELETE', `/locations/${dental}/customFields/${field.id}`)).json()).toEqual({ succeded: true });
    expect((await call('GET', `/locations/${dental}/customFields/${field.id}`)).statusCode).toBe(404);
  });

  it('refuses options missing where needed, another location and another company', async () => {
    const missing = await call('POST', `/locations/${dental}/customFields`, { name: 'Size', dataType: 'RADIO' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toEqual(['options: options are required for this dataType']);
    const realty = t.summit.locations[1]!.id;
    expect((await call('GET', `/locations/${realty}/customFields`)).statusCode).toBe(403);
    const field = (await call('GET', `/locations/${dental}/customFields`)).json().customFields[0];
    expect((await call('GET', `/locations/${dental}/customFields/${field.id}`, undefined, harborToken)).statusCode).toBe(403);
    const harborLocation = t.harbor.locations[0]!.id;
    expect((await call('GET', `/locations/${harborLocation}/customFields/${field.id}`, undefined, harborToken)).statusCode).toBe(
      404,
    );
    expect(
      (await call('DELETE', `/locations/${harborLocation}/customFields/${field.id}`, undefined, harborToken)).statusCode,
    ).toBe(404);
    expect((await call('GET', `/locations/${dental}/customFields/${field.id}`)).statusCode).toBe(200);
  });
});

describe('custom values of a location', () => {
  it('lists, creates, updates and deletes values; keys come from names', async () => {
    const list = await call('GET', `/locations/${dental}/customValues`);
    expect(list.json().customValues.map((v: { name: string }) => v.name)).toEqual([
      'Booking link',
      'Business phone',
      'Review link',
    ]);
    const created = await call('POST', `/locations/${dental}/customValues`, { name: 'Office hours', value: 'Mon-Fri 8-5' });
    expect(created.statusCode).toBe(201);
    const value = created.json().customValue;
    expect(value).toMatchObject({ fieldKey: '{{ custom_values.office_hours }}', value: 'Mon-Fri 8-5' });
    const updated = await call('PUT', `/locations/${dental}/customValues/${value.id}`, {
      name: 'Office hours',
      value: 'Mon-Sat 8-6',
    });
    expect(updated.json().customValue.value).toBe('Mon-Sat 8-6');
    expect((await call('GET', `/locations/${dental}/customValues/${value.id}`, undefined, harborToken)).statusCode).toBe(403);
    expect((await call('DELETE', `/locations/${dental}/customValues/${value.id}`)).json()).toEqual({ succeded: true });
    expect((await call('PUT', `/locations/${dental}/customValues/${value.id}`, { name: 'x', value: 'y' })).statusCode).toBe(404);
    const readOnly = await t.token({
      clientKey: 'crm_sync',
      companyId: t.summit.id,
      locationId: dental,
      scopes: ['locations/customValues.readonly'],
    });
    expect((await call('POST', `/locations/${dental}/customValues`, { name: 'n', value: 'v' }, readOnly)).statusCode).toBe(401);
  });
});
