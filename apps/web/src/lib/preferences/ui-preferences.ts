import { LANGUAGES, type LanguageOption, languageDir } from '@/lib/languages';
import { readBoolean, readEnum, writeString } from '@/lib/storage';

/** UI preferences, state A of the spec (SPEC 3 and 4): layout choices of the default layout. */
export const MENU_STYLES = ['horizontal', 'vertical', 'collapsible-vertical'] as const;
export const LAYOUT_WIDTHS = ['full', 'boxed-layout'] as const;
export const NAVBAR_STYLES = ['navbar-sticky', 'navbar-floating', 'navbar-static'] as const;
export const PAGE_ANIMATIONS = [
  '',
  'animate__fadeIn',
  'animate__fadeInDown',
  'animate__fadeInUp',
  'animate__fadeInLeft',
  'animate__fadeInRight',
  'animate__slideInDown',
  'animate__slideInLeft',
  'animate__slideInRight',
  'animate__zoomIn',
] as const;

export type MenuStyle = (typeof MENU_STYLES)[number];
export type LayoutWidth = (typeof LAYOUT_WIDTHS)[number];
export type NavbarStyle = (typeof NAVBAR_STYLES)[number];
export type PageAnimation = (typeof PAGE_ANIMATIONS)[number];
export type Direction = 'ltr' | 'rtl';

export interface UiPreferences {
  isDarkMode: boolean;
  mainLayout: string;
  /** Only the light theme exists; kept as state so stored values from older versions are ignored. */
  theme: 'light';
  menu: MenuStyle;
  layout: LayoutWidth;
  rtlClass: Direction;
  animation: PageAnimation;
  navbar: NavbarStyle;
  locale: string;
  /** The sidebar drawer is open (small screens, and the horizontal menu on large ones). */
  sidebar: boolean;
  semidark: boolean;
  languageList: readonly Pick<LanguageOption, 'code' | 'name'>[];
}

export const DEFAULT_PREFERENCES: UiPreferences = {
  isDarkMode: false,
  mainLayout: 'app',
  theme: 'light',
  menu: 'horizontal',
  layout: 'full',
  rtlClass: 'ltr',
  animation: '',
  navbar: 'navbar-sticky',
  locale: 'en',
  sidebar: false,
  semidark: false,
  languageList: LANGUAGES.map(({ code, name }) => ({ code, name })),
};

export type PreferencesAction =
  | { type: 'toggleTheme'; payload?: string }
  | { type: 'toggleMenu'; payload: MenuStyle }
  | { type: 'toggleLayout'; payload: LayoutWidth }
  | { type: 'toggleRTL'; payload?: Direction }
  | { type: 'toggleAnimation'; payload: PageAnimation }
  | { type: 'toggleNavbar'; payload: NavbarStyle }
  | { type: 'toggleSemidark'; payload?: boolean }
  | { type: 'toggleLocale'; payload: string }
  | { type: 'toggleSidebar'; payload?: boolean };

export function preferencesReducer(state: UiPreferences, action: PreferencesAction): UiPreferences {
  switch (action.type) {
    case 'toggleTheme':
      // Dark themes are not offered: whatever is asked, the theme stays light.
      return { ...state, theme: 'light', isDarkMode: false };
    case 'toggleMenu':
      return { ...state, menu: action.payload, sidebar: false };
    case 'toggleLayout':
      return { ...state, layout: action.payload };
    case 'toggleRTL':
      return { ...state, rtlClass: action.payload ?? (state.rtlClass === 'rtl' ? 'ltr' : 'rtl') };
    case 'toggleAnimation':
      return { ...state, animation: action.payload };
    case 'toggleNavbar':
      return { ...state, navbar: action.payload };
    case 'toggleSemidark':
      return { ...state, semidark: action.payload ?? !state.semidark };
    case 'toggleLocale':
      // The direction follows the language; the RTL toggle can still override it afterwards.
      return { ...state, locale: action.payload, rtlClass: languageDir(action.payload) };
    case 'toggleSidebar':
      return { ...state, sidebar: action.payload ?? !state.sidebar };
  }
}

/** Start-up state: stored choices (each in local storage under its own name) where valid, defaults otherwise; direction falls back to the language's. */
export function restorePreferences(locale: string = DEFAULT_PREFERENCES.locale): UiPreferences {
  return {
    ...DEFAULT_PREFERENCES,
    theme: 'light',
    menu: readEnum('menu', MENU_STYLES, DEFAULT_PREFERENCES.menu),
    layout: readEnum('layout', LAYOUT_WIDTHS, DEFAULT_PREFERENCES.layout),
    rtlClass: readEnum<Direction>('rtlClass', ['ltr', 'rtl'], languageDir(locale)),
    animation: readEnum('animation', PAGE_ANIMATIONS, DEFAULT_PREFERENCES.animation),
    navbar: readEnum('navbar', NAVBAR_STYLES, DEFAULT_PREFERENCES.navbar),
    semidark: readBoolean('semidark', DEFAULT_PREFERENCES.semidark),
    locale,
  };
}

export function persistPreferences(state: UiPreferences): void {
  writeString('theme', state.theme);
  writeString('menu', state.menu);
  writeString('layout', state.layout);
  // Only a direction that differs from the language's is a choice worth keeping; otherwise the
  // next visit in another language (say ?lng=ae) must get that language's direction.
  writeString('rtlClass', state.rtlClass === languageDir(state.locale) ? null : state.rtlClass);
  writeString('animation', state.animation);
  writeString('navbar', state.navbar);
  writeString('semidark', String(state.semidark));
}
