import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { seedTenants, type Tenants } from '../test/tenants';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let tenants: Tenants;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true' });
  tenants = await seedTenants(t);
});
afterAll(() => t.close());

describe('pages', () => {
  it('ask browsers to upgrade to https only when the page itself came over https', async () => {
    const plain = await t.app.inject({ url: '/podcasts' });
    expect(plain.headers['content-security-policy']).toContain("default-src 'self'");
    expect(plain.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    // Behind a proxy that ends TLS (TRUST_PROXY): X-Forwarded-Proto says how the page was asked for.
    const secure = await t.app.inject({ url: '/podcasts', headers: { 'x-forwarded-proto': 'https' } });
    expect(secure.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });

  it('ignore X-Forwarded-Proto without TRUST_PROXY', async () => {
    const untrusting = await createTestApp();
    try {
      const res = await untrusting.app.inject({ url: '/podcasts', headers: { 'x-forwarded-proto': 'https' } });
      expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    } finally {
      await untrusting.close();
    }
  });

  it('carry a Permissions-Policy, framed pages too', async () => {
    for (const url of ['/', '/podcasts', '/support/ticket']) {
      const res = await t.app.inject({ url });
      expect(res.headers['permissions-policy']).toContain('camera=()');
      expect(res.headers['permissions-policy']).toContain('geolocation=()');
    }
  });
});

describe('API answers', () => {
  it('to a signed-in caller are never stored', async () => {
    const res = await t.app.inject({ url: `/api/v1/user/${tenants.adminA._id}`, headers: tenants.adminA.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const badToken = await t.app.inject({ url: `/api/v1/user/${tenants.adminA._id}`, headers: { authorization: 'Bearer nope' } });
    expect(badToken.headers['cache-control']).toBe('no-store');
  });

  it('to an API key are never stored', async () => {
    const res = await t.app.inject({ url: '/api/v1/app/filter', headers: { apikey: 'atr_not-a-key' } });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('to anonymous callers keep their own caching', async () => {
    const res = await t.app.inject({ url: '/api/v1/app/filter' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBeUndefined();
    const page = await t.app.inject({ url: '/podcasts', headers: tenants.adminA.headers });
    expect(page.headers['cache-control']).not.toBe('no-store');
  });
});

describe('CORS', () => {
  const preflight = (app: TestApp['app'], origin: string, method: string) =>
    app.inject({
      method: 'OPTIONS',
      url: '/api/v1/agency',
      headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': 'authorization' },
    });

  it('lets an allowed origin use every method the API has', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const res = await preflight(t.app, 'http://localhost:5173', method);
      expect(res.statusCode).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe('http://localhost:5173');
      expect(String(res.headers['access-control-allow-methods']).split(/,\s*/)).toContain(method);
    }
  });

  it('allows no other origin in production unless configured', async () => {
    expect(loadConfig({ NODE_ENV: 'production' }).CORS_ORIGINS).toEqual([]);
    expect(loadConfig({ NODE_ENV: 'development' }).CORS_ORIGINS).toEqual(['http://localhost:3000', 'http://localhost:5173']);
    expect(loadConfig({ NODE_ENV: 'production', CORS_ORIGINS: 'https://a.example' }).CORS_ORIGINS).toEqual(['https://a.example']);
    const production = await createTestApp({ NODE_ENV: 'production' });
    try {
      const res = await preflight(production.app, 'http://localhost:5173', 'GET');
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      // The server's own pages (same origin, which browsers still name in Origin) are answered as ever.
      const own = await production.app.inject({ url: '/api/v1/app/filter', headers: { origin: 'http://localhost' } });
      expect(own.statusCode).toBe(200);
    } finally {
      await production.close();
    }
  });
});
