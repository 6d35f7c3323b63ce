import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { EARLY_GETS_BLOCK_ID, EARLY_GETS_SCRIPT } from '@atrium/contracts/early-gets';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { setBounded } from './bounded-map';
import { sendKeptBytes } from './prebuilt-json';

/**
 * The page every app route answers with: the built index.html, plus what its first screen needs started from
 * the HTML (docs/decisions/015): the translation files of the visitor's language, the route's lazy chunks and
 * first data (from `.vite/first-load.json`, written by the web build; data with headers by a script, see
 * contracts/early-gets.ts), and the site configuration written into
 * the page instead of fetched. Each variant (route, language, site configuration) is rendered and compressed
 * once and kept.
 */
interface FirstLoadFile {
  routes: Record<string, { modules: string[]; texts: string[]; data: string[]; early?: string[] }>;
}

export interface WebIndexOptions {
  distDir: string;
  /** What GET /api/v1/site-config would answer this request, written into the page. */
  siteConfig?: (request: FastifyRequest) => unknown;
}

/** The web app's names for the language choice (apps/web/src/lib/language-detector.ts). */
const LANGUAGE_QUERY_PARAM = 'lng';
const LANGUAGE_COOKIE = 'i18next';
const DEFAULT_LANGUAGE = 'en';
/** Routes x languages x site configurations: a few hundred at most; the bound only guards against surprises. */
const MAX_VARIANTS = 512;

/** `en-GB` -> `en`; browsers say Arabic as `ar`, the product's code is `ae` (as in the web app). */
const languagePart = (tag: string) => {
  const lng = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return lng.startsWith('ar') ? 'ae' : lng;
};

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(value.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** Accept-Language's tags, most preferred first (q=0 left out). */
function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) || 0 : 1, order };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order)
    .map((entry) => entry.tag);
}

/**
 * The language the web app will pick, as far as a request shows it: the detector's order (query `lng`, the
 * cookie, then the browser's languages), the first supported one. The detector also reads local storage, which
 * a server cannot see: the web app writes the cookie whenever it stores a choice, so the two agree.
 */
export function requestLanguage(request: FastifyRequest, supported: ReadonlySet<string>): string {
  const query = (request.query as Record<string, unknown> | undefined)?.[LANGUAGE_QUERY_PARAM];
  const candidates = [
    typeof query === 'string' ? query : undefined,
    cookieValue(request.headers.cookie, LANGUAGE_COOKIE),
    ...acceptedLanguages(request.headers['accept-language']),
  ];
  for (const candidate of candidates) {
    if (!candidate) continue;
    const lng = languagePart(candidate);
    if (supported.has(lng)) return lng;
  }
  return DEFAULT_LANGUAGE;
}

/** The one inline script a page may run (`script-src`): the one that starts its first data with the HTML. */
export const EARLY_GETS_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(EARLY_GETS_SCRIPT).digest('base64')}'`;

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
/** JSON inside a script element: `<` escaped so no value can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function readFirstLoad(distDir: string): FirstLoadFile {
  const file = path.join(distDir, '.vite/first-load.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as FirstLoadFile) : { routes: {} };
}

function readLanguages(distDir: string): Set<string> {
  const dir = path.join(distDir, 'locales');
  if (!existsSync(dir)) return new Set([DEFAULT_LANGUAGE]);
  return new Set(
    readdirSync(dir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name),
  );
}

/** `/podcast/` and `/podcast?x` are `/podcast`. */
const routeOf = (url: string) => {
  const pathname = url.split('?')[0] ?? '/';
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
};

export function createWebIndex({ distDir, siteConfig }: WebIndexOptions) {
  const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const firstLoad = readFirstLoad(distDir);
  const languages = readLanguages(distDir);
  const rendered = new Map<string, Buffer>();

  function render(route: string, lng: string, config: unknown): string {
    const need = firstLoad.routes[route];
    const texts = need?.texts ?? ['common'];
    const links = [
      ...(need?.modules ?? []).map((href) => `<link rel="modulepreload" crossorigin href="${escapeAttr(href)}">`),
      // `crossorigin` (CORS mode, same-origin credentials) is what the app's plain fetch() uses: the browser reuses these.
      // i18next loads the fallback language's files beside the visitor's, so those are started too.
      ...[...new Set([lng, DEFAULT_LANGUAGE])].flatMap((code) =>
        texts.map((ns) => `<link rel="preload" as="fetch" crossorigin href="/locales/${encodeURIComponent(code)}/${ns}.json">`),
      ),
      ...(need?.data ?? []).map((href) => `<link rel="preload" as="fetch" crossorigin href="${escapeAttr(href)}">`),
    ];
    if (need?.early?.length) {
      links.push(`<script type="application/json" id="${EARLY_GETS_BLOCK_ID}">${scriptJson(need.early)}</script>`);
      links.push(`<script>${EARLY_GETS_SCRIPT}</script>`);
    }
    if (config !== undefined) {
      // A data block, not a script: nothing runs, so the CSP needs no hash for it.
      links.push(`<script type="application/json" id="atrium-site-config">${scriptJson(config)}</script>`);
    }
    const at = template.indexOf('</head>');
    if (at < 0) return template;
    return `${template.slice(0, at)}    ${links.join('\n    ')}\n  ${template.slice(at)}`;
  }

  return {
    send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
      const route = routeOf(request.url);
      const known = firstLoad.routes[route] ? route : '';
      const lng = requestLanguage(request, languages);
      const config = siteConfig?.(request);
      const key = `${known}\n${lng}\n${config === undefined ? '' : JSON.stringify(config)}`;
      const html = rendered.get(key) ?? setBounded(rendered, MAX_VARIANTS, key, Buffer.from(render(known, lng, config)));
      // The preloaded files depend on the language the visitor's headers say.
      reply.header('vary', 'Accept-Language, Cookie');
      // Built once per variant, so brotli at its best (quality 11) costs nothing per request.
      return sendKeptBytes(request, reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8'), html, 11);
    },
  };
}
