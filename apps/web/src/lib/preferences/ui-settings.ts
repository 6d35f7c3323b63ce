/**
 * UI settings, state B of the spec (SPEC 3 and 4): the side navigation and configurator.
 * Every action sets exactly one field; an unknown action is a programming error and throws.
 */
export const SIDENAV_COLORS = ['primary', 'info', 'success', 'warning', 'error', 'dark'] as const;
export type SidenavColor = (typeof SIDENAV_COLORS)[number];

export interface UiSettings {
  miniSidenav: boolean;
  transparentSidenav: boolean;
  whiteSidenav: boolean;
  sidenavColor: SidenavColor;
  transparentNavbar: boolean;
  fixedNavbar: boolean;
  openConfigurator: boolean;
  direction: 'ltr' | 'rtl';
  layout: string;
  darkMode: boolean;
}

export const DEFAULT_SETTINGS: UiSettings = {
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
};

const FIELD_BY_ACTION = {
  MINI_SIDENAV: 'miniSidenav',
  TRANSPARENT_SIDENAV: 'transparentSidenav',
  WHITE_SIDENAV: 'whiteSidenav',
  SIDENAV_COLOR: 'sidenavColor',
  TRANSPARENT_NAVBAR: 'transparentNavbar',
  FIXED_NAVBAR: 'fixedNavbar',
  OPEN_CONFIGURATOR: 'openConfigurator',
  DIRECTION: 'direction',
  LAYOUT: 'layout',
  DARKMODE: 'darkMode',
} as const satisfies Record<string, keyof UiSettings>;

type FieldByAction = typeof FIELD_BY_ACTION;
export type SettingsActionType = keyof FieldByAction;
export type SettingsAction = {
  [K in SettingsActionType]: { type: K; value: UiSettings[FieldByAction[K]] };
}[SettingsActionType];

export function settingsReducer(state: UiSettings, action: SettingsAction): UiSettings {
  const field = (FIELD_BY_ACTION as Record<string, keyof UiSettings | undefined>)[action.type];
  if (!Object.hasOwn(FIELD_BY_ACTION, action.type) || !field) {
    throw new Error(`Unhandled action type: ${action.type}`);
  }
  // The same value keeps the same state, so the providers' consumers do not render again for nothing.
  return state[field] === action.value ? state : { ...state, [field]: action.value };
}

export type SettingsDispatch = (action: SettingsAction) => void;

export const setMiniSidenav = (dispatch: SettingsDispatch, value: boolean) => dispatch({ type: 'MINI_SIDENAV', value });
export const setTransparentSidenav = (dispatch: SettingsDispatch, value: boolean) =>
  dispatch({ type: 'TRANSPARENT_SIDENAV', value });
export const setWhiteSidenav = (dispatch: SettingsDispatch, value: boolean) => dispatch({ type: 'WHITE_SIDENAV', value });
export const setSidenavColor = (dispatch: SettingsDispatch, value: SidenavColor) => dispatch({ type: 'SIDENAV_COLOR', value });
export const setTransparentNavbar = (dispatch: SettingsDispatch, value: boolean) =>
  dispatch({ type: 'TRANSPARENT_NAVBAR', value });
export const setFixedNavbar = (dispatch: SettingsDispatch, value: boolean) => dispatch({ type: 'FIXED_NAVBAR', value });
export const setOpenConfigurator = (dispatch: SettingsDispatch, value: boolean) => dispatch({ type: 'OPEN_CONFIGURATOR', value });
export const setDirection = (dispatch: SettingsDispatch, value: 'ltr' | 'rtl') => dispatch({ type: 'DIRECTION', value });
export const setLayout = (dispatch: SettingsDispatch, value: string) => dispatch({ type: 'LAYOUT', value });
export const setDarkMode = (dispatch: SettingsDispatch, value: boolean) => dispatch({ type: 'DARKMODE', value });
