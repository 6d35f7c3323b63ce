import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, type SettingsAction, settingsReducer } from './ui-settings';

describe('settings reducer (state B)', () => {
  it('has the spec defaults', () => {
    expect(DEFAULT_SETTINGS).toEqual({
      miniSidenav: true,
      transparentSidenav: false,
      whiteSidenav: false,
      sidenavColor: 'info',
      transparentNavbar: true,
      fixedNavbar: true,
      openConfigurator: false,
      direction: 'ltr',
      layout: 'dashboard',
      darkMode: false,
    });
  });

  it.each<[SettingsAction, Partial<typeof DEFAULT_SETTINGS>]>([
    [{ type: 'MINI_SIDENAV', value: false }, { miniSidenav: false }],
    [{ type: 'TRANSPARENT_SIDENAV', value: true }, { transparentSidenav: true }],
    [{ type: 'WHITE_SIDENAV', value: true }, { whiteSidenav: true }],
    [{ type: 'SIDENAV_COLOR', value: 'success' }, { sidenavColor: 'success' }],
    [{ type: 'TRANSPARENT_NAVBAR', value: false }, { transparentNavbar: false }],
    [{ type: 'FIXED_NAVBAR', value: false }, { fixedNavbar: false }],
    [{ type: 'OPEN_CONFIGURATOR', value: true }, { openConfigurator: true }],
    [{ type: 'DIRECTION', value: 'rtl' }, { direction: 'rtl' }],
    [{ type: 'LAYOUT', value: 'page' }, { layout: 'page' }],
    [{ type: 'DARKMODE', value: true }, { darkMode: true }],
  ])('%o sets exactly one field', (action, change) => {
    expect(settingsReducer(DEFAULT_SETTINGS, action)).toEqual({ ...DEFAULT_SETTINGS, ...change });
  });

  it('throws on an unknown action type', () => {
    const unknown = { type: 'SPIN_AROUND', value: true } as unknown as SettingsAction;
    expect(() => settingsReducer(DEFAULT_SETTINGS, unknown)).toThrow(new Error('Unhandled action type: SPIN_AROUND'));
    const inherited = { type: 'toString', value: true } as unknown as SettingsAction;
    expect(() => settingsReducer(DEFAULT_SETTINGS, inherited)).toThrow('Unhandled action type: toString');
  });
});
