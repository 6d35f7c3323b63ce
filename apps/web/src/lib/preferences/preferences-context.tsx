import { createContext, type ReactNode, useContext, useEffect, useMemo, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { findLanguage } from '@/lib/languages';
import {
  type Direction,
  type LayoutWidth,
  type MenuStyle,
  type NavbarStyle,
  type PageAnimation,
  type PreferencesAction,
  persistPreferences,
  preferencesReducer,
  restorePreferences,
  type UiPreferences,
} from './ui-preferences';

export interface PreferencesActions {
  toggleTheme: (theme?: string) => void;
  toggleMenu: (menu: MenuStyle) => void;
  toggleLayout: (layout: LayoutWidth) => void;
  toggleRTL: (direction?: Direction) => void;
  toggleAnimation: (animation: PageAnimation) => void;
  toggleNavbar: (navbar: NavbarStyle) => void;
  toggleSemidark: (on?: boolean) => void;
  /** Also switches the translation language. */
  toggleLocale: (code: string) => void;
  toggleSidebar: (open?: boolean) => void;
}

interface PreferencesContextValue {
  preferences: UiPreferences;
  actions: PreferencesActions;
}

const PreferencesContext = createContext<PreferencesContextValue | undefined>(undefined);

export function PreferencesProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const [preferences, dispatch] = useReducer(preferencesReducer, undefined, () =>
    restorePreferences(findLanguage(i18n.resolvedLanguage ?? i18n.language).code),
  );

  useEffect(() => persistPreferences(preferences), [preferences]);

  useEffect(() => {
    document.documentElement.dir = preferences.rtlClass;
  }, [preferences.rtlClass]);

  // Language changes made elsewhere (detector, another component) keep the state and direction in step.
  useEffect(() => {
    const onChange = (lng: string) => dispatch({ type: 'toggleLocale', payload: findLanguage(lng).code });
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [i18n]);

  const actions = useMemo<PreferencesActions>(() => {
    const send = (action: PreferencesAction) => dispatch(action);
    return {
      toggleTheme: (payload) => send({ type: 'toggleTheme', payload }),
      toggleMenu: (payload) => send({ type: 'toggleMenu', payload }),
      toggleLayout: (payload) => send({ type: 'toggleLayout', payload }),
      toggleRTL: (payload) => send({ type: 'toggleRTL', payload }),
      toggleAnimation: (payload) => send({ type: 'toggleAnimation', payload }),
      toggleNavbar: (payload) => send({ type: 'toggleNavbar', payload }),
      toggleSemidark: (payload) => send({ type: 'toggleSemidark', payload }),
      toggleLocale: (code) => {
        const payload = findLanguage(code).code;
        send({ type: 'toggleLocale', payload });
        void i18n.changeLanguage(payload);
      },
      toggleSidebar: (payload) => send({ type: 'toggleSidebar', payload }),
    };
  }, [i18n]);

  const value = useMemo(() => ({ preferences, actions }), [preferences, actions]);
  return <PreferencesContext.Provider value={value}>{children}</PreferencesContext.Provider>;
}

export function usePreferences(): PreferencesContextValue {
  const context = useContext(PreferencesContext);
  if (!context) throw new Error('usePreferences must be used within the UI preferences provider');
  return context;
}

// Pages import the title hook from here, beside the other preferences hooks.
export { usePageTitle } from './page-title';
