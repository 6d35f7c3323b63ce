import type { ReactNode } from 'react';
import { PreferencesProvider } from '@/lib/preferences/preferences-context';
import { UiSettingsProvider } from '@/lib/preferences/settings-context';
import { SocketProvider } from '@/lib/socket';

/**
 * Everything the routes rely on, outermost first. i18n is initialised before render (main.tsx).
 * The react-query client is not here: the lazy query layout (layouts/query-layout.tsx) provides it
 * to the screens that fetch with it, so the first load does not carry react-query.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <PreferencesProvider>
      <UiSettingsProvider>
        <SocketProvider>{children}</SocketProvider>
      </UiSettingsProvider>
    </PreferencesProvider>
  );
}
