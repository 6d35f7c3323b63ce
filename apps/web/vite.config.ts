import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { CONTRACT_VALUES_ID, contractValues } from './vite-plugins/contract-values';
import { firstLoad } from './vite-plugins/first-load';
import { lateStylesheet } from './vite-plugins/late-stylesheet';
import { precompress } from './vite-plugins/precompress';

/** react-router's production build, found beside the development build its package exports. */
function reactRouterProduction(): string {
  const development = createRequire(import.meta.url).resolve('react-router');
  return path.join(path.dirname(development), '../production/index.mjs');
}

const apiTarget = process.env.ATRIUM_API_URL ?? 'http://localhost:3000';

/**
 * The app's own code, the contracts' plain values and react-query: what lazy screens share, grouped in one chunk.
 * The real contracts modules (zod schemas, for forms) stay with the screens whose forms use them.
 */
const SHARED_CODE = [/apps[\\/]web[\\/]src[\\/]/, /node_modules[\\/]@tanstack[\\/]/, CONTRACT_VALUES_ID];
const isSharedCode = (id: string) => SHARED_CODE.some((pattern) => pattern.test(id));
/** The contracts' schemas and zod, which screens with forms share: one more chunk, never loaded by the home page. */
const SCHEMAS = /packages[\\/]contracts[\\/]|node_modules[\\/]zod[\\/]/;

export default defineConfig(({ mode }) => ({
  // firstLoad: what each first screen needs, for the server's preload links; lateStylesheet: the loading screen
  // paints without waiting for the app's CSS; precompress: .br/.gz twins (ADR 015).
  // contractValues: endpoints without their schemas, so the home page does not evaluate zod (ADR 021).
  plugins: [react(), tailwindcss(), contractValues(), firstLoad(), lateStylesheet(), precompress()],
  resolve: {
    alias: [
      // react-router's package exports only its development build, whose dev warnings cost every
      // visitor; production builds use the production build it ships beside it (the same code, warnings off).
      ...(mode === 'production' ? [{ find: /^react-router$/, replacement: reactRouterProduction() }] : []),
      // `@/x` is apps/web/src/x (tsconfig.json `paths` says the same to TypeScript and dependency-cruiser).
      { find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: fileURLToPath(new URL('./src/lib/use-sync-external-store-shim.ts', import.meta.url)),
      },
    ],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/v1': apiTarget,
      '/uploads': apiTarget,
      '/engine.io': { target: apiTarget, ws: true },
    },
  },
  // The manifest lets the bench measure exactly the JavaScript each route loads.
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 500,
    // Browsers without <link rel="modulepreload"> (older Firefox and Safari) still work, only without
    // the early fetch of a lazy page's chunks; the polyfill would cost every visitor for that.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Everything the first render needs in one chunk: fewer requests, and one gzip stream
        // compresses better than the many small shared chunks automatic splitting makes.
        // Code that two or more lazy screens share (UI primitives, react-query, contracts) goes in one more
        // chunk instead of dozens of small ones: the first chunk lists every lazy chunk's file for
        // preloading, so each extra shared chunk costs every visitor of / bytes, and screens fewer requests.
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'] },
            { name: 'shared', test: isSharedCode, minShareCount: 2 },
            { name: 'schemas', test: SCHEMAS, minShareCount: 2 },
          ],
        },
        // The first chunk lists every lazy chunk's file for preloading: hash-only names keep that list
        // short (about 300 bytes gzipped today, growing with every page), at the cost of names in devtools.
        chunkFileNames: 'assets/[hash].js',
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'vite-plugins/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
    // A screen test types and clicks through several requests: on a busy 2-core machine that passed 5 s (vitest's
    // default) with nothing wrong. A hang still fails, three times later.
    testTimeout: 15_000,
  },
}));
