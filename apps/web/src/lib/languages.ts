/**
 * The 16 interface languages (SPEC 9), in the spec's order. Arabic uses the code `ae` (as the
 * product always has), so its html `lang` is mapped to the real code `ar`.
 */
export interface LanguageOption {
  code: string;
  /** Native name, so people can find their language whatever the current one is. */
  name: string;
  htmlLang: string;
  dir: 'ltr' | 'rtl';
}

export const LANGUAGES = [
  { code: 'zh', name: '中文', htmlLang: 'zh', dir: 'ltr' },
  { code: 'da', name: 'Dansk', htmlLang: 'da', dir: 'ltr' },
  { code: 'en', name: 'English', htmlLang: 'en', dir: 'ltr' },
  { code: 'fr', name: 'Français', htmlLang: 'fr', dir: 'ltr' },
  { code: 'de', name: 'Deutsch', htmlLang: 'de', dir: 'ltr' },
  { code: 'el', name: 'Ελληνικά', htmlLang: 'el', dir: 'ltr' },
  { code: 'hu', name: 'Magyar', htmlLang: 'hu', dir: 'ltr' },
  { code: 'it', name: 'Italiano', htmlLang: 'it', dir: 'ltr' },
  { code: 'ja', name: '日本語', htmlLang: 'ja', dir: 'ltr' },
  { code: 'pl', name: 'Polski', htmlLang: 'pl', dir: 'ltr' },
  { code: 'pt', name: 'Português', htmlLang: 'pt', dir: 'ltr' },
  { code: 'ru', name: 'Русский', htmlLang: 'ru', dir: 'ltr' },
  { code: 'es', name: 'Español', htmlLang: 'es', dir: 'ltr' },
  { code: 'sv', name: 'Svenska', htmlLang: 'sv', dir: 'ltr' },
  { code: 'tr', name: 'Türkçe', htmlLang: 'tr', dir: 'ltr' },
  { code: 'ae', name: 'العربية', htmlLang: 'ar', dir: 'rtl' },
] as const satisfies readonly LanguageOption[];

export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const LANGUAGE_CODES: readonly LanguageCode[] = LANGUAGES.map((l) => l.code);
export const DEFAULT_LANGUAGE: LanguageCode = 'en';

/** The language for a (possibly regional, e.g. `pt-BR`) code; unknown codes give English. */
export function findLanguage(code: string | undefined): LanguageOption {
  const base = (code ?? '').toLowerCase().split('-')[0];
  return LANGUAGES.find((l) => l.code === base) ?? LANGUAGES[2];
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
