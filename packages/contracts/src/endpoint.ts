import { z } from 'zod';
import { ZListMeta, zText } from './common';
import { type PathParamNames, pathParamNames } from './endpoint-path';

/**
 * One definition per endpoint (ARCHITECTURE section 2): its method, full path, inputs and answer. The server
 * registers its route from it (`apps/server/src/platform/routes/route.ts`) and the web calls it through
 * `apiFetch(endpoint, input)` (`apps/web/src/lib/api-client.ts`), so a path is written once and a renamed route or
 * a changed shape fails to compile on both sides.
 *
 * The answer is declared by what it carries, and both sides deal in that plain value; the wire envelope is added
 * and removed in one place each:
 * - `data: Z`  sends `{ data: Z }`; the handler returns, and the web receives, the Z value.
 * - `list: Z`  sends `{ data: Z[], meta }`; the handler returns, and the web receives, that page.
 * - `raw: Z`   sends Z as it is (spec-fixed shapes, files, redirects).
 * - `empty`    sends 204 with no body.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call: anyone (the route may still read the actor), a signed-in person (else 401 before validation), or
 * anyone with the session optional, documented as such (the route also takes another credential, e.g. an API key).
 */
export type EndpointAuth = 'public' | 'user' | 'optional';

/** A params schema must read exactly the path's parameters (from strings), so the two cannot drift apart. */
type ParamsSchemaFor<P extends string> = [PathParamNames<P>] extends [never]
  ? undefined
  : z.ZodType<Record<PathParamNames<P>, unknown>, Record<PathParamNames<P>, string>>;

type Answer =
  | { data: z.ZodType; list?: never; raw?: never; empty?: never }
  | { list: z.ZodType; data?: never; raw?: never; empty?: never }
  | { raw: z.ZodType; data?: never; list?: never; empty?: never }
  | { empty: true; data?: never; list?: never; raw?: never };

interface EndpointBase {
  method: HttpMethod;
  /** The full path, base included (`/api/v1/...`), with `:name` parameters. */
  path: string;
  /** OpenAPI tag and one-line summary. */
  tag: string;
  summary: string;
  auth: EndpointAuth;
  /** 200 unless said (201 for creates). Ignored for `empty`, which is always 204. */
  status?: 200 | 201 | 202;
  /** Validates the path parameters; when left out every parameter is a clean text (`zText`). */
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Request headers the route reads (an API key): validated and documented; keep the object loose. */
  headers?: z.ZodType;
  /**
   * The body's media type when it is not JSON (documented as the operation's `consumes`): a string body (a CSV
   * file's text) is sent as it is, a FormData as multipart.
   */
  contentType?: string;
}

export type EndpointDefinition = EndpointBase & Answer;

/** An endpoint as the two sides use it: the definition plus the path-parameter schema it resolves to. */
export type Endpoint<D extends EndpointDefinition = EndpointDefinition> = D & {
  readonly paramsSchema: z.ZodType | undefined;
  readonly kind: KindOf<D>;
};

export type EndpointKind = 'data' | 'list' | 'raw' | 'empty';
type KindOf<D> = D extends { list: z.ZodType }
  ? 'list'
  : D extends { raw: z.ZodType }
    ? 'raw'
    : D extends { data: z.ZodType }
      ? 'data'
      : D extends { empty: true }
        ? 'empty'
        : EndpointKind;

/** The widest endpoint, for helpers that accept any of them. */
export type AnyEndpoint = Endpoint<EndpointDefinition>;

/** Declares one endpoint. Types are inferred from the literal; `path` must be a literal for typed params. */
export function endpoint<const D extends EndpointDefinition>(
  definition: D & { params?: ParamsSchemaFor<D['path']> },
): Endpoint<D> {
  const names = pathParamNames(definition.path);
  const paramsSchema =
    definition.params ??
    (names.length > 0 ? z.object(Object.fromEntries(names.map((name) => [name, zText().min(1)]))) : undefined);
  const kind =
    'data' in definition && definition.data
      ? 'data'
      : 'list' in definition && definition.list
        ? 'list'
        : 'raw' in definition && definition.raw
          ? 'raw'
          : 'empty';
  return Object.freeze({ ...definition, paramsSchema, kind }) as unknown as Endpoint<D>;
}

/** The schema of what goes over the wire, envelope included. */
export function wireSchema(e: AnyEndpoint): z.ZodType | undefined {
  if (e.kind === 'data') return z.object({ data: e.data as z.ZodType });
  if (e.kind === 'list') return z.object({ data: z.array(e.list as z.ZodType), meta: ZListMeta });
  if (e.kind === 'raw') return e.raw as z.ZodType;
  return undefined;
}

/** A page of a list endpoint: the items and where the next page starts. */
export interface TPage<T> {
  data: T[];
  meta: z.infer<typeof ZListMeta>;
}

type Infer<S> = S extends z.ZodType ? z.infer<S> : never;
type InferInput<S> = S extends z.ZodType ? z.input<S> : never;

/** What a handler returns and the web receives: the plain value, without the `{ data }` envelope. */
export type EndpointResult<E> = E extends { list: infer S extends z.ZodType }
  ? TPage<Infer<S>>
  : E extends { raw: infer S extends z.ZodType }
    ? Infer<S>
    : E extends { data: infer S extends z.ZodType }
      ? Infer<S>
      : undefined;

/** The same, in the shape the server may hand to the serialiser (dates before they become strings, defaults left out). */
export type EndpointReply<E> = E extends { list: infer S extends z.ZodType }
  ? { data: InferInput<S>[]; meta: z.infer<typeof ZListMeta> }
  : E extends { raw: infer S extends z.ZodType }
    ? InferInput<S>
    : E extends { data: infer S extends z.ZodType }
      ? InferInput<S>
      : // biome-ignore lint/suspicious/noConfusingVoidType: an empty endpoint's handler returns nothing, which only void allows.
        void;

/** The path parameters of an endpoint, as strings. */
export type EndpointParams<E> = E extends { path: infer P extends string }
  ? [PathParamNames<P>] extends [never]
    ? undefined
    : Record<PathParamNames<P>, string>
  : never;

export type EndpointQuery<E> = E extends { query: infer S extends z.ZodType } ? z.input<S> : undefined;
export type EndpointBody<E> = E extends { body: infer S extends z.ZodType } ? z.input<S> : undefined;
