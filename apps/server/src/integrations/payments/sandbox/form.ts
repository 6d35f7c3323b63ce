import type { FastifyInstance } from 'fastify';

/** A parsed parameter: a string, a list or a nested object of them (Stripe's form syntax has nothing else). */
export type Param = string | Param[] | { [key: string]: Param };
export type Params = Record<string, Param>;

/** Guards against `__proto__` and friends reaching an object's prototype through a crafted field name. */
const UNSAFE = new Set(['__proto__', 'prototype', 'constructor']);
/** Stripe nests a few levels at most; a field deeper than this is refused rather than walked. */
const MAX_DEPTH = 8;

/** `a[b][0][c]` -> `['a', 'b', '0', 'c']`; `a[]` -> `['a', '']`. Null when the name is malformed. */
function pathOf(name: string): string[] | null {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(name);
  if (!match) return null;
  const rest = [...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] ?? '');
  return [match[1]!, ...rest];
}

type Tree = { [key: string]: Tree | string };

/** Objects whose keys are all indexes (`a[0]`, `a[1]`, or `a[]`) become lists, in index order. */
function finish(node: Tree | string): Param {
  if (typeof node === 'string') return node;
  const keys = Object.keys(node);
  if (keys.length > 0 && keys.every((k) => /^\d+$/.test(k))) {
    return keys
      .map(Number)
      .sort((a, b) => a - b)
      .map((k) => finish(node[String(k)]!));
  }
  const out: { [key: string]: Param } = {};
  for (const key of keys) out[key] = finish(node[key]!);
  return out;
}

/**
 * Stripe's form syntax as the SDK writes it: `metadata[order]=1`, `items[0][price]=price_1`, `expand[]=customer`,
 * `expand[0]=customer`. A field given twice keeps its last value (`a[]` twice appends).
 */
export function parseStripeForm(body: string): Params {
  const root: Tree = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const path = pathOf(name);
    if (!path || path.length > MAX_DEPTH || path.some((p) => UNSAFE.has(p))) continue;
    let node: Tree = root;
    for (let i = 0; i < path.length; i += 1) {
      let key = path[i]!;
      const last = i === path.length - 1;
      if (key === '') key = String(Object.keys(node).length);
      if (last) {
        node[key] = value;
      } else {
        const next = node[key];
        if (typeof next !== 'object') node[key] = {};
        node = node[key] as Tree;
      }
    }
  }
  return finish(root) as Params;
}

/** Form bodies and query strings both in Stripe's nested syntax; JSON bodies too (webhook tests, the pages' fetches). */
export function registerStripeForm(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, parseStripeForm(body as string));
  });
}

/** Fastify's `querystringParser`: the same nested syntax (`expand[]=data.customer`, `created[gte]=...`). */
export const parseStripeQuery = (query: string) => parseStripeForm(query);
