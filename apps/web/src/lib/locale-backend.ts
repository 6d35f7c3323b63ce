import type { BackendModule, ReadCallback } from 'i18next';

/** Where translation files live (SPEC 8: GET /locales/{lng}/{ns}.json). */
export const localePath = (lng: string, ns: string) => `/locales/${encodeURIComponent(lng)}/${encodeURIComponent(ns)}.json`;

/**
 * Loads one namespace of one language with `fetch`. It replaces i18next-http-backend, whose XHR
 * and ponyfill fallbacks cost every first load ~3.5 kB gzipped for browsers Atrium does not support
 * (docs/decisions/005). The retry flag follows that backend: network failures and 5xx are retried
 * by i18next, a 4xx or a broken file is not.
 */
export const localeBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    // A plain fetch, exactly what the page's `<link rel="preload" as="fetch" crossorigin>` asks for (the server
    // adds one for each text the first screen needs, docs/decisions/015): a custom header would make the browser
    // ignore the preloaded answer and download the file again.
    fetch(localePath(language, namespace))
      .then(async (res) => {
        if (!res.ok) {
          callback(new Error(`Translations ${language}/${namespace} failed with ${res.status}`), res.status >= 500);
          return;
        }
        callback(null, await res.json());
      })
      .catch((error: unknown) => {
        const retry = error instanceof TypeError; // fetch rejects with TypeError on network failure
        callback(error instanceof Error ? error : new Error(String(error)), retry);
      });
  },
};
