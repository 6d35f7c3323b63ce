import { randomBytes } from 'node:crypto';
import { ACCESS_TOKEN_TTL_SECONDS } from '@atrium/contracts/app-tokens';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectValidationError } from '../../test/http';
import { seedTenants, type Tenants } from '../../test/tenants';
import { createTestApp, type TestApp } from '../../test/test-app';
import { type InstallRow, issueKey, seedApp, seedInstall } from './app-tokens.fixtures';
import { appAccessTokens, appApiKeys, appInstalls } from './installs.tables';

let t: TestApp;
let tenants: Tenants;
let appId: string;
let otherAppId: string;
let paidAppId: string;
let agencyInstall: InstallRow;
let a1Install: InstallRow;
let bInstall: InstallRow;
let paidInstall: InstallRow;
let gone: InstallRow;
let agencyKey: string;
let a1Key: string;
let bKey: string;
let goneKey: string;

beforeAll(async () => {
  t = await createTestApp();
  tenants = await seedTenants(t);
  appId = (await seedApp(t, { name: 'Ledger Sync' })).app._id;
  otherAppId = (await seedApp(t, { name: 'Other App' })).app._id;
  paidAppId = (await seedApp(t, { name: 'Paid Thing', isFree: false })).app._id;
  agencyInstall = await seedInstall(t, { appId, agencyId: tenants.agencyA._id });
  a1Install = await seedInstall(t, { appId, agencyId: tenants.agencyA._id, locationId: tenants.locationA1._id });
  bInstall = await seedInstall(t, { appId, agencyId: tenants.agencyB._id });
  paidInstall = await seedInstall(t, { appId: paidAppId, agencyId: tenants.agencyA._id });
  gone = await seedInstall(t, { appId: otherAppId, agencyId: tenants.agencyA._id, locationId: tenants.locationA2._id });
  agencyKey = await issueKey(t, tenants.adminA, agencyInstall._id);
  a1Key = await issueKey(t, tenants.locationAdminA1, a1Install._id);
  bKey = await issueKey(t, tenants.adminB, bInstall._id);
  goneKey = await issueKey(t, tenants.adminA, gone._id);
  // Uninstalled after its key was issued (the key row stays, as if cleanup had not run).
  await t.db.update(appInstalls).set({ status: 'uninstalled', uninstalledAt: new Date() }).where(eq(appInstalls._id, gone._id));
});
afterAll(() => t.close());

const validate = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/app_token/validate/api-key', headers });
const connection = (query: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/v1/app/connection_data${query}`, headers });
const accessToken = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/app_token/free_app_access_token', payload, headers });

const unknownKey = `atr_${randomBytes(32).toString('base64url')}`;
const BAD_KEYS = (): Record<string, string>[] => [
  {},
  { apikey: '' },
  { apikey: 'not-a-key' },
  { apikey: `${agencyKey}x` },
  { apikey: agencyKey.replace('atr_', 'atx_') },
  { apikey: unknownKey },
  { apikey: goneKey },
];

describe('POST /app_token/validate/api-key', () => {
  it('names the install a valid key stands for, and notes when it was used (at most once a minute)', async () => {
    const res = await validate({ apikey: a1Key });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      valid: true,
      installId: a1Install._id,
      appId,
      agencyId: tenants.agencyA._id,
      locationId: tenants.locationA1._id,
    });
    const [first] = await t.db.select().from(appApiKeys).where(eq(appApiKeys.installId, a1Install._id));
    expect(first!.lastUsedAt).toBeInstanceOf(Date);
    await validate({ apikey: a1Key });
    const [second] = await t.db.select().from(appApiKeys).where(eq(appApiKeys.installId, a1Install._id));
    expect(second!.lastUsedAt).toEqual(first!.lastUsedAt);
  });

  it('answers every bad key the same: missing, malformed, unknown, of an uninstalled install', async () => {
    const messages = new Set<string>();
    for (const headers of BAD_KEYS()) messages.add(expectError(await validate(headers), 401, 'invalid_api_key').message);
    expect([...messages]).toEqual(['The API key is missing or not valid']);
  });
});

describe('GET /app/connection_data', () => {
  it('shows a signed-in member the install, its names and masked secrets', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/app_token/save_credentials',
      headers: tenants.adminA.headers,
      payload: { installId: a1Install._id, credentials: { webhookSecret: 'whsec_abcdefghijklmn' } },
    });
    const res = await connection(`?app_id=${appId}&location_id=${tenants.locationA1._id}`, tenants.staffA.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      app: { _id: appId, name: 'Ledger Sync' },
      agency: { _id: tenants.agencyA._id, name: 'Alpha' },
      location: { _id: tenants.locationA1._id, name: 'Alpha One' },
      install: expect.objectContaining({ _id: a1Install._id, status: 'active', locationName: 'Alpha One', planName: null }),
      apiKey: { last4: a1Key.slice(-4), createdAt: expect.any(String), lastUsedAt: expect.any(String) },
      credentials: [{ name: 'webhookSecret', last4: 'klmn', updatedAt: expect.any(String) }],
    });
    expect(res.body).not.toContain('whsec_abcdefghijklmn');
    expect(res.body).not.toContain(a1Key);

    // Without location_id an agency user gets the agency's own install; a location user always its own.
    const agency = await connection(`?app_id=${appId}`, tenants.adminA.headers);
    expect(agency.json().data).toMatchObject({ location: null, install: { _id: agencyInstall._id }, credentials: [] });
    const own = await connection(`?app_id=${appId}`, tenants.staffA1.headers);
    expect(own.json().data.install._id).toBe(a1Install._id);
  });

  it('with an apikey header, the key names the install', async () => {
    const res = await connection('', { apikey: a1Key });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.install._id).toBe(a1Install._id);
    expect((await connection(`?app_id=${appId}`, { apikey: bKey })).json().data.agency).toEqual({
      _id: tenants.agencyB._id,
      name: 'Bravo',
    });
    expect(res.body).not.toContain(a1Key);
  });

  it('is 401 invalid_api_key for a bad key, or a key that contradicts the app or location asked for', async () => {
    for (const headers of BAD_KEYS().slice(1)) expectError(await connection(`?app_id=${appId}`, headers), 401, 'invalid_api_key');
    expectError(await connection(`?app_id=${otherAppId}`, { apikey: a1Key }), 401, 'invalid_api_key');
    expectError(await connection(`?location_id=${tenants.locationA2._id}`, { apikey: a1Key }), 401, 'invalid_api_key');
    // Someone else's key for another tenant's install of the same app names that install, never yours.
    expectError(
      await connection(`?app_id=${appId}&location_id=${tenants.locationA1._id}`, { apikey: bKey }),
      401,
      'invalid_api_key',
    );
  });

  it("is 404 outside the actor's scope or without an active install; 400 without app_id; 401 signed out", async () => {
    expectError(
      await connection(`?app_id=${appId}&location_id=${tenants.locationA2._id}`, tenants.staffA1.headers),
      404,
      'not_found',
    );
    expectError(
      await connection(`?app_id=${appId}&location_id=${tenants.locationA1._id}`, tenants.adminB.headers),
      404,
      'not_found',
    );
    expectError(await connection(`?app_id=${otherAppId}&location_id=${tenants.locationA2._id}`, tenants.adminA.headers), 404);
    expectError(await connection(`?app_id=${otherAppId}`, tenants.adminA.headers), 404, 'not_found');
    expectError(await connection('', tenants.adminA.headers), 400, 'bad_request');
    expectError(await connection(`?app_id=${appId}`, tenants.endUser.headers), 403, 'forbidden');
    expectError(await connection(`?app_id=${appId}`), 401, 'unauthorized');
    expectValidationError(await connection('?app_id=nope', tenants.adminA.headers));
  });
});

describe('POST /app_token/free_app_access_token', () => {
  const tokenRows = (installId: string) => t.db.select().from(appAccessTokens).where(eq(appAccessTokens.installId, installId));

  it("issues a short-lived token for the signed-in user's install, stored as a keyed hash", async () => {
    const before = Date.now();
    const res = await accessToken({ appId }, tenants.adminA.headers);
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    expect(data).toEqual({
      accessToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      expiresAt: expect.any(String),
      installId: agencyInstall._id,
    });
    const ttl = Date.parse(data.expiresAt) - before;
    expect(ttl).toBeGreaterThan(ACCESS_TOKEN_TTL_SECONDS * 1000 - 5000);
    expect(ttl).toBeLessThanOrEqual(ACCESS_TOKEN_TTL_SECONDS * 1000 + 1000);
    const rows = await tokenRows(agencyInstall._id);
    expect(rows.map((r) => r.tokenHash)).toEqual([t.app.deps.secrets.keyedHash(data.accessToken)]);
    expect(JSON.stringify(rows)).not.toContain(data.accessToken);

    expect((await accessToken({ appId, locationId: tenants.locationA1._id }, tenants.adminA.headers)).json().data.installId).toBe(
      a1Install._id,
    );
    expect((await accessToken({ appId }, tenants.staffA1.headers)).json().data.installId).toBe(a1Install._id);
  });

  it("with an apikey header, issues for the key's install", async () => {
    const res = await accessToken({}, { apikey: bKey });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.installId).toBe(bInstall._id);
  });

  it("deletes the install's expired tokens when it issues a new one", async () => {
    const past = new Date(Date.now() - 1000);
    await t.db.insert(appAccessTokens).values({ installId: bInstall._id, tokenHash: 'expired-hash', expiresAt: past });
    const liveBefore = (await tokenRows(bInstall._id)).filter((r) => r.expiresAt > new Date()).length;
    expect((await accessToken({}, { apikey: bKey })).statusCode).toBe(201);
    const rows = await tokenRows(bInstall._id);
    expect(rows.map((r) => r.tokenHash)).not.toContain('expired-hash');
    expect(rows).toHaveLength(liveBefore + 1);
  });

  it('is 403 not_free for a paid app, 404 without an install in scope, 401 for a bad key', async () => {
    expectError(await accessToken({ appId: paidAppId }, tenants.adminA.headers), 403, 'not_free');
    const paidKey = await issueKey(t, tenants.adminA, paidInstall._id);
    expectError(await accessToken({}, { apikey: paidKey }), 403, 'not_free');
    expectError(await accessToken({ appId, locationId: tenants.locationA2._id }, tenants.adminA.headers), 404, 'not_found');
    expectError(await accessToken({ appId, locationId: tenants.locationA1._id }, tenants.adminB.headers), 404, 'not_found');
    expectError(await accessToken({ appId, locationId: tenants.locationA2._id }, tenants.staffA1.headers), 404, 'not_found');
    expectError(await accessToken({ appId: otherAppId }, tenants.staffA2.headers), 404, 'not_found');
    for (const headers of BAD_KEYS().slice(1)) expectError(await accessToken({}, headers), 401, 'invalid_api_key');
    expectError(await accessToken({ appId: otherAppId }, { apikey: a1Key }), 401, 'invalid_api_key');
    expectError(await accessToken({ appId }), 401, 'unauthorized');
    expectError(await accessToken({}, tenants.adminA.headers), 400, 'bad_request');
    expectValidationError(await accessToken({ appId: 'x' }, tenants.adminA.headers));
  });
});

describe('guessing API keys', () => {
  it('is rate limited per client address, counting failed attempts only', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const seeded = await seedTenants(limited);
      const { app } = await seedApp(limited);
      const install = await seedInstall(limited, { appId: app._id, agencyId: seeded.agencyA._id });
      const key = await issueKey(limited, seeded.adminA, install._id);
      const call = (apikey: string, remoteAddress = '10.0.0.1') =>
        limited.app.inject({ method: 'POST', url: '/api/v1/app_token/validate/api-key', headers: { apikey }, remoteAddress });
      for (let i = 0; i < 5; i++) expect((await call(key)).statusCode).toBe(200);
      for (let i = 0; i < 3; i++) expectError(await call(unknownKey), 401, 'invalid_api_key');
      const blocked = await call(key);
      expectError(blocked, 429, 'rate_limited');
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      // Another address is not held back.
      expect((await call(key, '10.0.0.2')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('OpenAPI', () => {
  it("documents the routes under 'App tokens', with the apikey header where a key is accepted", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths;
    const op = paths['/api/v1/app/connection_data'].get;
    expect(op.tags).toEqual(['App tokens']);
    expect(op.parameters).toContainEqual(expect.objectContaining({ in: 'header', name: 'apikey', required: false }));
    const validateOp = paths['/api/v1/app_token/validate/api-key'].post;
    expect(validateOp.parameters).toContainEqual(expect.objectContaining({ in: 'header', name: 'apikey' }));
    // A session or the key (no bearer) where both work; the key alone where only it does; a session elsewhere.
    expect(op.security).toEqual([{ bearer: [] }, {}]);
    expect(paths['/api/v1/app_token/free_app_access_token'].post.security).toEqual([{ bearer: [] }, {}]);
    expect(validateOp.security).toBeUndefined();
    expect(paths['/api/v1/app_token/SaveApiKey'].post.security).toEqual([{ bearer: [] }]);
    expect(paths['/api/v1/app_token/SaveApiKey'].post.tags).toEqual(['App tokens']);
  });
});
