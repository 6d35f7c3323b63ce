import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PREFERENCES,
  persistPreferences,
  preferencesReducer,
  restorePreferences,
  type UiPreferences,
} from './ui-preferences';

const reduce = (state: UiPreferences, ...actions: Parameters<typeof preferencesReducer>[1][]) =>
  actions.reduce(preferencesReducer, state);

describe('preferences reducer (state A)', () => {
  it('has the spec defaults and the 16 languages', () => {
    expect(DEFAULT_PREFERENCES).toMatchObject({
      theme: 'light',
      menu: 'horizontal',
      layout: 'full',
      rtlClass: 'ltr',
      animation: '',
      navbar: 'navbar-sticky',
      locale: 'en',
      semidark: false,
      sidebar: false,
    });
    expect(DEFAULT_PREFERENCES.languageList.map((l) => l.code)).toEqual([
      'zh',
      'da',
      'en',
      'fr',
      'de',
      'el',
      'hu',
      'it',
      'ja',
      'pl',
      'pt',
      'ru',
      'es',
      'sv',
      'tr',
      'ae',
    ]);
  });

  it('forces the light theme whatever is asked', () => {
    const state = reduce(DEFAULT_PREFERENCES, { type: 'toggleTheme', payload: 'dark' });
    expect(state.theme).toBe('light');
    expect(state.isDarkMode).toBe(false);
  });

  it('closes the sidebar when the menu changes', () => {
    const state = reduce(DEFAULT_PREFERENCES, { type: 'toggleSidebar' }, { type: 'toggleMenu', payload: 'vertical' });
    expect(state).toMatchObject({ menu: 'vertical', sidebar: false });
  });

  it('sets each layout choice', () => {
    const state = reduce(
      DEFAULT_PREFERENCES,
      { type: 'toggleLayout', payload: 'boxed-layout' },
      { type: 'toggleAnimation', payload: 'animate__fadeIn' },
      { type: 'toggleNavbar', payload: 'navbar-floating' },
      { type: 'toggleSemidark' },
      { type: 'toggleRTL' },
    );
    expect(state).toMatchObject({
      layout: 'boxed-layout',
      animation: 'animate__fadeIn',
      navbar: 'navbar-floating',
      semidark: true,
      rtlClass: 'rtl',
    });
  });

  it('makes the direction follow the language', () => {
    expect(reduce(DEFAULT_PREFERENCES, { type: 'toggleLocale', payload: 'ae' })).toMatchObject({ locale: 'ae', rtlClass: 'rtl' });
    expect(
      reduce(DEFAULT_PREFERENCES, { type: 'toggleRTL', payload: 'rtl' }, { type: 'toggleLocale', payload: 'fr' }).rtlClass,
    ).toBe('ltr');
  });
});

describe('preferences persistence', () => {
  it('restores stored choices and falls back to defaults for missing or unknown values', () => {
    localStorage.setItem('menu', 'collapsible-vertical');
    localStorage.setItem('layout', 'boxed-layout');
    localStorage.setItem('navbar', 'navbar-upside-down');
    localStorage.setItem('theme', 'dark');
    localStorage.setItem('semidark', 'true');
    expect(restorePreferences('en')).toMatchObject({
      menu: 'collapsible-vertical',
      layout: 'boxed-layout',
      navbar: 'navbar-sticky',
      theme: 'light',
      semidark: true,
      animation: '',
      rtlClass: 'ltr',
    });
  });

  it('round-trips through localStorage', () => {
    const changed = reduce(
      DEFAULT_PREFERENCES,
      { type: 'toggleMenu', payload: 'vertical' },
      { type: 'toggleAnimation', payload: 'animate__zoomIn' },
      { type: 'toggleNavbar', payload: 'navbar-static' },
      { type: 'toggleRTL', payload: 'rtl' },
    );
    persistPreferences(changed);
    expect(localStorage.getItem('menu')).toBe('vertical');
    expect(localStorage.getItem('theme')).toBe('light');
    expect(restorePreferences('en')).toMatchObject({
      menu: 'vertical',
      animation: 'animate__zoomIn',
      navbar: 'navbar-static',
      rtlClass: 'rtl',
    });
  });

  it('takes the direction from the language unless one was chosen', () => {
    expect(restorePreferences('ae').rtlClass).toBe('rtl');
    persistPreferences({ ...DEFAULT_PREFERENCES, locale: 'ae', rtlClass: 'rtl' });
    expect(restorePreferences('en').rtlClass).toBe('ltr');
  });
});
