import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { EARLY_GETS_SCRIPT } from '@atrium/contracts/early-gets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../seed/demo-catalogue';
import { createTestApp, type TestApp } from '../test/test-app';
import { encodedTwin, negotiateEncoding } from './prebuilt-json';

/** A built web app in miniature: an index page, a script with its build-time twins, a translation, the first-load file. */
async function fakeDist(): Promise<{ dist: string; script: Buffer }> {
  const dist = await mkdtemp(path.join(tmpdir(), 'atrium-compressed-web-'));
  await mkdir(path.join(dist, 'assets'));
  await mkdir(path.join(dist, '.vite'));
  for (const lng of ['en', 'de']) await mkdir(path.join(dist, 'locales', lng), { recursive: true });
  const padding = '<!-- the loading screen -->\n'.repeat(60);
  await writeFile(
    path.join(dist, 'index.html'),
    `<!doctype html><html><head><title>Atrium</title>${padding}</head><body><div id="root"></div></body></html>`,
  );
  const script = Buffer.from(`console.log(${JSON.stringify('x'.repeat(50))});\n`.repeat(100));
  await writeFile(path.join(dist, 'assets', 'app-123.js'), script);
  await writeFile(path.join(dist, 'assets', 'app-123.js.br'), brotliCompressSync(script));
  await writeFile(path.join(dist, 'assets', 'app-123.js.gz'), gzipSync(script));
  await writeFile(path.join(dist, 'locales', 'en', 'common.json'), '{"hello":"Hello"}');
  const firstLoad = {
    routes: {
      '/': { modules: ['/assets/home-1.js'], texts: ['common', 'marketplace'], data: ['/api/v1/app/default_apps'], early: [] },
      '/podcast': {
        modules: ['/assets/podcast-1.js'],
        texts: ['common', 'podcasts'],
        data: [],
        early: ['/api/v1/exchangepodcast'],
      },
    },
  };
  await writeFile(path.join(dist, '.vite', 'first-load.json'), JSON.stringify(firstLoad));
  return { dist, script };
}

const decode = (res: { rawPayload: Buffer; headers: Record<string, unknown> }) => {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload);
  if (encoding === 'gzip') return gunzipSync(res.rawPayload);
  return res.rawPayload;
};

describe('negotiateEncoding', () => {
  it('prefers brotli, honours q values and refusals', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('identity')).toBeNull();
    expect(negotiateEncoding(undefined)).toBeNull();
  });
});

describe('encodedTwin', () => {
  it('compresses a kept body once per encoding and keeps the result with that body', () => {
    const kept = Buffer.from(JSON.stringify({ data: 'x'.repeat(4000) }));
    const br = encodedTwin(kept, 'br');
    expect(encodedTwin(kept, 'br')).toBe(br);
    expect(brotliDecompressSync(br).equals(kept)).toBe(true);
    expect(gunzipSync(encodedTwin(kept, 'gzip')).equals(kept)).toBe(true);
    // Another body with the same bytes is another cache entry: its twins are its own.
    expect(encodedTwin(Buffer.from(kept), 'br')).not.toBe(br);
  });
});

describe('the web app, compressed', () => {
  let t: TestApp;
  let dist: string;
  let script: Buffer;
  beforeAll(async () => {
    ({ dist, script } = await fakeDist());
    t = await createTestApp({ WEB_DIST_DIR: dist, APPS_HOSTS: 'apps.example' });
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('sends a script as its build-time brotli or gzip twin, with the right headers, or as is', async () => {
    const br = await t.app.inject({ url: '/assets/app-123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(script.length / 5);
    expect(decode(br).equals(script)).toBe(true);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const gz = await t.app.inject({ url: '/assets/app-123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(decode(gz).equals(script)).toBe(true);

    const plain = await t.app.inject({ url: '/assets/app-123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(script)).toBe(true);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
  });

  it('sends the page of an app route compressed, with the site configuration, preloads and the language', async () => {
    const res = await t.app.inject({
      url: '/podcast',
      headers: { 'accept-encoding': 'br', 'accept-language': 'de-DE,de;q=0.9,en;q=0.8', host: 'apps.example' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers.vary).toMatch(/accept-language/i);
    const html = decode(res).toString();
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/podcast-1.js">');
    expect(html).toContain('<link rel="preload" as="fetch" crossorigin href="/locales/de/common.json">');
    expect(html).toContain('<link rel="preload" as="fetch" crossorigin href="/locales/de/podcasts.json">');
    // i18next also loads its fallback language's files.
    expect(html).toContain('<link rel="preload" as="fetch" crossorigin href="/locales/en/podcasts.json">');
    expect(html).not.toContain('marketplace.json');
    const config = /<script type="application\/json" id="atrium-site-config">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(config ?? 'null')).toEqual({ hostKind: 'apps', realtime: { path: '/engine.io' } });
    expect(html.indexOf('atrium-site-config')).toBeLessThan(html.indexOf('</head>'));
  });

  it('starts the GETs a preload cannot make with the one inline script, which the CSP allows by its hash', async () => {
    const res = await t.app.inject({ url: '/podcast' });
    const block = /<script type="application\/json" id="atrium-early-gets">(.*?)<\/script>/.exec(res.body)?.[1];
    expect(JSON.parse(block ?? 'null')).toEqual(['/api/v1/exchangepodcast']);
    const inline = [...res.body.matchAll(/<script>(.*?)<\/script>/g)].map((match) => match[1] ?? '');
    expect(inline).toEqual([EARLY_GETS_SCRIPT]);
    // It reads the block, so the block comes first.
    expect(res.body.indexOf(EARLY_GETS_SCRIPT)).toBeGreaterThan(res.body.indexOf('atrium-early-gets'));
    const hash = createHash('sha256')
      .update(inline[0] ?? '')
      .digest('base64');
    const scriptSrc = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(scriptSrc?.split(' ')).toEqual(["'self'", `'sha256-${hash}'`]);
    // Routes without such GETs run no inline script.
    const home = await t.app.inject({ url: '/' });
    expect(home.body).not.toContain('<script>');
    expect(home.body).not.toContain('atrium-early-gets');
  });

  it("preloads the home page's chunk, texts and first data; a language the build lacks falls back to English", async () => {
    const res = await t.app.inject({ url: '/?utm=x', headers: { 'accept-encoding': 'gzip', 'accept-language': 'xx, pt;q=0' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    const html = decode(res).toString();
    expect(html).toContain('href="/assets/home-1.js"');
    expect(html).toContain('href="/locales/en/common.json"');
    expect(html).toContain('href="/locales/en/marketplace.json"');
    expect(html).toContain('<link rel="preload" as="fetch" crossorigin href="/api/v1/app/default_apps">');
  });

  it('takes the language from ?lng, then the cookie the app writes, before Accept-Language', async () => {
    const page = async (url: string, headers: Record<string, string>) => (await t.app.inject({ url, headers })).body;
    expect(await page('/?lng=de', { cookie: 'i18next=en', 'accept-language': 'en' })).toContain('/locales/de/common.json');
    expect(await page('/', { cookie: 'a=1; i18next=de', 'accept-language': 'en' })).toContain('/locales/de/common.json');
    // Unknown routes get the common texts only.
    const other = await page('/faq', {});
    expect(other).toContain('/locales/en/common.json');
    expect(other).not.toContain('modulepreload');
  });
});

describe('API answers, compressed', () => {
  let t: TestApp;
  const big = { data: Array.from({ length: 100 }, (_, i) => ({ _id: `id-${i}`, name: `Item number ${i}` })) };
  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        beforeReady: (app) => {
          app.get('/api/v1/test-compression/big', async () => big);
          app.get('/api/v1/test-compression/small', async () => ({ data: { ok: true } }));
        },
      },
    );
    await seedCatalogue(t.db, { size: 40, seed: 5, now: Date.parse('2026-11-01T00:00:00Z') });
  });
  afterAll(() => t.close());

  it('compresses JSON of 1 kB and more, and leaves smaller answers alone', async () => {
    const res = await t.app.inject({ url: '/api/v1/test-compression/big', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(decode(res).toString())).toEqual(big);
    const gz = await t.app.inject({ url: '/api/v1/test-compression/big', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decode(gz).toString())).toEqual(big);

    const small = await t.app.inject({ url: '/api/v1/test-compression/small', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ data: { ok: true } });
    const plain = await t.app.inject({ url: '/api/v1/test-compression/big' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(big);
  });

  it("keeps a cached catalogue answer's compressed bytes with it: they decode to the raw answer, and a hit sends the same bytes", async () => {
    const url = '/api/v1/app/default_apps';
    const raw = await t.app.inject({ url });
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(raw.rawPayload.length).toBeGreaterThan(1024);
    for (const encoding of ['br', 'gzip'] as const) {
      const first = await t.app.inject({ url, headers: { 'accept-encoding': encoding } });
      const again = await t.app.inject({ url, headers: { 'accept-encoding': encoding } });
      expect(first.headers['x-catalogue-cache']).toBe('hit');
      expect(first.headers['content-encoding']).toBe(encoding);
      expect(first.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(first.headers['content-length'])).toBe(first.rawPayload.length);
      expect(JSON.parse(decode(first).toString())).toEqual(raw.json());
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    }
  });
});
