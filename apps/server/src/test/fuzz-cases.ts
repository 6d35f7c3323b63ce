import type { App } from '../app';
import { tableOfPath } from './cross-tenant-cases';
import type { Persona, PersonaName } from './demo-personas';
import {
  bodyFields,
  buildUrl,
  type JsonSchema,
  mainSchema,
  type Operation,
  type Parameter,
  sampleValue,
  schemaType,
  withField,
} from './openapi-operations';
import type { OwnershipIndex } from './tenant-rows';

/**
 * The fuzz pass's cases: for every write operation (each body field), every path parameter and every query
 * parameter of every operation, hostile values sent by the super admin, an agency admin, a location admin, and
 * anonymously on public operations. Every field gets NUL and a lone surrogate from every caller; the heavier values (1 MB,
 * wrong types) from one caller each, alternating, to keep the run bounded.
 */

export interface FuzzCase {
  op: Operation;
  persona: Persona;
  /** What was fuzzed: `body.plans.0.name = NUL`. */
  label: string;
  url: string;
  body: unknown;
}

/** About 1 MB: just under the server's 1 MiB body limit, so it reaches validation and the handler. */
const BIG = 'x'.repeat(1_000_000);
/** The same for a query string, which need not carry a whole megabyte to test the parsers. */
const BIG_QUERY = 'x'.repeat(100_000);

type Hostile = [name: string, value: unknown];

const ALWAYS: Hostile[] = [
  ['NUL', 'a\u0000b'],
  ['lone surrogate', 'a\uD800b'],
];

/** Heavier values by the field's type: a 1 MB string, and values of the wrong type. */
function heavyValues(type: string | undefined): Hostile[] {
  switch (type) {
    case 'string':
      return [
        ['1 MB', BIG],
        ['number for string', 12345],
        ['null', null],
      ];
    case 'integer':
    case 'number':
      return [
        ['string for number', 'abc'],
        ['huge number', 1e308],
        ['null', null],
      ];
    case 'boolean':
      return [
        ['string for boolean', 'yes'],
        ['null', null],
      ];
    case 'array':
      return [
        ['object for array', { a: 1 }],
        ['NUL in array', ['a\u0000b']],
        ['null', null],
      ];
    case 'object':
      return [
        ['array for object', []],
        ['string for object', 'x'],
        ['null', null],
      ];
    default:
      return [['null', null]];
  }
}

/** Operations the pass leaves out, each with why. */
const SKIPPED: Record<string, string> = {
  // No input to fuzz, and a success would sign the fuzzing persona out for the rest of the run.
  'POST /api/v1/auth/logout': 'signs the caller out',
};

export async function buildFuzz(opts: {
  app: App;
  ops: Operation[];
  index: OwnershipIndex;
  personas: Record<PersonaName, Persona>;
}): Promise<{ cases: FuzzCase[]; operations: Operation[]; skipped: string[] }> {
  const { app, ops, index, personas } = opts;
  const cases: FuzzCase[] = [];
  const operations: Operation[] = [];
  const skipped = Object.entries(SKIPPED).map(([k, why]) => `${k}: ${why}`);
  let turn = 0;
  const tableOf = (op: Operation) => tableOfPath(app, ops, op, index, personas);
  /**
   * A body that passes validation and the handler's own checks, so that one hostile field reaches as far in as
   * it can: every field sampled, overlaid with the values of a real row of the group the caller may change
   * (its real category, list or app ids).
   */
  const baseBody = async (op: Operation, persona: Persona): Promise<unknown> => {
    const sample = sampleValue(op.body!, true);
    const group = op.path.includes('/{') ? op.path.slice(0, op.path.indexOf('/{')) : op.path;
    const one = ops.find((o) => o.method === 'GET' && o.path === `${group}/{id}`);
    if (!one || schemaType(op.body!) !== 'object') return sample;
    const id = pathValueFor(one.pathParams[0]!, persona, index, await tableOf(one));
    const res = await app.inject({ method: 'GET', url: `${group}/${id}`, headers: persona.headers });
    if (res.statusCode !== 200) return sample;
    const row = (res.json() as { data: Record<string, unknown> }).data;
    const props = mainSchema(op.body!).properties ?? {};
    const real = Object.entries(row).filter(
      ([k, v]) => props[k] && v !== null && jsonType(v) === jsonType(sample && (sample as Record<string, unknown>)[k]),
    );
    return { ...(sample as object), ...Object.fromEntries(real) };
  };
  for (const op of ops) {
    const write = op.method !== 'GET';
    if (SKIPPED[op.key] || (!write && op.queryParams.length === 0 && op.pathParams.length === 0)) continue;
    operations.push(op);
    // A location's admin too: tickets, progress, quizzes and installs are mostly written from a location.
    const callers = [
      personas.superAdmin,
      personas.summitAdmin,
      personas.dentalAdmin,
      ...(op.secured ? [] : [personas.anonymous]),
    ];
    const table = op.pathParams.length ? await tableOf(op) : undefined;
    for (const persona of callers) {
      const pathValues = Object.fromEntries(op.pathParams.map((p) => [p.name, pathValueFor(p, persona, index, table)]));
      const query = Object.fromEntries(op.queryParams.filter((q) => q.required).map((q) => [q.name, queryValue(q, index)]));
      const base = write && op.body ? await baseBody(op, persona) : undefined;
      const body = (b: unknown) => (write && op.body ? b : undefined);
      const add = (label: string, url: string, b: unknown) => cases.push({ op, persona, label, url, body: body(b) });
      const heavy = () => turn++ % callers.length === callers.indexOf(persona);

      for (const field of write ? bodyFields(op.body) : []) {
        const values = [...(field.type === 'string' || field.type === undefined ? ALWAYS : []), ...heavyValues(field.type)];
        for (const [name, value] of values) {
          if (!ALWAYS.some(([n]) => n === name) && !heavy()) continue;
          add(`body.${field.path.join('.')} = ${name}`, buildUrl(op, pathValues, query), withField(base, field.path, value));
        }
        // A NUL inside every string of an array of strings or an object of strings, too.
        if (field.type === 'array' && schemaType(field.schema.items ?? {}) === 'string') {
          for (const [name, value] of ALWAYS)
            add(
              `body.${field.path.join('.')}[] = ${name}`,
              buildUrl(op, pathValues, query),
              withField(base, field.path, [value]),
            );
        }
        if (field.type === 'object' && isStringMap(field.schema)) {
          for (const [name, value] of ALWAYS)
            add(
              `body.${field.path.join('.')} key = ${name}`,
              buildUrl(op, pathValues, query),
              withField(base, field.path, { [value as string]: ['a'] }),
            );
        }
      }
      if (write && op.body && schemaType(op.body) === 'object') {
        add('body + unknown field', buildUrl(op, pathValues, query), { ...(base as object), unexpectedField: 'x' });
        if (heavy()) add('body = array', buildUrl(op, pathValues, query), []);
        if (heavy()) add('body = string', buildUrl(op, pathValues, query), 'x');
      }
      for (const q of op.queryParams) {
        // A query string carries text only: a wrong type is text that does not parse as the number or flag wanted.
        const type = schemaType(q.schema);
        const wrong: Hostile[] =
          type === 'string'
            ? [['empty', '']]
            : [
                [`text for ${type}`, 'abc'],
                ['huge number', '1e308'],
                ['empty', ''],
              ];
        for (const [name, value] of [...ALWAYS, ['1 MB', BIG_QUERY], ...wrong] as Hostile[]) {
          if (!ALWAYS.some(([n]) => n === name) && !heavy()) continue;
          add(`query.${q.name} = ${name}`, buildUrl(op, pathValues, { ...query, [q.name]: value }), base);
        }
        add(
          `query.${q.name} twice`,
          `${buildUrl(op, pathValues, query)}${Object.keys(query).length ? '&' : '?'}${q.name}=a&${q.name}=b`,
          base,
        );
      }
      if (op.queryParams.length > 0)
        add('query + unknown parameter', buildUrl(op, pathValues, { ...query, unexpectedParam: 'x' }), base);
      // Path parameters: sent raw (a lone surrogate is not valid UTF-8 once percent-encoded).
      for (const p of op.pathParams) {
        const raw: [string, string][] = [
          ['NUL', 'a%00b'],
          ['lone surrogate', 'a%ED%A0%80b'],
          ['not an id', 'not-an-id'],
          ['long', 'x'.repeat(10_000)],
        ];
        for (const [name, value] of raw) {
          const url = buildUrl(op, { ...pathValues, [p.name]: '\u0001' }, query).replace('%01', value);
          add(`path.${p.name} = ${name}`, url, base);
        }
      }
    }
  }
  return { cases, operations, skipped };
}

const jsonType = (v: unknown) => (Array.isArray(v) ? 'array' : v === null ? 'null' : typeof v);

const isStringMap = (s: JsonSchema) =>
  !s.properties && typeof s.additionalProperties === 'object' && (s as { propertyNames?: unknown }).propertyNames !== undefined;

/**
 * A real row the caller may work on: the super admin's platform rows; a location's own, else its agency's; an
 * agency admin's own (else a shared one).
 */
function pathValueFor(p: Parameter, persona: Persona, index: OwnershipIndex, table: string | undefined): string {
  const rows = table ? (index.byTable.get(table) ?? []) : [];
  const agencyWide = () => rows.find((r) => persona.agencyId && r.tenant.agencyId === persona.agencyId && !r.tenant.locationId);
  const mine =
    persona.role === 'super_admin'
      ? rows.find((r) => r.tenant.kind === 'platform')
      : ((persona.locationId ? rows.find((r) => r.tenant.locationId === persona.locationId) : undefined) ?? agencyWide());
  const row = mine ?? rows.find((r) => r.shared) ?? rows[0];
  if (row) return p.name === 'slug' ? (row.slug ?? row.id) : row.id;
  return String(sampleValue(p.schema));
}

function queryValue(q: Parameter, index: OwnershipIndex): unknown {
  if (q.name === 'app_id' || q.name === 'appId') return index.byTable.get('apps')?.find((r) => r.shared)?.id;
  return sampleValue(q.schema);
}
