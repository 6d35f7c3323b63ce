import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, ROOT_DIR } from '../config';
import { expectError } from '../test/http';
import { seedTenants, type Tenants } from '../test/tenants';
import { createTestApp, type TestApp } from '../test/test-app';

const SECRET = 'password=hunter2 host=db.internal:5432';

let t: TestApp;
let tenants: Tenants;

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      beforeReady: (app) => {
        // Stand-ins for a bug deep in a service and for a plugin's own 4xx error.
        app.get('/api/v1/test/crash', { schema: { hide: true } }, async () => {
          throw new Error(`query failed: ${SECRET}`);
        });
        app.get('/api/v1/test/plugin-forbidden', { schema: { hide: true } }, async () => {
          throw Object.assign(new Error('Forbidden'), { statusCode: 403 });
        });
      },
    },
  );
  tenants = await seedTenants(t);
});
afterAll(() => t.close());

describe('health and site configuration', () => {
  it('GET /api/health says the app and its database are up', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it.each([
    ['localhost', 'education'],
    ['localhost:3000', 'education'],
    ['apps.atrium.test', 'apps'],
    ['x.agency.localhost', 'agency'],
    ['X.Agency.Localhost:8080', 'agency'],
    ['somewhere.example', 'apps'],
  ])('GET /api/v1/site-config for host %s is %s', async (host, hostKind) => {
    const res = await t.app.inject({ url: '/api/v1/site-config', headers: { host } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { hostKind, realtime: { path: '/engine.io' } } });
  });
});

describe('API documentation', () => {
  it('serves the documentation page as HTML', async () => {
    const res = await t.app.inject({ url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });

  it('serves an OpenAPI 3.1 document generated from the contracts', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/exchangepodcast',
        '/api/v1/podcasts/{id}',
        '/api/v1/auth/login',
        '/api/v1/utils/upload/image',
      ]),
    );
    expect(doc.paths['/api/v1/podcasts/{id}'].put.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/api/v1/test/'))).toBe(false);
  });
});

describe('failures', () => {
  it('answers an unknown API route with a JSON 404 in the error shape', async () => {
    for (const url of ['/api/v1/nothing-here', '/api/nothing', '/v1/nothing-here', '/v1/agents/nothing/here']) {
      const error = expectError(await t.app.inject({ url }), 404, 'not_found');
      expect(error.message).toContain('not found');
    }
    expectError(await t.app.inject({ method: 'DELETE', url: '/api/health' }), 404, 'not_found');
  });

  it('refuses a JSON body over 1 MiB with 413 in the error shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'a@b.test', password: 'x'.repeat(1024 * 1024) },
    });
    expectError(res, 413, 'payload_too_large');
  });

  it('never leaks the message of an unexpected error', async () => {
    const res = await t.app.inject({ url: '/api/v1/test/crash' });
    expect(res.json()).toEqual({ error: { code: 'internal_error', message: 'Something went wrong on our side' } });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toMatch(/hunter2|db\.internal|query failed|stack/);
  });

  it("names a plugin's status-only error by its status", async () => {
    expectError(await t.app.inject({ url: '/api/v1/test/plugin-forbidden' }), 403, 'forbidden');
  });

  it('answers 503 from health and 503 unavailable elsewhere, without internals, when the database is gone', async () => {
    const down = await createTestApp();
    try {
      await down.pool.end();
      const health = await down.app.inject({ url: '/api/health' });
      expect(health.json()).toEqual({ status: 'degraded', database: 'down', uptimeSeconds: expect.any(Number) });
      expect(health.statusCode).toBe(503);
      for (const headers of [{}, { authorization: 'Bearer some-token' }]) {
        const res = await down.app.inject({ url: '/api/v1/exchangepodcast', headers });
        // A database that is gone is worth retrying: 503 with Retry-After (platform/db-errors.ts), not a 500.
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({ error: { code: 'unavailable', message: expect.any(String) } });
        expect(res.headers['retry-after']).toMatch(/^\d+$/);
        expect(res.body).not.toMatch(/pool|postgres|select|connect/i);
      }
    } finally {
      await down.close();
    }
  });
});

describe('transport security', () => {
  it("sends the API's security headers on API answers: nothing may load, frame or sniff them", async () => {
    for (const url of ['/api/health', '/api/v1/app/filter?limit=1', '/api/v1/missing']) {
      const res = await t.app.inject({ url });
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['strict-transport-security'], url).toMatch(/^max-age=\d+/);
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      expect(res.headers['x-dns-prefetch-control'], url).toBeUndefined();
      expect(res.headers['x-powered-by'], url).toBeUndefined();
    }
  });

  it("sends the document's security headers on everything else, the API's documentation included", async () => {
    for (const url of ['/api/docs', '/podcast', '/uploads/missing.png']) {
      const res = await t.app.inject({ url });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("default-src 'self'");
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).toContain("object-src 'none'");
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['x-powered-by'], url).toBeUndefined();
    }
  });

  it('allows the configured origins and no others', async () => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/api/v1/agency',
        headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
      });
    const allowed = await preflight('http://localhost:5173');
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    const foreign = await preflight('https://evil.example');
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();

    const simple = await t.app.inject({
      url: '/api/v1/agency',
      headers: { origin: 'https://evil.example', ...tenants.adminA.headers },
    });
    expect(simple.headers['access-control-allow-origin']).toBeUndefined();
    const own = await t.app.inject({
      url: '/api/v1/agency',
      headers: { origin: 'http://localhost:3000', ...tenants.adminA.headers },
    });
    expect(own.headers['access-control-allow-origin']).toBe('http://localhost:3000');
  });
});

describe('the built web app', () => {
  it("serves index.html for the app's routes, assets with long caching, and JSON 404s for API paths and missing files", async () => {
    const dist = await mkdtemp(path.join(tmpdir(), 'atrium-web-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(path.join(dist, 'assets', 'app-123.js'), 'console.log(1)');
    const web = await createTestApp({ WEB_DIST_DIR: dist });
    try {
      const page = await web.app.inject({ url: '/podcast?lng=en' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('id="root"');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['content-security-policy']).toBeDefined();
      const asset = await web.app.inject({ url: '/assets/app-123.js' });
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expectError(await web.app.inject({ url: '/api/v1/missing' }), 404, 'not_found');
      expectError(await web.app.inject({ url: '/uploads/missing.png' }), 404, 'not_found');
      expectError(await web.app.inject({ url: '/assets/app-456.js' }), 404, 'not_found');
      expectError(await web.app.inject({ url: '/locales/xx/common.json' }), 404, 'not_found');
      expectError(await web.app.inject({ method: 'POST', url: '/podcast' }), 404, 'not_found');
    } finally {
      await web.close();
      await rm(dist, { recursive: true, force: true });
    }
  });
});

describe('loadConfig', () => {
  it('lists every invalid variable in one ConfigError', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', SUPER_ADMIN_EMAIL: 'not-an-email', HOST: 'localhost' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toMatch(/^Invalid configuration:/);
    expect(message).toMatch(/- PORT: /);
    expect(message).toMatch(/- SUPER_ADMIN_EMAIL: /);
    expect(message).not.toMatch(/- HOST/);
  });

  it('defaults to the embedded setup: no DATABASE_URL, data under .data, demo data, port 3000', () => {
    const config = loadConfig({});
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toBe(path.join(ROOT_DIR, '.data'));
    expect(config.EMBEDDED_PG_PORT).toBe(54329);
    expect(config.SEED_DEMO_DATA).toBe(true);
    expect(config.PORT).toBe(3000);
    expect(config.TRUST_PROXY).toBe(false);
    expect(config.SUPER_ADMIN_EMAIL).toBe('admin@atrium.test');
    expect(config.CORS_ORIGINS).toEqual(['http://localhost:3000', 'http://localhost:5173']);
  });

  it('treats empty variables as unset and parses lists and booleans', () => {
    const config = loadConfig({
      DATABASE_URL: '',
      PORT: '',
      CORS_ORIGINS: ' https://a.test , ,https://b.test',
      SEED_DEMO_DATA: '0',
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PORT).toBe(3000);
    expect(config.CORS_ORIGINS).toEqual(['https://a.test', 'https://b.test']);
    expect(config.SEED_DEMO_DATA).toBe(false);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(ConfigError);
  });
});
