import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from './languages';

/**
 * Every namespace in public/locales/en must exist in all 16 languages with the same keys, no empty
 * texts, the same {{variables}}, and real translations (most texts differ from English).
 */
const LOCALES = join(import.meta.dirname, '../../public/locales');
type Tree = { [key: string]: string | Tree };

export function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const variables = (text: string) => [...text.matchAll(/{{\s*([\w.]+)\s*}}/g)].map((m) => m[1]).sort();

/** The problems of one translation compared with English; empty when it is complete. */
export function compareLocale(english: Tree, other: Tree, minChangedShare = 0.6): string[] {
  const en = flatten(english);
  const tr = flatten(other);
  const problems: string[] = [];
  for (const key of en.keys()) if (!tr.has(key)) problems.push(`missing key ${key}`);
  for (const key of tr.keys()) if (!en.has(key)) problems.push(`extra key ${key}`);
  let changed = 0;
  for (const [key, text] of tr) {
    const source = en.get(key);
    if (!text.trim()) problems.push(`empty value ${key}`);
    if (source === undefined) continue;
    if (variables(source).join() !== variables(text).join()) problems.push(`variables differ in ${key}`);
    if (text !== source) changed += 1;
  }
  if (en.size > 0 && changed / en.size < minChangedShare) problems.push(`only ${changed} of ${en.size} texts are translated`);
  return problems;
}

const read = (lng: string, file: string): Tree => JSON.parse(readFileSync(join(LOCALES, lng, file), 'utf8'));
const namespaces = readdirSync(join(LOCALES, 'en')).filter((f) => f.endsWith('.json'));

describe('locale files', () => {
  it('include the common namespace', () => {
    expect(namespaces).toContain('common.json');
  });

  for (const file of namespaces) {
    const english = read('en', file);
    it(`${file}: English has no empty texts`, () => {
      expect([...flatten(english)].filter(([, v]) => !v.trim()).map(([k]) => k)).toEqual([]);
    });
    for (const lng of LANGUAGE_CODES.filter((code) => code !== 'en')) {
      it(`${file}: ${lng} matches English`, () => {
        expect(existsSync(join(LOCALES, lng, file)), `${lng}/${file} is missing`).toBe(true);
        expect(compareLocale(english, read(lng, file))).toEqual([]);
      });
    }
  }
});

/**
 * Arabic (`ae`, resolved with Arabic plural rules in i18n.ts) selects zero, one, two, few, many and other;
 * a missing form falls back to English, so every plural base carries all six in every language.
 */
const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'];

/** The plural keys missing from a translation: for each base (a key ending in _one/_few/_many/_other), any of the six forms. */
export function missingPluralForms(tree: Tree): string[] {
  const keys = new Set(flatten(tree).keys());
  const bases = new Set([...keys].flatMap((key) => key.match(/^(.+)_(one|few|many|other)$/)?.[1] ?? []));
  return [...bases].flatMap((base) => PLURAL_FORMS.map((form) => `${base}_${form}`)).filter((key) => !keys.has(key));
}

/**
 * i18next picks `_zero` for a count of 0 in every language, so outside Arabic it must repeat the form the
 * language's own rule picks for 0 (`many` in Polish and Russian, `one` in French and Portuguese, else `other`).
 */
export function wrongZeroForms(tree: Tree, lng: string): string[] {
  const texts = flatten(tree);
  const form = new Intl.PluralRules(lng).select(0);
  return [...texts.keys()]
    .filter((key) => key.endsWith('_zero'))
    .filter((key) => texts.get(key) !== texts.get(key.replace(/_zero$/, `_${form}`)));
}

describe('plural forms', () => {
  for (const file of namespaces) {
    for (const lng of LANGUAGE_CODES) {
      it(`${file}: ${lng} has zero, one, two, few, many and other for every plural`, () => {
        expect(missingPluralForms(read(lng, file))).toEqual([]);
        if (lng !== 'ae') expect(wrongZeroForms(read(lng, file), lng)).toEqual([]);
      });
    }
  }

  it('finds the missing forms of a plural and zero forms that differ from the form picked for 0', () => {
    expect(wrongZeroForms({ n_zero: 'a', n_one: 'b', n_many: 'a' }, 'pl')).toEqual([]);
    expect(wrongZeroForms({ n_zero: 'a', n_one: 'b', n_other: 'c' }, 'en')).toEqual(['n_zero']);
    expect(missingPluralForms({ a: { n_one: '1', n_other: 'n' }, b: 'x' })).toEqual([
      'a.n_zero',
      'a.n_two',
      'a.n_few',
      'a.n_many',
    ]);
  });
});

describe('compareLocale', () => {
  const english = { a: 'Hello {{name}}', b: { c: 'Close', d: 'Open' } };

  it('accepts a complete translation', () => {
    expect(compareLocale(english, { a: 'Hallo {{name}}', b: { c: 'Schließen', d: 'Öffnen' } })).toEqual([]);
  });

  it('fails on a missing key, an empty text, changed variables or untranslated copies', () => {
    expect(compareLocale(english, { a: 'Hallo {{name}}', b: { c: 'Schließen' } })).toContain('missing key b.d');
    expect(compareLocale(english, { a: 'Hallo {{name}}', b: { c: ' ', d: 'Öffnen' } })).toContain('empty value b.c');
    expect(compareLocale(english, { a: 'Hallo {{user}}', b: { c: 'Schließen', d: 'Öffnen' } })).toContain(
      'variables differ in a',
    );
    expect(compareLocale(english, english)).toContain('only 0 of 3 texts are translated');
  });
});
