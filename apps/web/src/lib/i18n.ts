import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { applyDocumentLanguage, DEFAULT_LANGUAGE, LANGUAGE_CODES } from './languages';

/**
 * Translation set-up (SPEC 9). `common` is loaded at start; screens load their own namespace
 * with `useTranslation('podcasts' | 'help' | 'admin')`, fetched from /locales/{lng}/{ns}.json.
 */
export const NAMESPACES = ['common', 'podcasts', 'help', 'admin'] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const DETECTION_ORDER = ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'];

export async function initI18n(): Promise<typeof i18next> {
  await i18next
    .use(HttpBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGE_CODES],
      load: 'languageOnly',
      ns: ['common'],
      defaultNS: 'common',
      backend: { loadPath: '/locales/{{lng}}/{{ns}}.json' },
      detection: {
        order: DETECTION_ORDER,
        lookupQuerystring: 'lng',
        caches: ['localStorage'],
        // Browsers report Arabic as `ar`; the product's Arabic code is `ae`.
        convertDetectedLanguage: (lng: string) => (lng.toLowerCase().startsWith('ar') ? 'ae' : lng),
      },
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  applyDocumentLanguage(i18next.resolvedLanguage ?? i18next.language);
  i18next.on('languageChanged', (lng) => applyDocumentLanguage(lng));
  return i18next;
}
