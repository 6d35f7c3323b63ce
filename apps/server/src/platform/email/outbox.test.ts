import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, jsonRequest } from '../../test/http';
import { seedTenants, type Tenants } from '../../test/tenants';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sendEmail } from './send-email';

let t: TestApp;
let tenants: Tenants;
let http: ReturnType<typeof jsonRequest>;
const ids: string[] = [];

beforeAll(async () => {
  // No SMTP_URL: mail stays in the outbox.
  t = await createTestApp();
  tenants = await seedTenants(t);
  http = jsonRequest(t.app);
  for (let i = 1; i <= 3; i++) {
    await sendEmail({
      db: t.db,
      mailer: t.app.deps.mailer,
      to: `p${i}@x.test`,
      kind: 'test',
      subject: `Mail ${i}`,
      text: `Body ${i}`,
    });
  }
  const { rows } = await t.pool.query('select id from email_outbox order by created_at desc, id desc');
  ids.push(...rows.map((r: { id: string }) => r.id));
});
afterAll(() => t.close());

describe('GET /api/v1/admin/outbox', () => {
  it('lists every mail to the super admin, newest first, unsent, in pages', async () => {
    const first = await http.get('/api/v1/admin/outbox?limit=2', tenants.superAdmin.headers);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.meta).toEqual({ total: 3, nextCursor: expect.any(String) });
    expect(body.data).toEqual([
      {
        _id: ids[0],
        kind: 'test',
        toAddress: 'p3@x.test',
        subject: 'Mail 3',
        createdAt: expect.any(String),
        sentAt: null,
        error: null,
      },
      expect.objectContaining({ _id: ids[1], subject: 'Mail 2' }),
    ]);
    expect(first.body).not.toContain('Body 3');
    const next = await http.get(`/api/v1/admin/outbox?limit=2&cursor=${body.meta.nextCursor}`, tenants.superAdmin.headers);
    expect(next.json()).toEqual({ data: [expect.objectContaining({ _id: ids[2] })], meta: { total: 3, nextCursor: null } });
  });

  it('is closed to everyone else', async () => {
    for (const user of [tenants.adminA, tenants.staffA1, tenants.endUser]) {
      expectError(await http.get('/api/v1/admin/outbox', user.headers), 403, 'forbidden');
      expectError(await http.get(`/api/v1/admin/outbox/${ids[0]}`, user.headers), 403, 'forbidden');
    }
    expectError(await http.get('/api/v1/admin/outbox'), 401, 'unauthorized');
  });
});

describe('GET /api/v1/admin/outbox/:id', () => {
  it('gives one mail with its text; an unknown id is a 404', async () => {
    const res = await http.get(`/api/v1/admin/outbox/${ids[2]}`, tenants.superAdmin.headers);
    expect(res.json().data).toMatchObject({ _id: ids[2], toAddress: 'p1@x.test', subject: 'Mail 1', text: 'Body 1', html: null });
    expectError(await http.get(`/api/v1/admin/outbox/${randomUUID()}`, tenants.superAdmin.headers), 404, 'not_found');
    expectError(await http.get('/api/v1/admin/outbox/nope', tenants.superAdmin.headers), 400, 'validation_error');
  });
});
