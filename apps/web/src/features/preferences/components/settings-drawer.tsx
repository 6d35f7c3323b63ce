import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { focusRing } from '@/components/ui/focus-ring';
import { Icon } from '@/components/ui/icon';
import { languageDir } from '@/lib/languages';
import { usePreferences } from '@/lib/preferences/preferences-context';
import { useUiSettings } from '@/lib/preferences/settings-context';
import { DEFAULT_PREFERENCES } from '@/lib/preferences/ui-preferences';
import {
  DEFAULT_SETTINGS,
  setMiniSidenav,
  setOpenConfigurator,
  setSidenavColor,
  setTransparentNavbar,
  setTransparentSidenav,
} from '@/lib/preferences/ui-settings';
import { SettingsSections } from './settings-sections';

/**
 * The configurator: a drawer on the end side, opened from the header's settings button
 * (`openConfigurator`). Escape or the backdrop closes it; focus stays inside while it is open.
 */
export function SettingsDrawer() {
  const { t } = useTranslation();
  const { preferences, actions } = usePreferences();
  const [settings, dispatch] = useUiSettings();
  const open = settings.openConfigurator;
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const close = () => setOpenConfigurator(dispatch, false);
  // One frame behind `open`, so a drawer mounted already open (its first use) still slides in.
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setShown(open));
    return () => cancelAnimationFrame(frame);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    return () => opener?.focus?.();
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') return close();
    if (event.key !== 'Tab') return;
    const focusable = panelRef.current?.querySelectorAll<HTMLElement>('button, select, input, a[href]');
    if (!focusable?.length) return;
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  const reset = () => {
    actions.toggleMenu(DEFAULT_PREFERENCES.menu);
    actions.toggleLayout(DEFAULT_PREFERENCES.layout);
    actions.toggleRTL(languageDir(preferences.locale));
    actions.toggleAnimation(DEFAULT_PREFERENCES.animation);
    actions.toggleNavbar(DEFAULT_PREFERENCES.navbar);
    actions.toggleSemidark(DEFAULT_PREFERENCES.semidark);
    setMiniSidenav(dispatch, DEFAULT_SETTINGS.miniSidenav);
    setTransparentSidenav(dispatch, DEFAULT_SETTINGS.transparentSidenav);
    setTransparentNavbar(dispatch, DEFAULT_SETTINGS.transparentNavbar);
    setSidenavColor(dispatch, DEFAULT_SETTINGS.sidenavColor);
  };

  return (
    <div className={open ? '' : 'pointer-events-none'} inert={!open}>
      <div
        aria-hidden="true"
        onClick={close}
        className={`fixed inset-0 z-[55] bg-ink-900/30 transition-opacity duration-300 ${shown ? 'opacity-100' : 'opacity-0'}`}
      />
      <div
        ref={panelRef}
        id="settings-drawer"
        role="dialog"
        aria-modal="true"
        aria-labelledby="settings-drawer-title"
        onKeyDown={onKeyDown}
        className={`fixed inset-y-0 z-[56] flex w-full max-w-sm flex-col bg-white shadow-2xl transition-[inset-inline-end] duration-300 ease-in-out ${
          shown ? 'end-0' : '-end-96'
        }`}
      >
        <div className="flex items-start justify-between gap-4 border-b border-ink-100 px-5 py-4">
          <div>
            <h2 id="settings-drawer-title" className="text-base font-semibold text-ink-900">
              {t('settings.title')}
            </h2>
            <p className="mt-0.5 text-sm text-ink-500">{t('settings.subtitle')}</p>
          </div>
          <button
            ref={closeRef}
            type="button"
            onClick={close}
            aria-label={t('settings.close')}
            className={`grid size-8 shrink-0 place-items-center rounded-lg text-ink-500 hover:bg-ink-100 hover:text-ink-900 ${focusRing}`}
          >
            <Icon name="close" className="size-4" />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto px-5 py-5">{open ? <SettingsSections /> : null}</div>
        <div className="flex gap-2 border-t border-ink-100 px-5 py-4">
          <Button
            variant="secondary"
            className="flex-1"
            onClick={() => {
              close();
              actions.toggleSidebar(true);
            }}
          >
            {t('settings.openSidebar')}
          </Button>
          <Button variant="ghost" onClick={reset}>
            {t('settings.reset')}
          </Button>
        </div>
      </div>
    </div>
  );
}
