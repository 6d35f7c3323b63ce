import i18next from 'i18next';
import { type ComponentType, lazy } from 'react';
import { firstScreenShown } from './first-screen';
import type { Namespace } from './i18n';

/**
 * Lazy page chunks can vanish when a new version is deployed while a tab is open. Vite raises
 * `vite:preloadError` for failed preloads in builds; `lazyRoute` raises the same event for failures
 * Vite does not see (dev, bare imports), so one listener decides: a handled event (one automatic
 * reload) stops the error, an unhandled one is rethrown as a ChunkLoadError for the error boundary.
 */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : 'A part of the application failed to load', { cause });
    this.name = 'ChunkLoadError';
  }
}

type PreloadErrorEvent = Event & { payload?: unknown };

const announced = new WeakSet<object>();
const RELOAD_MARK = 'atrium:chunk-reload-at';
const RELOAD_WINDOW_MS = 10_000;

function dispatchPreloadError(error: unknown): boolean {
  const event: PreloadErrorEvent = new Event('vite:preloadError', { cancelable: true });
  event.payload = error;
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

/** Reload once to pick up the new build; a second failure inside the window goes to the error boundary. */
export function installPreloadErrorHandler(reload: () => void = () => window.location.reload()): () => void {
  const listener = (event: Event) => {
    const payload = (event as PreloadErrorEvent).payload;
    if (typeof payload === 'object' && payload !== null) announced.add(payload);
    const last = Number(sessionStorage.getItem(RELOAD_MARK) ?? 0);
    if (Date.now() - last < RELOAD_WINDOW_MS) return;
    sessionStorage.setItem(RELOAD_MARK, String(Date.now()));
    event.preventDefault();
    reload();
  };
  window.addEventListener('vite:preloadError', listener);
  return () => window.removeEventListener('vite:preloadError', listener);
}

/** A page that never settles: the tab is reloading, so rendering anything would only flash. */
const pending = <T>() => new Promise<T>(() => {});

/**
 * The translation namespaces a lazy screen renders with. They are fetched beside its chunk and the screen waits
 * for both: i18next runs without Suspense (ADR 005), so a screen that renders first would show raw keys
 * ("console.title") until its texts arrive. A failed fetch still lets the screen render (i18next resolves).
 */
export type ScreenTexts = readonly Namespace[];
const loadTexts = (texts: ScreenTexts) => (texts.length > 0 ? i18next.loadNamespaces([...texts]) : undefined);

/** Wraps a route's `lazy` import: `lazy: lazyRoute(() => import('./routes/x'), ['console'])`. */
export function lazyRoute<T extends object>(load: () => Promise<T>, texts: ScreenTexts = []): () => Promise<T> {
  return async () => {
    try {
      const [module] = await Promise.all([load(), loadTexts(texts)]);
      // Vite resolves to undefined when a listener handled its preload error.
      return module ?? pending<T>();
    } catch (error) {
      const seen = typeof error === 'object' && error !== null && announced.has(error);
      if (!seen && dispatchPreloadError(error)) return pending<T>();
      throw new ChunkLoadError(error);
    }
  };
}

/**
 * A route's `lazy` for one named screen of a module that holds several (one chunk per area):
 * `screenOf(() => import('./routes/x/x-screens'))('SomePage')`.
 */
export const screenOf =
  <M extends object>(load: () => Promise<M>) =>
  (name: keyof M) =>
    lazyRoute(async () => ({ Component: (await load())[name] }));

/** React.lazy for a named export, with the same chunk-failure handling and texts as the routes. */
export function lazyNamed<M extends object, K extends keyof M>(load: () => Promise<M>, name: K, texts: ScreenTexts = []) {
  type Loaded = M[K] extends ComponentType<infer P> ? ComponentType<P> : never;
  const loadModule = lazyRoute(load, texts);
  return lazy(async () => ({ default: (await loadModule())[name] as Loaded }));
}

/** `lazyNamed` for a part the first paint does not need: its download starts once the first screen is painted. */
export const lazyAfterFirstScreen = <M extends object, K extends keyof M>(load: () => Promise<M>, name: K) =>
  lazyNamed(() => firstScreenShown().then(load), name);
