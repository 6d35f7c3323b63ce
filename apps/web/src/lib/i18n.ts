import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languageDetector } from './language-detector';
import { applyDocumentLanguage, DEFAULT_LANGUAGE, LANGUAGE_CODES } from './languages';
import { localeBackend } from './locale-backend';

/**
 * Translation set-up (SPEC 9). `common` is loaded at start; screens load their own namespace
 * with `useTranslation('podcasts' | 'help' | 'admin')`, fetched from /locales/{lng}/{ns}.json.
 */
export const NAMESPACES = [
  'common',
  'podcasts',
  'help',
  'admin',
  'marketplace',
  'installs',
  'console',
  'education',
  'media',
  'quizzes',
  'players',
  'community',
  'authoring',
  'authoring-quizzes',
  'support',
  'roadmap',
  'updates',
  'account',
  'crm',
  'snapshots',
  'snapshot-manager',
  'payments',
  'billing',
  'store',
  'aiAgents',
  'aiChat',
  'aiConversations',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export async function initI18n(): Promise<typeof i18next> {
  await i18next
    .use(localeBackend)
    .use(languageDetector)
    .use(initReactI18next)
    .init({
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGE_CODES],
      load: 'languageOnly',
      ns: ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  // Intl reads our Arabic code `ae` as Avestan (English plurals): give it Arabic's rules (zero, two, few, many).
  const plurals: { getRule(code: string, options?: object): unknown } = i18next.services.pluralResolver;
  const getRule = plurals.getRule.bind(plurals);
  plurals.getRule = (code, options) => getRule(/^ae\b/i.test(code) ? 'ar' : code, options);
  applyDocumentLanguage(i18next.resolvedLanguage ?? i18next.language);
  i18next.on('languageChanged', (lng) => applyDocumentLanguage(lng));
  return i18next;
}
