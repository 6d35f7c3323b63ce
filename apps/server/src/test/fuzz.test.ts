import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoPersonas, type DemoPersonas } from './demo-personas';
import { buildFuzz, type FuzzCase } from './fuzz-cases';
import { listOperations } from './openapi-operations';
import { runPool } from './run-pool';
import { OwnershipIndex } from './tenant-rows';

/**
 * Hostile input on every write operation and every query parameter of the OpenAPI document (fuzz-cases.ts):
 * NUL, lone surrogates, 1 MB strings, wrong types, unknown fields. Whatever the answer (a 400 is the usual
 * one), it is never a 500, nor any 5xx but a 503, and always the one error shape.
 */

const CONCURRENCY = 4;

function isErrorShape(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as { error?: { code?: unknown; message?: unknown } };
    return (
      Object.keys(parsed).join() === 'error' && typeof parsed.error?.code === 'string' && typeof parsed.error.message === 'string'
    );
  } catch {
    return false;
  }
}

describe('fuzz pass', () => {
  let demo: DemoPersonas;
  let index: OwnershipIndex;

  beforeAll(async () => {
    demo = await createDemoPersonas();
    index = await OwnershipIndex.build(demo.t.pool);
  }, 120_000);
  afterAll(async () => demo?.t.close());

  it('no hostile input gets a 5xx', async () => {
    const { app } = demo.t;
    const { cases, operations, skipped } = await buildFuzz({ app, ops: listOperations(app), index, personas: demo.personas });
    const serverErrors: string[] = [];
    const malformed: string[] = [];
    const started = Date.now();
    await runPool(cases, CONCURRENCY, async (c: FuzzCase) => {
      // Sent as JSON text: a lone surrogate travels escaped (\ud800), as JSON.stringify writes it.
      const json = c.body === undefined ? undefined : JSON.stringify(c.body);
      const res = await app.inject({
        method: c.op.method,
        url: c.url,
        headers: json === undefined ? c.persona.headers : { ...c.persona.headers, 'content-type': 'application/json' },
        ...(json === undefined ? {} : { payload: json }),
      });
      const s = res.statusCode;
      const line = () =>
        `${c.op.key} as ${c.persona.name}, ${c.label} -> ${s} ${res.body.slice(0, 200)}\n    ${c.op.method} ${c.url.slice(0, 200)}` +
        (json === undefined ? '' : ` ${json.slice(0, 160)}`);
      if (s >= 500 && s !== 503) serverErrors.push(line());
      // Every refusal in the one error shape (ARCHITECTURE section 3); uploaded files are served as files.
      else if (s >= 400 && !c.op.path.startsWith('/uploads/') && !isErrorShape(res.body)) malformed.push(line());
    });
    console.log(
      `fuzz pass: ${cases.length} cases over ${operations.length} operations (${Math.round((Date.now() - started) / 1000)} s); ` +
        `${serverErrors.length} answered 5xx, ${malformed.length} refused outside the error shape` +
        `${skipped.length ? `; skipped ${skipped.join(', ')}` : ''}`,
    );
    if (serverErrors.length) console.log(`5xx:\n${serverErrors.join('\n')}`);
    if (malformed.length) console.log(`outside the error shape:\n${malformed.join('\n')}`);
    expect.soft(serverErrors).toEqual([]);
    expect.soft(malformed).toEqual([]);
  }, 300_000);
});
