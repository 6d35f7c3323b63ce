import { act, render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { testI18n } from '@/test/i18n';
import { PreferencesProvider, usePageTitle, usePreferences } from './preferences-context';
import { UiSettingsProvider, useUiSettings } from './settings-context';

const wrapper = ({ children }: { children: ReactNode }) => (
  <PreferencesProvider>
    <UiSettingsProvider>{children}</UiSettingsProvider>
  </PreferencesProvider>
);

function A() {
  usePreferences();
  return null;
}
function B() {
  useUiSettings();
  return null;
}
function Page({ title }: { title: string }) {
  usePageTitle(title, 'Education');
  return null;
}

describe('preferences and settings providers', () => {
  it('throw when used outside their providers', () => {
    expect(() => render(<A />)).toThrow('usePreferences must be used within the UI preferences provider');
    expect(() => render(<B />)).toThrow('useUiSettings must be used within the UI settings provider');
  });

  it('persists choices and applies the direction to <html>', () => {
    const { result } = renderHook(() => ({ prefs: usePreferences(), settings: useUiSettings() }), { wrapper });
    act(() => result.current.prefs.actions.toggleMenu('vertical'));
    act(() => result.current.prefs.actions.toggleRTL('rtl'));
    expect(localStorage.getItem('menu')).toBe('vertical');
    expect(localStorage.getItem('rtlClass')).toBe('rtl');
    expect(document.documentElement.dir).toBe('rtl');
    expect(result.current.settings[0].direction).toBe('rtl');
    act(() => result.current.prefs.actions.toggleRTL('ltr'));
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('switches the translation language with the locale', async () => {
    const { result } = renderHook(() => usePreferences(), { wrapper });
    act(() => result.current.actions.toggleLocale('ae'));
    expect(testI18n.language).toBe('ae');
    expect(result.current.preferences).toMatchObject({ locale: 'ae', rtlClass: 'rtl' });
    await act(() => testI18n.changeLanguage('en'));
    expect(result.current.preferences).toMatchObject({ locale: 'en', rtlClass: 'ltr' });
  });

  it('sets the document title from the page title, without rendering the providers again', () => {
    let renders = 0;
    function Shell() {
      usePreferences();
      renders += 1;
      return null;
    }
    const { rerender, unmount } = render(
      <>
        <Shell />
        <Page title="Podcasts" />
      </>,
      { wrapper },
    );
    expect(document.title).toBe('Podcasts · Education · Atrium');
    rerender(
      <>
        <Shell />
        <Page title="Education" />
      </>,
    );
    expect(document.title).toBe('Education · Atrium');
    unmount();
    expect(document.title).toBe('Atrium');
    // Once when mounted, once for the rerender itself: the titles set after mounting re-render nothing here.
    expect(renders).toBe(2);
  });
});
