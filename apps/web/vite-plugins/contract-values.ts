import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Plugin, runnerImport } from 'vite';

/**
 * The web build takes the contracts' plain values (endpoints, constant lists) without their zod schemas
 * (docs/decisions/021).
 *
 * An endpoint object carries its schemas, so a fetcher that imports one would bring zod and the schemas of its
 * whole contracts module into the chunk every lazy screen shares, and evaluating them costs the home page hundreds
 * of milliseconds on a phone. The client reads only an endpoint's method, path, kind, auth and content type. So this
 * plugin evaluates the contracts at build time and serves each module's plain exports from a small generated
 * module: endpoints reduced to those fields, constant lists as they are. A web import such as
 * `import { supportEndpoints, ZTicketCreate } from '@atrium/contracts/support'` is split in two: the endpoints come
 * from the generated module and the form's schema from the real one, which only the screens with that form load.
 *
 * Types are untouched (TypeScript reads the real contracts), and the server is unaffected. Development and unit
 * tests use the real modules, so a web module that read a schema off an endpoint would work there and fail in
 * the built app the browser tests run; the unit test of this plugin checks what the reduced endpoints hold.
 */

const VIRTUAL_PREFIX = '\0atrium-contract-values:';
/** Matches the generated modules' ids, for the shared-code chunk group (vite.config.ts). */
export const CONTRACT_VALUES_ID = /^\0atrium-contract-values:/;

/** `import { a, b as c } from "@atrium/contracts/x"` as the TypeScript transform prints it (types already gone). */
const CONTRACT_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']@atrium\/contracts\/([\w-]+)["'];?/g;
/** Documentation only: the client never reads them. */
const DOC_FIELDS = new Set(['tag', 'summary']);

type Plain = string | number | boolean | null | Plain[] | { [key: string]: Plain };
const NOT_PLAIN = Symbol('not plain');

const isSchema = (value: unknown) => typeof value === 'object' && value !== null && '_zod' in value;

function isEndpoint(value: object): value is Record<string, unknown> {
  const v = value as Record<string, unknown>;
  return typeof v.method === 'string' && typeof v.path === 'string' && typeof v.kind === 'string';
}

function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** An endpoint as the client reads it: its plain fields, without schemas and documentation. */
function reduceEndpoint(endpoint: Record<string, unknown>): Plain {
  const out: Record<string, Plain> = {};
  for (const [key, value] of Object.entries(endpoint)) {
    if (DOC_FIELDS.has(key) || value === undefined || isSchema(value)) continue;
    const plain = toPlain(value);
    if (plain === NOT_PLAIN) throw new Error(`contract-values: endpoint ${endpoint.path} has a field ${key} it cannot serve`);
    out[key] = plain;
  }
  return out;
}

/**
 * The export as data the generated module can hold, or NOT_PLAIN when it holds anything else (a schema outside
 * an endpoint, a function, a class instance): such exports stay on the real module.
 */
function toPlain(value: unknown): Plain | typeof NOT_PLAIN {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return value as Plain;
  if (typeof value !== 'object' || isSchema(value)) return NOT_PLAIN;
  if (Array.isArray(value)) {
    const items = value.map(toPlain);
    return items.includes(NOT_PLAIN) ? NOT_PLAIN : (items as Plain[]);
  }
  if (!isPlainObject(value)) return NOT_PLAIN;
  if (isEndpoint(value)) return reduceEndpoint(value);
  const out: Record<string, Plain> = {};
  for (const [key, item] of Object.entries(value)) {
    if (item === undefined) continue;
    const plain = toPlain(item);
    if (plain === NOT_PLAIN) return NOT_PLAIN;
    out[key] = plain;
  }
  return out;
}

/** Each contracts module's plain exports, as the source of its generated module. */
export function plainExports(modules: Record<string, Record<string, unknown>>): Map<string, Map<string, string>> {
  const byModule = new Map<string, Map<string, string>>();
  for (const [file, namespace] of Object.entries(modules)) {
    const exports = new Map<string, string>();
    for (const [name, value] of Object.entries(namespace)) {
      const plain = toPlain(value);
      if (plain !== NOT_PLAIN) exports.set(name, JSON.stringify(plain));
    }
    byModule.set(path.basename(file, '.ts'), exports);
  }
  return byModule;
}

/** Rewrites a web module's contract imports: plain exports from the generated module, the rest from the real one. */
export function splitContractImports(code: string, plain: Map<string, Map<string, string>>): string {
  return code.replace(CONTRACT_IMPORT, (statement, list: string, name: string) => {
    const values = plain.get(name);
    if (!values) return statement;
    const specifiers = list
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const generated = specifiers.filter((s) => values.has(s.split(/\s+as\s+/)[0]!));
    if (generated.length === 0) return statement;
    const real = specifiers.filter((s) => !generated.includes(s));
    const parts = [`import { ${generated.join(', ')} } from ${JSON.stringify(VIRTUAL_PREFIX + name)};`];
    if (real.length > 0) parts.push(`import { ${real.join(', ')} } from "@atrium/contracts/${name}";`);
    return parts.join(' ');
  });
}

export function contractValues(): Plugin {
  let plain = new Map<string, Map<string, string>>();
  const webSrc = fileURLToPath(new URL('../src/', import.meta.url));
  return {
    name: 'atrium:contract-values',
    apply: 'build',
    async buildStart() {
      const { module } = await runnerImport<{ contractModules: Record<string, Record<string, unknown>> }>(
        fileURLToPath(new URL('./contract-modules.ts', import.meta.url)),
        { configFile: false, logLevel: 'silent' },
      );
      plain = plainExports(module.contractModules);
      if (plain.size === 0) this.error('contract-values: no contracts modules found (contract-modules.ts)');
    },
    resolveId(id) {
      return id.startsWith(VIRTUAL_PREFIX) ? id : undefined;
    },
    load(id) {
      if (!id.startsWith(VIRTUAL_PREFIX)) return undefined;
      const exports = plain.get(id.slice(VIRTUAL_PREFIX.length));
      if (!exports) return this.error(`contract-values: no contracts module ${id.slice(VIRTUAL_PREFIX.length)}`);
      return [...exports].map(([name, json]) => `export const ${name} = ${json};`).join('\n');
    },
    transform(code, id) {
      if (!id.startsWith(webSrc) || !code.includes('@atrium/contracts/')) return undefined;
      return { code: splitContractImports(code, plain), map: null };
    },
  };
}
