import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DETECTION_ORDER, detectLanguages, LANGUAGE_STORAGE_KEY, languageDetector } from './language-detector';

/** The detector reads the cookie an earlier visit (or another app on the domain) may have set. */
function setLanguageCookie(value: string, expires = '') {
  // biome-ignore lint/suspicious/noDocumentCookie: the test plays the part of whoever set the cookie
  document.cookie = `i18next=${value}; path=/${expires}`;
}

function setNavigatorLanguages(languages: string[]) {
  vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(window.navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  setLanguageCookie('', '; expires=Thu, 01 Jan 1970 00:00:00 GMT');
  document.documentElement.setAttribute('lang', 'en');
  setNavigatorLanguages([]);
});

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('detectLanguages', () => {
  it('follows the spec order: query, cookie, local storage, session storage, browser, html tag', () => {
    expect(DETECTION_ORDER).toEqual(['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag']);
    window.history.replaceState(null, '', '/?lng=fr');
    setLanguageCookie('de');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'it');
    sessionStorage.setItem(LANGUAGE_STORAGE_KEY, 'ja');
    setNavigatorLanguages(['pl-PL', 'sv']);
    expect(detectLanguages()).toEqual(['fr', 'de', 'it', 'ja', 'pl-PL', 'sv', 'pl-PL', 'en']);
  });

  it('skips sources that have nothing and falls through to the browser and the html tag', () => {
    expect(detectLanguages()).toEqual(['en']);
    setNavigatorLanguages(['es-MX']);
    expect(detectLanguages()[0]).toBe('es-MX');
  });

  it("maps any Arabic code to the product's code ae", () => {
    setNavigatorLanguages(['ar-EG']);
    window.history.replaceState(null, '', '/?lng=AR');
    expect(detectLanguages().slice(0, 2)).toEqual(['ae', 'ae']);
  });

  it('ignores storage that throws (blocked storage) instead of failing the start', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(detectLanguages()).toEqual(['en']);
  });
});

describe('languageDetector', () => {
  it('caches the chosen language in local storage and survives blocked storage', () => {
    languageDetector.cacheUserLanguage?.('tr');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('tr');
    // The cookie too: the server reads it to preload the texts of this language with the page.
    expect(document.cookie).toContain('i18next=tr');
    expect(detectLanguages()[0]).toBe('tr');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => languageDetector.cacheUserLanguage?.('da')).not.toThrow();
  });

  it('writes nothing when the cookie and storage already hold the language (every start calls it)', () => {
    languageDetector.cacheUserLanguage?.('fr');
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const cookie = vi.spyOn(document, 'cookie', 'set');
    languageDetector.cacheUserLanguage?.('fr');
    expect(setItem).not.toHaveBeenCalled();
    expect(cookie).not.toHaveBeenCalled();
    languageDetector.cacheUserLanguage?.('de');
    expect(setItem).toHaveBeenCalledWith(LANGUAGE_STORAGE_KEY, 'de');
    expect(cookie).toHaveBeenCalledWith(expect.stringContaining('i18next=de'));
  });
});
