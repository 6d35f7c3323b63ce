import { useTranslation } from 'react-i18next';
import { findLanguage } from '@/lib/languages';
import { usePreferences } from '@/lib/preferences/preferences-context';
import { ChromeIcon as Icon } from './chrome-icons';
import { Dropdown } from './dropdown';
import { LanguageItems, warmHeaderMenus } from './lazy-header-menus';

/** The current language's code; the menu lists each language by its own name (header-menus.tsx). */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { preferences } = usePreferences();
  const current = findLanguage(preferences.locale);

  return (
    <Dropdown
      align="end"
      ariaLabel={t('header.language', { language: current.name })}
      menuClassName="max-h-80 overflow-y-auto"
      warm={warmHeaderMenus}
      label={
        <>
          <Icon name="globe" className="size-5 text-ink-500" />
          <span className="text-xs font-semibold tracking-wide uppercase">{current.htmlLang}</span>
        </>
      }
    >
      <LanguageItems />
    </Dropdown>
  );
}
