import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PreferencesProvider } from '../lib/preferences/preferences-context';
import { UiSettingsProvider } from '../lib/preferences/settings-context';
import { SocketProvider } from '../lib/socket';

/** Everything the routes rely on, outermost first. i18n is initialised before render (main.tsx). */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <PreferencesProvider>
        <UiSettingsProvider>
          <SocketProvider>{children}</SocketProvider>
        </UiSettingsProvider>
      </PreferencesProvider>
    </QueryClientProvider>
  );
}
