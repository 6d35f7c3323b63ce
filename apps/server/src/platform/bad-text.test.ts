import { BROKEN_TEXT_MESSAGE } from '@atrium/contracts/common';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectValidationError, jsonRequest } from '../test/http';
import { seedTenants, type Tenants } from '../test/tenants';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * A NUL or a lone surrogate in any text used to reach PostgreSQL, which refuses it: a 500, anonymously too.
 * The contracts' one text schema now refuses it with a 400 that names the field.
 */
let t: TestApp;
let tenants: Tenants;
let http: ReturnType<typeof jsonRequest>;

beforeAll(async () => {
  t = await createTestApp();
  tenants = await seedTenants(t);
  http = jsonRequest(t.app);
});
afterAll(() => t.close());

/** A 400 naming `field` in its message and details, with the text schema's words. */
function expectBadText(res: LightMyRequestResponse, field: string) {
  const paths = expectValidationError(res);
  expect(paths).toContain(field);
  const { message, details } = res.json().error as { message: string; details: { path: string[]; message: string }[] };
  expect(message).toContain(field);
  expect(details.find((d) => d.path.join('.') === field)?.message).toBe(BROKEN_TEXT_MESSAGE);
}

const INSTALL_ID = '0190f5c8-0000-7000-8000-000000000001';

describe('a NUL or a lone surrogate is a 400 naming the field, never a 500', () => {
  it.each([
    ['/api/v1/faqs?q=%00', 'q'],
    ['/api/v1/faqs?q=a%00b', 'q'],
    ['/api/v1/app/filter?q=%00', 'q'],
    ['/api/v1/app/filter?q=%ED%A0%80', 'q'],
    ['/api/v1/partners/%00', 'key'],
    ['/api/v1/nested_store/%00', 'key'],
    ['/api/v1/app/bundles/a%00', 'slug'],
    ['/uploads/a%00b.png', '*'],
  ])('anonymous GET %s', async (url, field) => {
    const res = await t.app.inject({ url });
    // A lone surrogate sent as UTF-8 bytes may arrive decoded as U+FFFD (fine text): either way no 500.
    if (url.includes('%ED')) {
      expect(res.statusCode).toBeLessThan(500);
      return;
    }
    expectBadText(res, field);
  });

  it.each(['/api/v1/app/bundles/%ED%A0%80', '/api/v1/partners/a%ED%A0%80b', '/uploads/%ED%A0%80.png'])(
    'a path that is not UTF-8 (%s) is a 400 in the house shape',
    async (url) => {
      const error = expectError(await t.app.inject({ url }), 400, 'bad_request');
      expect(error.message).toMatch(/percent-encoding/);
    },
  );

  it('POST /api/v1/support with a NUL in the subject, signed in and anonymously', async () => {
    const body = { subject: 'before\u0000after', description: 'd' };
    expectBadText(await http.post('/api/v1/support', body, tenants.staffA1.headers), 'subject');
    const anonymous = await http.post('/api/v1/support', body);
    expect(anonymous.statusCode).toBeLessThan(500);
    expect([400, 401]).toContain(anonymous.statusCode);
  });

  it('PUT /api/v1/app_token/whitelabel-config with a lone surrogate in displayName', async () => {
    const body = { installId: INSTALL_ID, displayName: 'x\uD800y' };
    expectBadText(await http.put('/api/v1/app_token/whitelabel-config', body, tenants.adminA.headers), 'displayName');
    const anonymous = await http.put('/api/v1/app_token/whitelabel-config', body);
    expect([400, 401]).toContain(anonymous.statusCode);
  });

  it('a lone low surrogate and a NUL in an email are refused too', async () => {
    const res = await http.post('/api/v1/user/register', {
      email: 'nul\u0000@example.test',
      password: 'a long enough passphrase 42',
      firstName: 'x\uDC00',
      lastName: 'Test',
    });
    const paths = expectValidationError(res);
    expect(paths).toEqual(expect.arrayContaining(['email', 'firstName']));
  });

  it('a CSV file with a NUL is refused as a whole', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/uploadCsv?target=players&mode=import',
      headers: { ...tenants.superAdmin.headers, 'content-type': 'text/csv' },
      payload: 'name,email\nAnn\u0000,ann@example.test\n',
    });
    // The body itself is the text: no field path, the message says what is wrong.
    expect(expectValidationError(res)).toEqual(['']);
    expect(res.json().error.message).toBe(`Invalid body: ${BROKEN_TEXT_MESSAGE}`);
  });

  it('text that is only unusual (emoji, accents, other control characters) still goes through', async () => {
    const res = await http.post(
      '/api/v1/support',
      { subject: 'Ça marche 👍🏽 \u0001', description: 'd' },
      tenants.staffA1.headers,
    );
    expect(res.statusCode, res.body).toBe(201);
  });
});
