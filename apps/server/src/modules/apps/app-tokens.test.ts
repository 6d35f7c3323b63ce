import { randomUUID } from 'node:crypto';
import { API_KEY_PATTERN } from '@atrium/contracts/app-tokens';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SecretsError } from '../../platform/secrets';
import { expectError, expectValidationError } from '../../test/http';
import { seedTenants, type Tenants, type TestUser } from '../../test/tenants';
import { createTestApp, type TestApp } from '../../test/test-app';
import { type InstallRow, seedApp, seedInstall } from './app-tokens.fixtures';
import { openCredentials } from './app-tokens.service';
import { appApiKeys, appCredentials } from './installs.tables';

let t: TestApp;
let tenants: Tenants;
let agencyInstall: InstallRow;
let a1Install: InstallRow;
let a2Install: InstallRow;
let bInstall: InstallRow;
let uninstalledA1: InstallRow;
/** Every answer of this file, to check at the end that no secret ever came back after it was saved. */
const bodies: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  tenants = await seedTenants(t);
  const { app } = await seedApp(t, { name: 'Ledger Sync' });
  const { app: other } = await seedApp(t, { name: 'Old Timer' });
  agencyInstall = await seedInstall(t, { appId: app._id, agencyId: tenants.agencyA._id });
  a1Install = await seedInstall(t, { appId: app._id, agencyId: tenants.agencyA._id, locationId: tenants.locationA1._id });
  a2Install = await seedInstall(t, { appId: app._id, agencyId: tenants.agencyA._id, locationId: tenants.locationA2._id });
  bInstall = await seedInstall(t, { appId: app._id, agencyId: tenants.agencyB._id });
  uninstalledA1 = await seedInstall(t, {
    appId: other._id,
    agencyId: tenants.agencyA._id,
    locationId: tenants.locationA1._id,
    status: 'uninstalled',
  });
});
afterAll(() => t.close());

async function post(path: string, payload: unknown, user?: TestUser): Promise<LightMyRequestResponse> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/app_token/${path}`,
    payload: payload as object,
    headers: user?.headers ?? {},
  });
  bodies.push(res.body);
  return res;
}

const SECRET = 'sk_live_51Hxq2ZPv8ecret9999abcd';
const CLIENT_ID = 'client-7f3e-longer-id';
const SHORT = 'pin-x9Q'; // 7 characters: shown as •••• only

async function credentialsRow(installId: string) {
  const [row] = await t.db.select().from(appCredentials).where(eq(appCredentials.installId, installId));
  return row;
}
async function apiKeyRow(installId: string) {
  const [row] = await t.db.select().from(appApiKeys).where(eq(appApiKeys.installId, installId));
  return row;
}

describe('POST /app_token/save_credentials', () => {
  it('seals the credentials and shows only names and last 4 characters (•••• for short values)', async () => {
    const res = await post(
      'save_credentials',
      { installId: agencyInstall._id, credentials: { secretKey: SECRET, clientId: CLIENT_ID, pin: ` ${SHORT} ` } },
      tenants.adminA,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      installId: agencyInstall._id,
      fields: [
        { name: 'clientId', last4: 'r-id', updatedAt: expect.any(String) },
        { name: 'pin', last4: '••••', updatedAt: expect.any(String) },
        { name: 'secretKey', last4: 'abcd', updatedAt: expect.any(String) },
      ],
    });
    for (const plaintext of [SECRET, CLIENT_ID, SHORT]) expect(res.body).not.toContain(plaintext);
  });

  it('keeps no plaintext in the database; the sealed value opens only untampered', async () => {
    const row = (await credentialsRow(agencyInstall._id))!;
    expect(row.sealed).toMatch(/^v1\./);
    const stored = JSON.stringify(row);
    for (const plaintext of [SECRET, CLIENT_ID, SHORT, SECRET.slice(0, 12)]) expect(stored).not.toContain(plaintext);
    const deps = { db: t.db, secrets: t.app.deps.secrets };
    expect(await openCredentials({ ...deps, installId: agencyInstall._id })).toEqual({
      clientId: CLIENT_ID,
      pin: SHORT,
      secretKey: SECRET,
    });

    // Swapping in another install's sealed value fails too: the value is bound to its install.
    await post('save_credentials', { installId: a1Install._id, credentials: { other: 'another-secret-value' } }, tenants.adminA);
    const a1Sealed = (await credentialsRow(a1Install._id))!.sealed;
    const [v, iv, tag, ct] = row.sealed.split('.') as [string, string, string, string];
    const flipped = Buffer.from(ct, 'base64url');
    flipped[3]! ^= 0x40;
    for (const tampered of [[v, iv, tag, flipped.toString('base64url')].join('.'), a1Sealed]) {
      await t.db.update(appCredentials).set({ sealed: tampered }).where(eq(appCredentials.installId, agencyInstall._id));
      await expect(openCredentials({ ...deps, installId: agencyInstall._id })).rejects.toThrow(SecretsError);
    }
    await t.db.update(appCredentials).set({ sealed: row.sealed }).where(eq(appCredentials.installId, agencyInstall._id));
  });

  it('replaces what was saved', async () => {
    const res = await post('save_credentials', { installId: a2Install._id, credentials: { a: 'first-value-1' } }, tenants.adminA);
    expect(res.statusCode).toBe(200);
    const again = await post(
      'save_credentials',
      { installId: a2Install._id, credentials: { b: 'second-value-2' } },
      tenants.adminA,
    );
    expect(again.json().data.fields).toEqual([{ name: 'b', last4: 'ue-2', updatedAt: expect.any(String) }]);
    expect(await openCredentials({ db: t.db, secrets: t.app.deps.secrets, installId: a2Install._id })).toEqual({
      b: 'second-value-2',
    });
  });

  it("lets a location admin save for its own location's install only", async () => {
    const body = (installId: string) => ({ installId, credentials: { token: 'location-admin-token' } });
    expect((await post('save_credentials', body(a1Install._id), tenants.locationAdminA1)).statusCode).toBe(200);
    for (const id of [a2Install._id, agencyInstall._id, bInstall._id]) {
      expectError(await post('save_credentials', body(id), tenants.locationAdminA1), 404, 'not_found');
    }
  });

  it('is 404 for another agency (nothing changes), 409 when uninstalled, 403 for other roles, 401 signed out', async () => {
    const before = await credentialsRow(agencyInstall._id);
    const body = (installId: string) => ({ installId, credentials: { stolen: 'attacker-value' } });
    for (const user of [tenants.adminB, tenants.locationAdminB1]) {
      expectError(await post('save_credentials', body(agencyInstall._id), user), 404, 'not_found');
    }
    expectError(await post('save_credentials', body(randomUUID()), tenants.adminA), 404, 'not_found');
    expect(await credentialsRow(agencyInstall._id)).toEqual(before);

    const gone = expectError(await post('save_credentials', body(uninstalledA1._id), tenants.adminA), 409, 'conflict');
    expect(gone.message).toBe('This app is not installed here');
    for (const user of [tenants.staffA, tenants.staffA1, tenants.endUser, tenants.superAdmin]) {
      expectError(await post('save_credentials', body(a1Install._id), user), 403, 'forbidden');
    }
    expectError(await post('save_credentials', body(a1Install._id)), 401, 'unauthorized');
  });

  it('validates names, values, how many, and the install id', async () => {
    const save = (body: unknown) => post('save_credentials', body, tenants.adminA);
    const id = agencyInstall._id;
    for (const name of ['1abc', 'has space', '_x', 'a'.repeat(41), 'ünï']) {
      const paths = expectValidationError(await save({ installId: id, credentials: { [name]: 'value-value' } }));
      expect(paths.every((p) => p.startsWith('credentials'))).toBe(true);
    }
    expectValidationError(await save({ installId: id, credentials: { key: '   ' } }));
    expectValidationError(await save({ installId: id, credentials: { key: 'x'.repeat(4001) } }));
    expectValidationError(await save({ installId: id, credentials: {} }));
    const many = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, 'some-value']));
    expectValidationError(await save({ installId: id, credentials: many }));
    expect(expectValidationError(await save({ installId: 'nope', credentials: { a: 'b' } }))).toContain('installId');
    expectValidationError(await save({ credentials: { a: 'b' } }));
  });
});

describe('SaveApiKey, GetApiKey, CheckApiKey', () => {
  let firstKey: string;

  it('Get and Check show nothing before a key is issued', async () => {
    expect((await post('GetApiKey', { installId: agencyInstall._id }, tenants.adminA)).json()).toEqual({ data: null });
    const check = await post('CheckApiKey', { installId: a2Install._id }, tenants.staffA);
    expect(check.json().data).toEqual({
      hasApiKey: false,
      apiKey: null,
      credentials: [{ name: 'b', last4: 'ue-2', updatedAt: expect.any(String) }],
    });
  });

  it('issues a key shown once; the database holds only its keyed hash and last 4', async () => {
    const res = await post('SaveApiKey', { installId: agencyInstall._id }, tenants.adminA);
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    expect(data).toEqual({
      key: expect.stringMatching(API_KEY_PATTERN),
      last4: data.key.slice(-4),
      createdAt: expect.any(String),
      lastUsedAt: null,
    });
    firstKey = data.key;
    const row = (await apiKeyRow(agencyInstall._id))!;
    expect(row.keyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(firstKey.slice(4, 20));
    expect(row.keyHash).toBe(t.app.deps.secrets.keyedHash(firstKey));
    expect(row.last4).toBe(firstKey.slice(-4));
  });

  it('Get and Check show it masked, to every member in scope', async () => {
    for (const user of [tenants.adminA, tenants.staffA]) {
      const get = await post('GetApiKey', { installId: agencyInstall._id }, user);
      expect(get.json().data).toEqual({ last4: firstKey.slice(-4), createdAt: expect.any(String), lastUsedAt: null });
      const check = await post('CheckApiKey', { installId: agencyInstall._id }, user);
      expect(check.json().data).toEqual({
        hasApiKey: true,
        apiKey: { last4: firstKey.slice(-4), createdAt: expect.any(String), lastUsedAt: null },
        credentials: [
          { name: 'clientId', last4: 'r-id', updatedAt: expect.any(String) },
          { name: 'pin', last4: '••••', updatedAt: expect.any(String) },
          { name: 'secretKey', last4: 'abcd', updatedAt: expect.any(String) },
        ],
      });
    }
    // Location people see their location's install, nothing else.
    expect((await post('CheckApiKey', { installId: a1Install._id }, tenants.staffA1)).statusCode).toBe(200);
    for (const id of [agencyInstall._id, a2Install._id]) {
      expectError(await post('GetApiKey', { installId: id }, tenants.staffA1), 404, 'not_found');
      expectError(await post('CheckApiKey', { installId: id }, tenants.locationAdminA1), 404, 'not_found');
    }
  });

  it('rotating replaces the key: the old one stops working at once', async () => {
    const res = await post('SaveApiKey', { installId: agencyInstall._id }, tenants.adminA);
    const rotated = res.json().data.key as string;
    expect(rotated).not.toBe(firstKey);
    expect((await post('GetApiKey', { installId: agencyInstall._id }, tenants.adminA)).json().data.last4).toBe(rotated.slice(-4));
    const validate = (key: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/app_token/validate/api-key', headers: { apikey: key } });
    expectError(await validate(firstKey), 401, 'invalid_api_key');
    expect((await validate(rotated)).json().data.installId).toBe(agencyInstall._id);
    firstKey = rotated;
  });

  it('is 404 for another agency (key unchanged), 409 when uninstalled, writes for admins only', async () => {
    const before = await apiKeyRow(agencyInstall._id);
    for (const path of ['SaveApiKey', 'GetApiKey', 'CheckApiKey']) {
      for (const user of [tenants.adminB, tenants.locationAdminB1]) {
        expectError(await post(path, { installId: agencyInstall._id }, user), 404, 'not_found');
      }
      expectError(await post(path, { installId: randomUUID() }, tenants.adminA), 404, 'not_found');
      expect(expectError(await post(path, { installId: uninstalledA1._id }, tenants.adminA), 409).message).toBe(
        'This app is not installed here',
      );
      expectError(await post(path, { installId: agencyInstall._id }, tenants.endUser), 403, 'forbidden');
      expectError(await post(path, { installId: agencyInstall._id }), 401, 'unauthorized');
      expectValidationError(await post(path, { installId: 'x' }, tenants.adminA));
    }
    expectError(await post('SaveApiKey', { installId: agencyInstall._id }, tenants.staffA), 403, 'forbidden');
    expectError(await post('SaveApiKey', { installId: a1Install._id }, tenants.staffA1), 403, 'forbidden');
    expectError(await post('SaveApiKey', { installId: a2Install._id }, tenants.locationAdminA1), 404, 'not_found');
    expect(await apiKeyRow(agencyInstall._id)).toEqual(before);
    expect(await apiKeyRow(bInstall._id)).toBeUndefined();
    expect((await post('SaveApiKey', { installId: a1Install._id }, tenants.locationAdminA1)).statusCode).toBe(201);
  });

  it('no answer after saving ever held a saved secret or a full key after the one that issued it', () => {
    const issued = bodies.filter((b) => b.includes('"key":"atr_'));
    const keys = issued.map((b) => JSON.parse(b).data.key as string);
    expect(keys.length).toBeGreaterThanOrEqual(3);
    for (const body of bodies) {
      for (const plaintext of [SECRET, CLIENT_ID, SHORT, 'another-secret-value', 'second-value-2', 'location-admin-token']) {
        expect(body).not.toContain(plaintext);
      }
      for (const key of keys) {
        if (!issued.includes(body) || !body.includes(key)) expect(body).not.toContain(key);
      }
      expect(body.match(/atr_[A-Za-z0-9_-]{10,}/g)?.length ?? 0).toBeLessThanOrEqual(1);
    }
  });
});
