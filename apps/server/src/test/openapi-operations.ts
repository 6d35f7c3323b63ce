import type { App } from '../app';

/**
 * The operations of the server's own OpenAPI document (built from the zod contracts), and valid sample
 * values made from their JSON schemas: the shared generator of the cross-tenant matrix and the fuzz pass.
 */

export type JsonSchema = {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Parameter {
  name: string;
  /** 'body' for a top-level body field the cross-tenant matrix treats as a parameter. */
  in: 'path' | 'query' | 'body';
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: Method;
  /** The OpenAPI path, e.g. `/api/v1/faqs/{id}`. */
  path: string;
  /** `GET /api/v1/faqs/{id}`: stable, for reports. */
  key: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  body?: JsonSchema;
  /** The operation declares a bearer requirement. */
  secured: boolean;
}

type OpenApiDocument = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { name: string; in: string; required?: boolean; schema: JsonSchema }[];
        requestBody?: { content?: Record<string, { schema: JsonSchema }> };
        security?: unknown[];
      }
    >
  >;
};

/** Every operation of the document, in document order. */
export function listOperations(app: App): Operation[] {
  const doc = app.swagger() as unknown as OpenApiDocument;
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [m, op] of Object.entries(methods)) {
      const method = m.toUpperCase() as Method;
      const params = (op.parameters ?? []).map((p) => ({
        name: p.name,
        in: p.in as 'path' | 'query',
        required: Boolean(p.required),
        schema: p.schema,
      }));
      ops.push({
        method,
        path,
        key: `${method} ${path}`,
        pathParams: params.filter((p) => p.in === 'path'),
        queryParams: params.filter((p) => p.in === 'query'),
        body: op.requestBody?.content?.['application/json']?.schema,
        secured: (op.security ?? []).length > 0,
      });
    }
  }
  return ops;
}

export const isWrite = (op: Operation) => op.method !== 'GET';

/**
 * Percent-encoding that also takes a lone surrogate (which encodeURIComponent refuses): its three bytes as
 * UTF-8 would have them, which no decoder accepts, as a client with a broken encoder would send them.
 */
export function encodeRaw(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...value]
      .map((ch) => {
        const u = ch.charCodeAt(0);
        if (ch.length > 1 || u < 0xd800 || u > 0xdfff) return encodeURIComponent(ch);
        return [0xe0 | (u >> 12), 0x80 | ((u >> 6) & 0x3f), 0x80 | (u & 0x3f)]
          .map((b) => `%${b.toString(16).toUpperCase()}`)
          .join('');
      })
      .join('');
  }
}

/** The URL of an operation with its path parameters and query filled in (values are URL-encoded). */
export function buildUrl(op: Operation, pathValues: Record<string, string>, query: Record<string, unknown> = {}): string {
  const path = op.path.replace(/\{([\w*]+)\}/g, (_, name: string) => encodeRaw(pathValues[name] ?? 'missing'));
  const qs = Object.entries(query)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${encodeRaw(k)}=${encodeRaw(typeof v === 'string' ? v : JSON.stringify(v))}`)
    .join('&');
  return qs ? `${path}?${qs}` : path;
}

/** The first alternative that is not `null`, with `allOf` merged: the shape a value of this schema has. */
export function mainSchema(schema: JsonSchema): JsonSchema {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return mainSchema(alternatives.find((s) => s.type !== 'null') ?? alternatives[0]!);
  if (schema.allOf) return mainSchema(Object.assign({}, ...schema.allOf.map(mainSchema)));
  return schema;
}

export const schemaType = (schema: JsonSchema): string | undefined => {
  const s = mainSchema(schema);
  if (Array.isArray(s.type)) return s.type.find((t) => t !== 'null');
  if (s.type) return s.type;
  if (s.properties) return 'object';
  if (s.enum) return typeof s.enum[0];
  return undefined;
};

/** A sample of the given format that a zod contract accepts. */
const FORMAT_SAMPLES: Record<string, string> = {
  uuid: '0195f3c0-0000-7000-8000-000000000000',
  email: 'sample@example.test',
  uri: 'https://example.test/sample',
  url: 'https://example.test/sample',
  date: '2026-01-15',
  'date-time': '2026-01-15T10:00:00.000Z',
  time: '10:00:00',
};

const STRING_CANDIDATES = ['Sample text', 'sample', 'abcdefgh1', 'USD', '#336699', 'a', 'sample-slug', '1.0.0', 'x'];

function sampleString(s: JsonSchema): string {
  if (s.format && FORMAT_SAMPLES[s.format]) return FORMAT_SAMPLES[s.format]!;
  const min = s.minLength ?? 0;
  const max = s.maxLength ?? Number.POSITIVE_INFINITY;
  const fits = (v: string) => v.length >= min && v.length <= max && (!s.pattern || new RegExp(s.pattern, 'u').test(v));
  const found = STRING_CANDIDATES.find(fits);
  if (found) return found;
  const padded = 'Sample text '.repeat(Math.ceil(min / 12) + 1).slice(0, Math.max(min, 1));
  return fits(padded) ? padded : (STRING_CANDIDATES[0] as string);
}

/**
 * A value the schema accepts, as small as it can be: required properties only (all of them with `full`),
 * minimal arrays, the first enum value. Good enough to get past validation to the handler's own checks.
 */
export function sampleValue(schema: JsonSchema, full = false): unknown {
  const s = mainSchema(schema);
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  if (s.default !== undefined && !full) return s.default;
  switch (schemaType(s)) {
    case 'string':
      return sampleString(s);
    case 'integer':
    case 'number':
      return s.minimum ?? (s.exclusiveMinimum === undefined ? 1 : s.exclusiveMinimum + 1);
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: s.minItems ?? 0 }, () => sampleValue(s.items ?? {}, full));
    case 'object': {
      const out: Record<string, unknown> = {};
      const required = new Set(s.required ?? []);
      for (const [name, prop] of Object.entries(s.properties ?? {})) {
        if (full || required.has(name)) out[name] = sampleValue(prop, full);
      }
      return out;
    }
    default:
      return null;
  }
}

/**
 * A minimal body that passes validation where the schema allows it: the required fields, and when nothing is
 * required (a partial update) the first plain text field, so that an update really asks to change something.
 */
export function minimalBody(schema: JsonSchema | undefined): unknown {
  if (!schema) return undefined;
  const s = mainSchema(schema);
  const body = sampleValue(s);
  if (schemaType(s) === 'object' && body && typeof body === 'object' && Object.keys(body).length === 0) {
    const text = Object.entries(s.properties ?? {}).find(([, p]) => {
      const m = mainSchema(p);
      return schemaType(m) === 'string' && !m.format && !m.pattern && !m.enum;
    });
    if (text) (body as Record<string, unknown>)[text[0]] = sampleValue(text[1]);
  }
  return body;
}

/** Where a field sits in a body: the property path, e.g. ['plans', 0, 'name']. */
export type FieldPath = (string | number)[];

export interface BodyField {
  path: FieldPath;
  schema: JsonSchema;
  type: string | undefined;
}

/** Every field of a body schema (nested objects and the first element of arrays), depth first. */
export function bodyFields(schema: JsonSchema | undefined, path: FieldPath = []): BodyField[] {
  if (!schema) return [];
  const s = mainSchema(schema);
  const type = schemaType(s);
  const here: BodyField[] = path.length ? [{ path, schema: s, type }] : [];
  if (type === 'object') {
    return [...here, ...Object.entries(s.properties ?? {}).flatMap(([name, p]) => bodyFields(p, [...path, name]))];
  }
  if (type === 'array' && s.items && path.length < 6) return [...here, ...bodyFields(s.items, [...path, 0])];
  return here;
}

/**
 * A copy of `base` (a full sample of `schema`) with `value` set at `path`, creating the containers on the way
 * (an array gets one sampled element).
 */
export function withField(base: unknown, path: FieldPath, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (typeof head === 'number') {
    const arr = Array.isArray(base) ? [...base] : [];
    arr[head] = withField(arr[head], rest, value);
    return arr;
  }
  const obj = base && typeof base === 'object' && !Array.isArray(base) ? { ...(base as Record<string, unknown>) } : {};
  obj[head as string] = withField(obj[head as string], rest, value);
  return obj;
}
