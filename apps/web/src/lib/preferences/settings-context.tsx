import { createContext, type ReactNode, useContext, useEffect, useMemo, useReducer, useRef } from 'react';
import { usePreferences } from './preferences-context';
import { DEFAULT_SETTINGS, type SettingsDispatch, setDirection, settingsReducer, type UiSettings } from './ui-settings';

type SettingsContextValue = readonly [UiSettings, SettingsDispatch];

const SettingsContext = createContext<SettingsContextValue | undefined>(undefined);

/** Must sit inside PreferencesProvider: the direction setting mirrors the preferences' direction. */
export function UiSettingsProvider({ children, initial }: { children: ReactNode; initial?: Partial<UiSettings> }) {
  const { preferences } = usePreferences();
  const [settings, dispatch] = useReducer(settingsReducer, undefined, () => ({
    ...DEFAULT_SETTINGS,
    direction: preferences.rtlClass,
    ...initial,
  }));

  // Follows the preferences' direction when it changes; the state already starts with it, and an update on mount
  // would be one more render of the shell after the first screen (ADR 015).
  const direction = useRef(preferences.rtlClass);
  useEffect(() => {
    if (direction.current === preferences.rtlClass) return;
    direction.current = preferences.rtlClass;
    setDirection(dispatch, preferences.rtlClass);
  }, [preferences.rtlClass]);

  const value = useMemo(() => [settings, dispatch] as const, [settings]);
  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}

export function useUiSettings(): SettingsContextValue {
  const context = useContext(SettingsContext);
  if (!context) throw new Error('useUiSettings must be used within the UI settings provider');
  return context;
}
