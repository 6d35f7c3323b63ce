/**
 * What the first screen of a route needs beyond the entry script, so the server can start it from the HTML
 * (`<link rel="modulepreload">` / `<link rel="preload" as="fetch">`) instead of the page discovering it one
 * round trip at a time (docs/decisions/015). The build turns module paths into chunk files
 * (`vite-plugins/first-load.ts`); the server adds the links for the language it detects.
 *
 * Keep each entry in step with its screen: `modules` are what the route imports lazily, `texts` the
 * namespaces it renders with (`common` is always preloaded), `data` the GETs it makes on first render,
 * exactly as the page requests them (same URL; fetched without custom headers or a token, see
 * `preloadableGet` in lib/api-client.ts), or the browser downloads them twice.
 */
export interface FirstLoadEntry {
  modules: readonly string[];
  texts: readonly string[];
  data: readonly string[];
  /**
   * Whether to preload the chunk of code that lazy screens share (react-query, UI primitives; about 43 kB
   * compressed, vite.config.ts). Yes where the first screen is drawn by it; not on `/`, whose first render is
   * the hero (in the entry): there the catalogue's 43 kB would compete with the entry on a slow link and push
   * the first render out (ADR 015: the bytes before the first render of `/`), for a catalogue that then
   * follows the entry by one round trip.
   */
  preloadShared: boolean;
  /**
   * First-screen GETs a preload cannot fetch, as they carry headers (the podcast listing's JSON content type,
   * SPEC 7): the page's HTML starts them with a script (@atrium/contracts/early-gets), and the screen's call takes
   * the answer instead of asking once its code has loaded and rendered.
   */
  early: readonly string[];
}

export const FIRST_LOAD: Record<string, FirstLoadEntry> = {
  '/': {
    modules: ['src/app/routes/home/home-catalogue.tsx'],
    texts: ['marketplace'],
    data: ['/api/v1/app/default_apps'],
    preloadShared: false,
    early: [],
  },
  '/podcast': {
    // Any path but / first loads the rest of the route table (router.tsx: route discovery).
    modules: ['src/app/route-table.tsx', 'src/app/layouts/query-layout.tsx', 'src/app/routes/podcasts/podcasts-page.tsx'],
    texts: ['podcasts'],
    data: [],
    preloadShared: true,
    early: ['/api/v1/exchangepodcast'],
  },
};
