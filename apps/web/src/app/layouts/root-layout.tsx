import { Outlet, ScrollRestoration } from 'react-router';
import { LoadingOverlay } from '@/app/startup/loading-overlay';
import { NavigationProgress } from '@/app/startup/navigation-progress';
import { useStartup } from '@/app/startup/use-startup';
import { RealtimeListeners } from './realtime-listeners';

/** Wraps both layouts: start-up loading, navigation progress, scroll restoration and the live updates. */
export function RootLayout() {
  const { loading } = useStartup();
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <LoadingOverlay visible={loading} />
      <ScrollRestoration />
      <RealtimeListeners />
    </>
  );
}
