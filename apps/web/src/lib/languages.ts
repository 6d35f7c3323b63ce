/**
 * The 16 interface languages (SPEC 9), in the spec's order, by native name so people can find theirs
 * whatever the current language is. Arabic uses the code `ae` (as the product always has), so its
 * html `lang` is mapped to the real code `ar`.
 */
const NATIVE_NAMES = {
  zh: '中文',
  da: 'Dansk',
  en: 'English',
  fr: 'Français',
  de: 'Deutsch',
  el: 'Ελληνικά',
  hu: 'Magyar',
  it: 'Italiano',
  ja: '日本語',
  pl: 'Polski',
  pt: 'Português',
  ru: 'Русский',
  es: 'Español',
  sv: 'Svenska',
  tr: 'Türkçe',
  ae: 'العربية',
} as const;

export type LanguageCode = keyof typeof NATIVE_NAMES;

export interface LanguageOption {
  code: LanguageCode;
  name: string;
  htmlLang: string;
  dir: 'ltr' | 'rtl';
}

/** Arabic is the one right-to-left language, and the one whose code is not its html `lang`. */
export const LANGUAGES: readonly LanguageOption[] = (Object.keys(NATIVE_NAMES) as LanguageCode[]).map((code) => ({
  code,
  name: NATIVE_NAMES[code],
  htmlLang: code === 'ae' ? 'ar' : code,
  dir: code === 'ae' ? 'rtl' : 'ltr',
}));

export const LANGUAGE_CODES: readonly LanguageCode[] = LANGUAGES.map((l) => l.code);
export const DEFAULT_LANGUAGE: LanguageCode = 'en';

/** The language for a (possibly regional, e.g. `pt-BR`) code; unknown codes give English. */
export function findLanguage(code: string | undefined): LanguageOption {
  const base = (code ?? '').toLowerCase().split('-')[0];
  return LANGUAGES.find((l) => l.code === base) ?? (LANGUAGES.find((l) => l.code === DEFAULT_LANGUAGE) as LanguageOption);
}

export function languageDir(code: string | undefined): 'ltr' | 'rtl' {
  return findLanguage(code).dir;
}

/** Puts the language and its direction on <html> so the browser, screen readers and CSS `dir` rules agree. */
export function applyDocumentLanguage(code: string | undefined, dir: 'ltr' | 'rtl' = languageDir(code)): void {
  const root = document.documentElement;
  root.lang = findLanguage(code).htmlLang;
  root.dir = dir;
}
