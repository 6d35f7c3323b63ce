import type { LanguageDetectorModule } from 'i18next';

/** SPEC 8 detection order: query parameter lng, cookie, local storage, session storage, browser language, html tag. */
export const DETECTION_ORDER = ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'] as const;
export type DetectionSource = (typeof DETECTION_ORDER)[number];

/** The names i18next-browser-languagedetector uses, so a language chosen before this detector still applies. */
export const LANGUAGE_QUERY_PARAM = 'lng';
export const LANGUAGE_COOKIE = 'i18next';
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

// Browsers report Arabic as `ar`; the product's Arabic code is `ae`.
const normalise = (lng: string) => (lng.toLowerCase().startsWith('ar') ? 'ae' : lng);

function readStorage(storage: () => Storage): string | null {
  try {
    return storage().getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null; // storage blocked (private mode, sandboxed frame)
  }
}

function readCookie(): string | null {
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${LANGUAGE_COOKIE}=`));
  return match ? decodeURIComponent(match.slice(LANGUAGE_COOKIE.length + 1)) : null;
}

const sources: Record<DetectionSource, () => readonly (string | null | undefined)[]> = {
  querystring: () => [new URLSearchParams(window.location.search).get(LANGUAGE_QUERY_PARAM)],
  cookie: () => [readCookie()],
  localStorage: () => [readStorage(() => window.localStorage)],
  sessionStorage: () => [readStorage(() => window.sessionStorage)],
  navigator: () => [...(navigator.languages ?? []), navigator.language],
  htmlTag: () => [document.documentElement.getAttribute('lang')],
};

/** Every candidate in SPEC order; i18next takes the first supported one and falls back to English. */
export function detectLanguages(): string[] {
  return DETECTION_ORDER.flatMap((source) => sources[source]())
    .filter((lng): lng is string => Boolean(lng))
    .map(normalise);
}

/**
 * A small stand-in for i18next-browser-languagedetector (docs/decisions/005): same order, same
 * names, and the detected language cached in local storage.
 */
export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: detectLanguages,
  cacheUserLanguage(lng: string) {
    // i18next calls this on every start: writing the cookie is a synchronous round trip to the browser's cookie
    // store, and start-up runs on the main thread before the first screen (ADR 015), so only a change is written.
    if (readCookie() === lng && readStorage(() => window.localStorage) === lng) return;
    // Also in the cookie, which the server reads to preload this language's texts with the page (ADR 015).
    // Same value as local storage, so its earlier place in the detection order changes nothing.
    // biome-ignore lint/suspicious/noDocumentCookie: one first-party cookie, set once per choice; no store API needed
    document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(lng)}; path=/; max-age=31536000; SameSite=Lax`;
    try {
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
    } catch {
      // storage blocked: the language still applies for this visit
    }
  },
};
