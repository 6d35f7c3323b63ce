import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n, NAMESPACES } from './i18n';
import { LANGUAGE_CODES } from './languages';

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

/** The real locale files, served to the app's own set-up through a stubbed fetch. */
const LOCALES = join(import.meta.dirname, '../../public/locales');
type Tree = { [key: string]: string | Tree };
const readLocale = (lng: string, ns: string): Tree => JSON.parse(readFileSync(join(LOCALES, lng, `${ns}.json`), 'utf8'));
const files = readdirSync(join(LOCALES, 'en')).map((file) => file.replace(/\.json$/, ''));

function flatten(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : flatten(value, `${prefix}${key}.`),
  );
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
/** The plural keys of a namespace (`versions.showAll` for `versions.showAll_one` ...), from the English file. */
const pluralBases = (ns: string) => [
  ...new Set(flatten(readLocale('en', ns)).flatMap(([key]) => (PLURAL_SUFFIX.test(key) ? [key.replace(PLURAL_SUFFIX, '')] : []))),
];

// Counts that reach every form: 0, 1, 2, Arabic's few (3-10) and many (11-99), Russian and Polish few and
// many (2-4, 5-20, 21, 22, 25), 100 and more, and a fraction.
const COUNTS = [0, 1, 2, 3, 4, 5, 11, 12, 21, 22, 25, 99, 100, 101, 102, 111, 1000, 1.5];

describe('plural texts in every language', () => {
  it('has the form each language picks for every count, in that language (no fallback to English)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const [, lng = '', ns = ''] = url.match(/^\/locales\/([^/]+)\/([^/]+)\.json$/) ?? [];
        return new Response(readFileSync(join(LOCALES, lng, `${ns}.json`), 'utf8'), {
          headers: { 'Content-Type': 'application/json' },
        });
      }),
    );
    await initI18n();
    await i18next.loadLanguages([...LANGUAGE_CODES]);
    await i18next.loadNamespaces([...NAMESPACES]);
    expect(files.sort()).toEqual([...NAMESPACES].sort());

    const missing: string[] = [];
    for (const lng of LANGUAGE_CODES) {
      for (const ns of NAMESPACES) {
        const texts = new Map(flatten(readLocale(lng, ns)));
        for (const base of pluralBases(ns)) {
          if (texts.has(base)) missing.push(`${lng}/${ns}: ${base} is also a plain text`);
          for (const count of COUNTS) {
            const key = `${base}${i18next.services.pluralResolver.getSuffix(lng, count)}`;
            if (!texts.get(key)?.trim()) missing.push(`${lng}/${ns}: ${key} (for ${count})`);
          }
        }
      }
    }
    expect([...new Set(missing)]).toEqual([]);
    // The check sees what the app shows: Russian picks `_few` for 3 and `_many` for 5, Arabic `_many` for 11.
    expect(i18next.getFixedT('ru', 'console')('installs.days', { days: 3, count: 3 })).toBe('3 дня');
    expect(i18next.getFixedT('ru', 'console')('installs.days', { days: 5, count: 5 })).toBe('5 дней');
    expect(i18next.getFixedT('fr', 'quizzes')('list.attemptsUsed', { used: 1, allowed: 1, count: 1 })).toBe(
      '1 sur 1 tentative utilisée',
    );
  });

  it('gives every counted text its plural forms: counts of characters, minutes, plans and emails, and every {{count}}', () => {
    // A number before a counted word, in an English text that is not a plural form.
    const counted = /\{\{\s*(min|max|n|count|minutes|used|total)\s*\}\}\s+(characters?|minutes?|plans?|emails?)\b/;
    const plain = files.flatMap((ns) =>
      flatten(readLocale('en', ns))
        .filter(([key, text]) => !PLURAL_SUFFIX.test(key) && (counted.test(text) || /\{\{\s*count\s*\}\}/.test(text)))
        .map(([key, text]) => `${ns}: ${key} = ${text}`),
    );
    expect(plain).toEqual([]);
    // The character counts of the forms, by name, so that none goes back to a single text.
    const required: Record<string, string[]> = {
      common: ['validation.minLength', 'validation.maxLength', 'auth.passwordHint', 'auth.forgotSentBody'],
      console: ['errors.tooShort', 'errors.tooLong', 'errors.chipLength', 'listing.taglineHint', 'reviews.replyHint'],
      installs: ['locations.nameTooLong'],
      authoring: ['errors.tooShort', 'errors.tooLong'],
      'authoring-quizzes': ['errors.tooLong'],
      roadmap: ['errors.tooShort', 'errors.tooLong'],
      support: ['errors.tooShort', 'errors.tooLong'],
      admin: ['podcasts.form.errors.tooLong'],
      account: ['outbox.total'],
    };
    for (const [ns, keys] of Object.entries(required)) expect(pluralBases(ns), ns).toEqual(expect.arrayContaining(keys));
  });

  it('never writes a plural (or a gender) in brackets, such as "tentative(s)" or "сказал(а)"', () => {
    // Hungarian's "a(z)" is the article before any word, not a plural.
    const bracketed =
      /[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}]\([\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}]{1,3}\)/u;
    const found = LANGUAGE_CODES.flatMap((lng) =>
      files.flatMap((ns) =>
        flatten(readLocale(lng, ns))
          .filter(([, text]) => bracketed.test(text.replace(/\b[Aa]\(z\)/g, 'az')))
          .map(([key, text]) => `${lng}/${ns}: ${key} = ${text}`),
      ),
    );
    expect(found).toEqual([]);
  });
});
