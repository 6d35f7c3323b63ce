import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * Test helper: initialises the global i18next instance synchronously with the real English files of
 * every namespace in public/locales/en, so components render the texts users see. Import it once at
 * the top of a test file: `import '@/test/i18n';`.
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>('../../public/locales/en/*.json', { eager: true });
const resources = Object.fromEntries(
  Object.entries(files).map(([path, module]) => [path.slice(path.lastIndexOf('/') + 1, -'.json'.length), module.default]),
);

if (!i18next.isInitialized) {
  void i18next.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    ns: Object.keys(resources),
    defaultNS: 'common',
    resources: { en: resources },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    initAsync: false,
  });
}

export { i18next as testI18n };
