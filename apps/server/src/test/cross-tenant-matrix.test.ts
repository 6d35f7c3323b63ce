import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAgencyContent } from './agency-content';
import { actsOnOwnData, buildMatrix, fixedValue, type MatrixCase, NOT_IN_MATRIX } from './cross-tenant-cases';
import { addDemoPayments } from './demo-payments-state';
import { createDemoPersonas, type DemoPersonas } from './demo-personas';
import { buildUrl, isWrite, listOperations } from './openapi-operations';
import { groupBy, runPool } from './run-pool';
import { foreignIds, OwnershipIndex } from './tenant-rows';

/**
 * Every operation of the OpenAPI document that names a row, called with real demo ids by their owner, a
 * sibling location, another agency (and on the store's and payments' operations, one of its locations: a Harbor
 * location buying from Summit's store), anonymously and with a signed-out token (cross-tenant-cases.ts). The app has a
 * Stripe sandbox with the demo's accounts, and the demo's payments are made through it first (demo-payments-state.ts).
 * Fails on:
 * - a 2xx for a caller who is not the owner, unless the row is shared (the platform's published content, the
 *   published catalogue, the public roadmap) and the call reads it or acts on the caller's own data about it;
 * - a refused write that changed the row anyway;
 * - any response (the owner's too) that shows a private id of a tenant the caller is not part of;
 * - any 5xx, and an owner who cannot GET their own row (the id would not be real).
 */

/**
 * Groups whose every operation is a management view: the app console shows an app's partner (and the
 * super admin) its installs, drafts and review state, so a published app does not open it to anyone else.
 */
const MANAGEMENT = [/^\/api\/v1\/console\//];

const CONCURRENCY = 6;
/** A well-formed id no row has. */
const UNKNOWN_ID = '01900000-0000-7000-8000-000000000000';

/** The demo has no quiz results yet: people at three locations take the platform's published quiz once. */
async function takeDemoQuiz({ t, http, personas }: DemoPersonas) {
  const { rows } = await t.pool.query<{ id: string }>(
    "select id from quiz_chapters where agency_id is null and partner_id is null and status = 'published' order by id limit 1",
  );
  for (const p of [personas.dentalAdmin, personas.realtyStaff, personas.fitnessAdmin]) {
    const res = await http.post(`/api/v1/question_chapters/${rows[0]!.id}/submit`, { answers: {} }, p.headers);
    expect(res.statusCode, res.body).toBeLessThan(300);
  }
}

/** The store's and payments' operations (issue 23): each one that takes a path id must be in the matrix. */
const STRIPE_PATHS =
  /^\/api\/(agency_app\/|v1\/(agency\/stripe|partner\/stripe|admin\/payments|app\/billing|app_billings|payments)(\/|$))/;

/** Writes that end a row's use for the owner's other writes (a disconnect is a delete by POST): they run last. */
const isRemoval = (op: MatrixCase['op']) => op.method === 'DELETE' || /\/delete\/\{id\}$/.test(op.path);
/** Ending a session revokes the token its owner calls with: those run after every other write, or the rest get 401. */
const endsSession = (op: MatrixCase['op']) => op.key === 'DELETE /api/v1/account/sessions/{id}';

describe('cross-tenant matrix', () => {
  let demo: DemoPersonas;
  let index: OwnershipIndex;

  beforeAll(async () => {
    // With a Stripe sandbox holding the demo's accounts, so the store and payments operations take part (issue 23).
    demo = await createDemoPersonas({ stripe: true });
    await takeDemoQuiz(demo);
    const { personas } = demo;
    await addDemoPayments(demo.payments!, personas);
    await addAgencyContent({
      app: demo.t.app,
      ops: listOperations(demo.t.app),
      admins: [personas.summitAdmin, personas.harborAdmin],
    });
    index = await OwnershipIndex.build(demo.t.pool);
  }, 120_000);
  afterAll(async () => demo?.t.close());

  it("no list or page without an id shows its caller another tenant's private ids", async () => {
    const { app } = demo.t;
    const reads = listOperations(app).filter((op) => op.method === 'GET' && op.pathParams.length === 0);
    const callers = Object.values(demo.personas);
    const failures: string[] = [];
    const calls = reads.flatMap((op) => callers.map((persona) => ({ op, persona })));
    await runPool(calls, CONCURRENCY, async ({ op, persona }) => {
      const query = Object.fromEntries(
        op.queryParams
          .filter((q) => q.required)
          .map((q) => [q.name, fixedValue(q, index, { key: 'platform', kind: 'platform' })]),
      );
      const url = buildUrl(op, {}, query);
      const res = await app.inject({ method: 'GET', url, headers: persona.headers });
      const leaks = foreignIds(index, persona, res.body);
      if (res.statusCode >= 500 || leaks.length) {
        const shown = leaks.map((l) => `${l.table} ${l.id} of ${l.tenant.key}`).join(', ');
        failures.push(`${op.key} as ${persona.name}: ${res.statusCode}${shown ? ` shows ${shown}` : ''}\n    GET ${url}`);
      }
    });
    console.log(`cross-tenant lists: ${calls.length} reads over ${reads.length} operations; ${failures.length} failures`);
    if (failures.length) console.log(failures.join('\n'));
    expect(failures).toEqual([]);
  }, 120_000);

  it("no caller reaches another tenant's row, and no body shows another tenant's private id", async () => {
    const { app, pool } = demo.t;
    const ops = listOperations(app);
    const { cases, operations, unmapped } = await buildMatrix({ app, pool, ops, index, personas: demo.personas });
    const failures: string[] = [];
    // MATRIX_DUMP=<file> writes every call and its answer as a TSV line, to read the matrix by hand.
    const dump: string[] = [];

    // A session's last use is touched by its owner's own requests running meanwhile, not by the caller's write.
    const snapshot = async (c: MatrixCase) =>
      (
        await pool.query(`select (row_to_json(t)::jsonb - 'last_seen_at')::text as row from "${c.row.table}" t where id = $1`, [
          c.row.id,
        ])
      ).rows[0]?.row;
    const allowed = (c: MatrixCase) => {
      // A query id narrows a list to the caller's own scope: an answer is fine as long as its body shows nothing foreign.
      if (c.param.in === 'query') return true;
      if (!c.row.shared || MANAGEMENT.some((re) => re.test(c.op.path))) return false;
      return c.op.method === 'GET' || actsOnOwnData(c.op);
    };
    const run = async (c: MatrixCase) => {
      const write = isWrite(c.op);
      const before = write && c.caller !== 'owner' ? await snapshot(c) : undefined;
      const res = await app.inject({
        method: c.op.method,
        url: c.url,
        headers: c.persona.headers,
        ...(c.body === undefined ? {} : { payload: c.body as object }),
      });
      const status = res.statusCode;
      if (process.env.MATRIX_DUMP)
        dump.push(`${c.op.key}\t${c.caller}\t${c.persona.name}\t${c.row.shared}\t${status}\t${res.body.slice(0, 120)}`);
      const fail = (reason: string) =>
        failures.push(
          `${c.op.key} as ${c.caller} (${c.persona.name}) on ${c.row.table} ${c.row.id} of ${c.row.tenant.key}` +
            `${c.row.shared ? ' (shared)' : ''}: ${reason}\n    ${c.op.method} ${c.url}${c.body === undefined ? '' : ` ${JSON.stringify(c.body)}`}` +
            ` -> ${status} ${res.body.slice(0, 240)}`,
        );
      const ok = status >= 200 && status < 300;
      if (status >= 500) fail(`${status}`);
      else if (c.caller === 'owner') {
        if (c.op.method === 'GET' && c.param.in === 'path' && c.op.path.endsWith('}') && !ok)
          fail('the owner cannot read its own row');
      } else if (ok && !allowed(c)) fail(`a ${c.caller} caller got ${status}`);
      if (write && c.caller !== 'owner' && !ok && (await snapshot(c)) !== before) fail('a refused write changed the row');
      // A refusal must not tell a private row from a missing one (a 403 here and a 404 for an unknown id would);
      // a shared row is no secret, so "you may read it but not change it" is fine there.
      if (c.caller !== 'owner' && status === 403 && !c.row.shared && c.param.in === 'path' && c.param.name !== 'slug') {
        const unknown = await app.inject({
          method: c.op.method,
          url: c.url.replace(c.row.id, UNKNOWN_ID),
          headers: c.persona.headers,
          ...(c.body === undefined ? {} : { payload: c.body as object }),
        });
        if (unknown.statusCode === 404) fail('403 for this row but 404 for an unknown id: the refusal confirms the row exists');
      }
      const leaks = foreignIds(index, c.persona, res.body);
      if (leaks.length) fail(`shows ${leaks.map((l) => `${l.table} ${l.id} of ${l.tenant.key}`).join(', ')}`);
    };
    const byRow = (list: MatrixCase[]) => groupBy(list, (c) => c.row.id);
    const inOrder = (group: MatrixCase[]) => group.reduce((p, c) => p.then(() => run(c)), Promise.resolve());

    const started = Date.now();
    // Reads first; then the writes of callers who must be refused, one row at a time so a row's before and after
    // are its own; then the owners' writes (they may change or delete the row), deletes last, ended sessions after all.
    await runPool(
      cases.filter((c) => !isWrite(c.op)),
      CONCURRENCY,
      run,
    );
    await runPool(byRow(cases.filter((c) => isWrite(c.op) && c.caller !== 'owner')), CONCURRENCY, inOrder);
    const ownerWrites = cases.filter((c) => isWrite(c.op) && c.caller === 'owner');
    await runPool(byRow(ownerWrites.filter((c) => !isRemoval(c.op))), CONCURRENCY, inOrder);
    await runPool(byRow(ownerWrites.filter((c) => isRemoval(c.op) && !endsSession(c.op))), CONCURRENCY, inOrder);
    await runPool(byRow(ownerWrites.filter((c) => endsSession(c.op))), CONCURRENCY, inOrder);

    const ids = new Set(cases.map((c) => c.row.id)).size;
    console.log(
      `cross-tenant matrix: ${cases.length} cases over ${operations.length} operations and ${ids} ids ` +
        `(${Math.round((Date.now() - started) / 1000)} s); ${failures.length} failures`,
    );
    if (process.env.MATRIX_DUMP) (await import('node:fs')).writeFileSync(process.env.MATRIX_DUMP, dump.join('\n'));
    if (unmapped.length) console.log(`operations without demo rows:\n  ${unmapped.join('\n  ')}`);
    if (failures.length) console.log(failures.join('\n'));
    expect(unmapped.filter((u) => u.endsWith('no table'))).toEqual([]);
    const missing = ops.filter(
      (op) => STRIPE_PATHS.test(op.path) && op.pathParams.length > 0 && !NOT_IN_MATRIX[op.key] && !operations.includes(op),
    );
    expect(missing.map((op) => op.key)).toEqual([]);
    expect(failures).toEqual([]);
  }, 300_000);
});
