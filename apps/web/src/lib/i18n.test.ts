import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from './i18n';
import { LANGUAGE_CODES } from './languages';
import { captureStartParams, getStartAppId } from './start-params';

// Not the shared harness: it initialises i18next with the test resources, and this test needs a fresh instance.
function stubFetch() {
  const calls: { url: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      calls.push({ url: String(input) });
      return new Response(JSON.stringify({ greeting: String(input) }), { headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return { calls };
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('initI18n', () => {
  it('detects ?lng, loads common from /locales and applies the Arabic direction', async () => {
    window.history.replaceState(null, '', '/?lng=ae');
    const { calls } = stubFetch();
    await initI18n();
    expect(i18next.language).toBe('ae');
    expect(calls.map((c) => c.url)).toEqual(expect.arrayContaining(['/locales/ae/common.json', '/locales/en/common.json']));
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(localStorage.getItem('i18nextLng')).toBe('ae');
    expect(i18next.options).toMatchObject({
      fallbackLng: ['en'],
      load: 'languageOnly',
      defaultNS: 'common',
    });
    expect(i18next.options.supportedLngs).toEqual(expect.arrayContaining([...LANGUAGE_CODES]));

    await i18next.changeLanguage('fr');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(document.documentElement).toHaveAttribute('lang', 'fr');
  });
});

describe('start parameters', () => {
  it('keeps the app_id query parameter read at start', () => {
    captureStartParams('?app_id=abc-123&x=1');
    window.history.replaceState(null, '', '/elsewhere');
    expect(getStartAppId()).toBe('abc-123');
    captureStartParams('');
    expect(getStartAppId()).toBeNull();
  });
});
