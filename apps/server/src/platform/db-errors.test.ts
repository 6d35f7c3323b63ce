import { DrizzleQueryError, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../test/http';
import { createTestApp, type TestApp } from '../test/test-app';
import { classifyDbError, DB_RETRY_AFTER_SECONDS } from './db-errors';
import { memberships, users } from './tenancy/tenancy.tables';

/** A pg DatabaseError as the driver makes it, wrapped the way drizzle 0.45 wraps it. */
const pgError = (code: string, extra: Record<string, unknown> = {}) =>
  new DrizzleQueryError(
    'insert into "users" ("email", "password_hash") values ($1, $2)',
    ['ann@example.test', '$argon2id$v=19$m=19456,t=2,p=1$secret'],
    Object.assign(new Error('a message that quotes "ann@example.test"'), { name: 'DatabaseError', code, ...extra }),
  );

describe('classifyDbError', () => {
  it('leaves errors that did not come from the database alone', () => {
    expect(classifyDbError(new Error('boom'))).toBeUndefined();
    expect(classifyDbError(Object.assign(new Error('x'), { code: 'FST_ERR_CTP_INVALID_JSON_BODY' }))).toBeUndefined();
    expect(classifyDbError('a string')).toBeUndefined();
    expect(classifyDbError(undefined)).toBeUndefined();
    // Node's own codes are not SQL states, and a refused socket outside a query is not the database's.
    expect(classifyDbError(Object.assign(new Error('x'), { code: 'EPERM' }))).toBeUndefined();
    expect(classifyDbError(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBeUndefined();
  });

  it.each([
    ['23505', 409, 'conflict'],
    ['23503', 400, 'bad_request'],
    ['23502', 400, 'bad_request'],
    ['23514', 400, 'bad_request'],
    ['22001', 400, 'bad_request'],
    ['22P02', 400, 'bad_request'],
    ['22021', 400, 'bad_request'],
    ['22P05', 400, 'bad_request'],
    ['08006', 503, 'unavailable'],
    ['08003', 503, 'unavailable'],
    ['57P01', 503, 'unavailable'],
    ['57P02', 503, 'unavailable'],
    ['57P03', 503, 'unavailable'],
    ['53300', 503, 'unavailable'],
    ['42P01', 500, 'internal_error'],
    ['P0001', 500, 'internal_error'],
  ])('SQL state %s is %i %s', (code, status, errorCode) => {
    const failure = classifyDbError(pgError(code));
    expect(failure).toMatchObject({ status, code: errorCode });
    expect(failure?.log.sqlState).toBe(code);
    expect(failure?.retryAfterSeconds).toBe(status === 503 ? DB_RETRY_AFTER_SECONDS : undefined);
  });

  it('a foreign key still referenced (a delete) is a 409; a missing referenced row is a 400', () => {
    const referenced = pgError('23503', { detail: 'Key (_id)=(1) is still referenced from table "locations".' });
    expect(classifyDbError(referenced)).toMatchObject({ status: 409, code: 'conflict' });
    const missing = pgError('23503', { detail: 'Key (user_id)=(1) is not present in table "users".' });
    expect(classifyDbError(missing)).toMatchObject({ status: 400, code: 'bad_request' });
  });

  it('a missing required value names the column in words', () => {
    expect(classifyDbError(pgError('23502', { column: 'first_name' }))?.message).toBe('first name is required');
  });

  it('a unique violation names the columns, never the values', () => {
    const failure = classifyDbError(
      pgError('23505', {
        constraint: 'users_email_unique',
        table: 'users',
        detail: 'Key (email)=(ann@example.test) already exists.',
      }),
    );
    expect(failure?.message).toBe('Another record already has this email');
    expect(failure?.log).toEqual({ sqlState: '23505', constraint: 'users_email_unique', table: 'users', column: undefined });
  });

  it.each([
    new Error('Connection terminated unexpectedly'),
    new Error('Connection terminated due to connection timeout'),
    new Error('timeout exceeded when trying to connect'),
    new Error('Cannot use a pool after calling end on the pool'),
    new Error('Client has encountered a connection error and is not queryable'),
    Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }),
    Object.assign(new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })], ''), {}),
  ])('a lost or refused connection is 503 unavailable: %s', (cause) => {
    for (const error of [
      new DrizzleQueryError('select 1', [], cause),
      new Error('outer', { cause: new DrizzleQueryError('select 1', [], cause) }),
    ]) {
      expect(classifyDbError(error)).toMatchObject({
        status: 503,
        code: 'unavailable',
        retryAfterSeconds: DB_RETRY_AFTER_SECONDS,
      });
    }
  });

  it("node-pg's own words are enough without drizzle (a raw pool query)", () => {
    expect(classifyDbError(new Error('Connection terminated unexpectedly'))).toMatchObject({ status: 503 });
  });

  it('keeps no message, query or parameter in what it logs', () => {
    for (const code of ['23505', '22021', '42P01', '08006']) {
      const logged = JSON.stringify(classifyDbError(pgError(code))?.log);
      expect(logged).not.toContain('ann@example.test');
      expect(logged).not.toContain('$argon2');
      expect(logged).not.toContain('insert into');
    }
  });
});

describe('database errors through the error handler', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        beforeReady: (app) => {
          const { db } = app.deps;
          const newUser = () => ({ email: 'twice@example.test', passwordHash: 'x', firstName: 'T', lastName: 'T' });
          // Stand-ins for a service that does not catch what the database refuses.
          app.post('/api/v1/test/db/duplicate', { schema: { hide: true } }, async () => {
            await db.insert(users).values(newUser());
            await db.insert(users).values(newUser());
            return { ok: true };
          });
          app.post('/api/v1/test/db/orphan', { schema: { hide: true } }, async () => {
            await db.insert(memberships).values({ userId: uuidv7(), role: 'end_user' });
            return { ok: true };
          });
          app.post('/api/v1/test/db/nul', { schema: { hide: true } }, async () => {
            await db.insert(users).values({ ...newUser(), email: 'nul@example.test', firstName: 'a\u0000b' });
            return { ok: true };
          });
          app.post('/api/v1/test/db/broken-sql', { schema: { hide: true } }, async () => {
            await db.execute(sql`select * from no_such_table`);
            return { ok: true };
          });
          app.get('/api/v1/test/db/sleep', { schema: { hide: true } }, async () => {
            await db.execute(sql`select pg_sleep(10) as atrium_h1_sleep`);
            return { ok: true };
          });
          app.get('/api/v1/test/db/ping', { schema: { hide: true } }, async () => {
            await db.execute(sql`select 1`);
            return { ok: true };
          });
        },
      },
    );
  });
  afterAll(() => t.close());

  it('a unique violation is 409 conflict with a message', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/test/db/duplicate' });
    expect(expectError(res, 409, 'conflict').message).toBe('Another record already has this email');
  });

  it('a missing referenced row is 400 with a message', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/test/db/orphan' });
    expect(expectError(res, 400, 'bad_request').message).toBe('Something this refers to does not exist');
  });

  it('text PostgreSQL cannot store is 400 even when no contract caught it', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/test/db/nul' });
    expect(expectError(res, 400, 'bad_request').message).toMatch(/NUL/);
  });

  it('any other database error is a 500 that says nothing of the query', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/test/db/broken-sql' });
    expect(expectError(res, 500, 'internal_error').message).toBe('Something went wrong on our side');
    expect(res.body).not.toContain('no_such_table');
  });

  it('a connection the database ends mid-query is 503 unavailable with Retry-After', async () => {
    const pending = t.app.inject({ url: '/api/v1/test/db/sleep' });
    // Wait for the query to start, then end its backend the way a database shutting down does (57P01).
    await expect
      .poll(async () => {
        const { rows } = await t.pool.query(
          `select pg_terminate_backend(pid) as done from pg_stat_activity
            where datname = current_database() and query like '%atrium_h1_sleep%' and pid <> pg_backend_pid()`,
        );
        return rows.length;
      })
      .toBeGreaterThan(0);
    const res = await pending;
    expectError(res, 503, 'unavailable');
    expect(res.headers['retry-after']).toBe(String(DB_RETRY_AFTER_SECONDS));
  });

  it('an ended pool is 503 unavailable with Retry-After, for real routes too', async () => {
    await t.pool.end();
    const res = await t.app.inject({ url: '/api/v1/test/db/ping' });
    expectError(res, 503, 'unavailable');
    expect(res.headers['retry-after']).toBe(String(DB_RETRY_AFTER_SECONDS));
    const faqs = await t.app.inject({ url: '/api/v1/faqs' });
    expectError(faqs, 503, 'unavailable');
    expect(faqs.headers['retry-after']).toBe(String(DB_RETRY_AFTER_SECONDS));
  });
});
