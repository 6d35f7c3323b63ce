import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from './i18n';

const FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
// Every file the backend asks for: one plural with all six forms, each text naming its form.
const plural = Object.fromEntries(FORMS.map((form) => [`items_${form}`, `${form} {{count}}`]));

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('plurals with the app set-up', () => {
  it('uses Arabic plural rules for `ae` and English ones for `en`', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(plural), { headers: { 'Content-Type': 'application/json' } })),
    );
    window.history.replaceState(null, '', '/?lng=ae');
    await initI18n();
    expect(i18next.language).toBe('ae');

    const ae = i18next.getFixedT('ae');
    expect([0, 1, 2, 3, 10, 11, 99, 100, 1.5].map((count) => ae('items', { count }))).toEqual([
      'zero 0',
      'one 1',
      'two 2',
      'few 3',
      'few 10',
      'many 11',
      'many 99',
      'other 100',
      'other 1.5',
    ]);
    expect(i18next.services.pluralResolver.getSuffix('ae-EG', 2)).toBe('_two');

    await i18next.changeLanguage('en');
    const en = i18next.getFixedT('en');
    expect([1, 2, 11].map((count) => en('items', { count }))).toEqual(['one 1', 'other 2', 'other 11']);
    // i18next prefers `_zero` for a count of 0 in every language (so the locale files' `_zero` repeats the form each language's rule picks for 0).
    expect(en('items', { count: 0 })).toBe('zero 0');
  });
});
