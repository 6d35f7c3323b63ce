import { useTranslation } from 'react-i18next';
import { findLanguage } from '@/lib/languages';
import { usePreferences } from '@/lib/preferences/preferences-context';
import { useUiSettings } from '@/lib/preferences/settings-context';
import { PAGE_ANIMATIONS, type PageAnimation } from '@/lib/preferences/ui-preferences';
import {
  setFixedNavbar,
  setMiniSidenav,
  setSidenavColor,
  setTransparentNavbar,
  setTransparentSidenav,
} from '@/lib/preferences/ui-settings';
import { ColorPicker } from './color-picker';
import { OptionGroup } from './option-group';
import { SelectRow } from './select-row';
import { ToggleRow } from './toggle-row';

const animationLabel = (name: PageAnimation) =>
  name ? `settings.animations.${name.replace('animate__', '')}` : 'settings.animationNone';

/** The controls of the settings drawer; every change applies at once. */
export function SettingsSections() {
  const { t } = useTranslation();
  const { preferences, actions } = usePreferences();
  const [settings, dispatch] = useUiSettings();

  return (
    <div className="space-y-6">
      <SelectRow
        label={t('settings.language')}
        value={findLanguage(preferences.locale).code}
        options={preferences.languageList.map((l) => ({ value: l.code, label: l.name, lang: findLanguage(l.code).htmlLang }))}
        onChange={actions.toggleLocale}
      />
      <OptionGroup
        legend={t('settings.menu')}
        value={preferences.menu}
        onChange={actions.toggleMenu}
        options={[
          { value: 'horizontal', label: t('settings.menuHorizontal') },
          { value: 'vertical', label: t('settings.menuVertical') },
          { value: 'collapsible-vertical', label: t('settings.menuCollapsible') },
        ]}
      />
      <OptionGroup
        legend={t('settings.layout')}
        value={preferences.layout}
        onChange={actions.toggleLayout}
        columns={2}
        options={[
          { value: 'full', label: t('settings.layoutFull') },
          { value: 'boxed-layout', label: t('settings.layoutBoxed') },
        ]}
      />
      <OptionGroup
        legend={t('settings.direction')}
        value={preferences.rtlClass}
        onChange={actions.toggleRTL}
        columns={2}
        options={[
          { value: 'ltr', label: t('settings.ltr') },
          { value: 'rtl', label: t('settings.rtl') },
        ]}
      />
      <OptionGroup
        legend={t('settings.navbar')}
        value={preferences.navbar}
        onChange={(navbar) => {
          actions.toggleNavbar(navbar);
          setFixedNavbar(dispatch, navbar !== 'navbar-static');
        }}
        options={[
          { value: 'navbar-sticky', label: t('settings.navbarSticky') },
          { value: 'navbar-floating', label: t('settings.navbarFloating') },
          { value: 'navbar-static', label: t('settings.navbarStatic') },
        ]}
      />
      <ToggleRow
        label={t('settings.transparentNavbar')}
        checked={settings.transparentNavbar}
        onChange={(v) => setTransparentNavbar(dispatch, v)}
      />
      <SelectRow
        label={t('settings.animation')}
        value={preferences.animation}
        options={PAGE_ANIMATIONS.map((name) => ({ value: name, label: t(animationLabel(name)) }))}
        onChange={(value) => actions.toggleAnimation(value as PageAnimation)}
      />
      <section className="space-y-3 border-t border-ink-100 pt-5">
        <h3 className="text-xs font-semibold tracking-wide text-ink-500 uppercase">{t('settings.sidebar')}</h3>
        <ToggleRow label={t('settings.semidark')} checked={preferences.semidark} onChange={(v) => actions.toggleSemidark(v)} />
        <ToggleRow
          label={t('settings.miniSidenav')}
          hint={t('settings.miniSidenavHint')}
          checked={settings.miniSidenav}
          onChange={(v) => setMiniSidenav(dispatch, v)}
        />
        <ToggleRow
          label={t('settings.transparentSidenav')}
          checked={settings.transparentSidenav}
          onChange={(v) => setTransparentSidenav(dispatch, v)}
        />
        <ColorPicker value={settings.sidenavColor} onChange={(v) => setSidenavColor(dispatch, v)} />
      </section>
    </div>
  );
}
