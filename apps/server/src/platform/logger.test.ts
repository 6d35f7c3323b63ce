import { DrizzleQueryError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app';
import { expectError } from '../test/http';
import { createTestApp, type TestApp } from '../test/test-app';
import { loggerOptions, serializeError } from './logger';

/**
 * Logs never hold secrets or personal data. A failed insert used to log drizzle's message, which lists every
 * parameter: registering wrote the email and the password's argon2 hash to the log.
 */
const PASSWORD = 'Quiet-Harbour-Lantern-8841';
const lines: string[] = [];
const output = () => lines.join('');

let t: TestApp;
let app: App;

beforeAll(async () => {
  t = await createTestApp();
  // The same database, served by an app that logs the way main.ts does, into `lines`.
  app = await buildApp({
    config: t.config,
    db: t.db,
    logger: { ...loggerOptions({ LOG_LEVEL: 'info' }), stream: { write: (line: string) => void lines.push(line) } },
  });
  await app.ready();
  // Two ways for an insert to fail in PostgreSQL once it has the email and the hash: a check (a 400) and a
  // trigger whose own message quotes the email (a 500).
  await t.pool.query(`alter table users add constraint h1_log_test_check check (first_name <> 'Refused')`);
  await t.pool.query(`
    create function h1_log_test_boom() returns trigger language plpgsql as $$
    begin raise exception 'cannot register %', new.email; end $$;
    create trigger h1_log_test_boom before insert on users for each row
      when (new.first_name = 'Boom') execute function h1_log_test_boom();`);
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const register = (firstName: string, email: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/user/register',
    payload: { firstName, lastName: 'Secret-Surname', email, password: PASSWORD },
  });

function expectNothingPersonal(email: string) {
  const logged = output();
  expect(logged).not.toContain(PASSWORD);
  expect(logged).not.toContain('$argon2');
  expect(logged).not.toContain(email);
  expect(logged).not.toContain('Secret-Surname');
  expect(logged).not.toMatch(/Failed query|params:/);
}

describe('what a failed insert carrying a password leaves in the log', () => {
  it('a constraint failure: 400, and the log has the SQL state, constraint and route only', async () => {
    lines.length = 0;
    const res = await register('Refused', 'refused.person@example.test');
    expectError(res, 400, 'bad_request');
    const entry = lines.map((l) => JSON.parse(l)).find((l) => l.db);
    expect(entry).toMatchObject({
      db: { sqlState: '23514', constraint: 'h1_log_test_check', table: 'users' },
      route: '/api/v1/user/register',
      method: 'POST',
    });
    expectNothingPersonal('refused.person@example.test');
  });

  it('an unexpected database error: 500, logged as an error without the query, parameters or message', async () => {
    lines.length = 0;
    const res = await register('Boom', 'boom.person@example.test');
    expectError(res, 500, 'internal_error');
    const entry = lines.map((l) => JSON.parse(l)).find((l) => l.db);
    expect(entry).toMatchObject({ level: 50, db: { sqlState: 'P0001' }, route: '/api/v1/user/register' });
    expect(entry.db.stack).toMatch(/^\s+at /);
    expectNothingPersonal('boom.person@example.test');
  });

  it('request lines carry the path without the query string or credentials', async () => {
    lines.length = 0;
    await app.inject({
      url: '/api/v1/faqs?q=private.search@example.test',
      headers: { authorization: 'Bearer very-secret-token', cookie: 'session=very-secret-cookie', apikey: 'atr_secret' },
    });
    const logged = output();
    expect(logged).toContain('/api/v1/faqs');
    expect(logged).not.toContain('private.search');
    expect(logged).not.toContain('very-secret');
    expect(logged).not.toContain('atr_secret');
  });
});

describe('serializeError (every `log.x({ err })` in the server)', () => {
  const failed = new DrizzleQueryError(
    'insert into "users" ("email", "password_hash") values ($1, $2)',
    ['ann@example.test', '$argon2id$v=19$secret'],
    Object.assign(new Error('duplicate key value'), {
      code: '23505',
      constraint: 'users_email_unique',
      detail: 'Key (email)=(ann@example.test) already exists.',
    }),
  );

  it('writes a database error by SQL state and constraint only, even wrapped in another error', () => {
    for (const error of [failed, new Error('catalogue index failed', { cause: failed })]) {
      const logged = JSON.stringify(serializeError(error));
      expect(logged).toContain('23505');
      expect(logged).toContain('users_email_unique');
      expect(logged).not.toContain('ann@example.test');
      expect(logged).not.toContain('$argon2');
      expect(logged).not.toContain('insert into');
    }
  });

  it('writes other errors by name, message, code and stack, causes included', () => {
    const error = new Error('outer', { cause: Object.assign(new Error('inner'), { code: 'E_INNER' }) });
    expect(serializeError(error)).toMatchObject({
      type: 'Error',
      message: 'outer',
      stack: expect.stringContaining('outer'),
      cause: { type: 'Error', message: 'inner', code: 'E_INNER' },
    });
  });

  it('goes through the app logger for log calls outside the error handler', () => {
    lines.length = 0;
    app.log.error({ err: failed }, 'a background job failed');
    expect(output()).toContain('a background job failed');
    expectNothingPersonal('ann@example.test');
  });
});
