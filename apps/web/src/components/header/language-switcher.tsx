import { useTranslation } from 'react-i18next';
import { findLanguage } from '../../lib/languages';
import { usePreferences } from '../../lib/preferences/preferences-context';
import { Dropdown } from './dropdown';
import { DropdownRadio } from './dropdown-items';
import { Icon } from './icons';

/** Lists each language by its own name; choosing one also sets the reading direction. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { preferences, actions } = usePreferences();
  const current = findLanguage(preferences.locale);

  return (
    <Dropdown
      align="end"
      ariaLabel={t('header.language', { language: current.name })}
      menuClassName="max-h-80 overflow-y-auto"
      label={
        <>
          <Icon name="globe" className="size-5 text-ink-500" />
          <span className="text-xs font-semibold tracking-wide uppercase">{current.htmlLang}</span>
        </>
      }
    >
      {preferences.languageList.map((language) => (
        <DropdownRadio
          key={language.code}
          checked={language.code === current.code}
          onSelect={() => actions.toggleLocale(language.code)}
        >
          <span lang={findLanguage(language.code).htmlLang}>{language.name}</span>
        </DropdownRadio>
      ))}
    </Dropdown>
  );
}
