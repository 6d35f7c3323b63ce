import { Suspense, useEffect, useState } from 'react';
import { lazyNamed } from '@/lib/chunk-errors';
import { useUiSettings } from '@/lib/preferences/settings-context';
import { AppToaster } from './app-toaster';
import { ScrollToTop } from './scroll-to-top';

/**
 * Chrome that is not needed for the first paint, loaded once it is painted so the first chunk stays
 * small (the default layout loads this module lazily): the toast area (toasts raised earlier wait in
 * react-hot-toast's store and show once it mounts), the scroll-to-top button (hidden until the page is
 * scrolled) and the settings drawer (fetched the first time it is opened, then kept mounted).
 */
const SettingsDrawer = lazyNamed(() => import('@/features/preferences/components/settings-drawer'), 'SettingsDrawer');

export function DeferredChrome() {
  const [settings] = useUiSettings();
  const [drawerWanted, setDrawerWanted] = useState(settings.openConfigurator);

  useEffect(() => {
    if (settings.openConfigurator) setDrawerWanted(true);
  }, [settings.openConfigurator]);

  return (
    <>
      <AppToaster />
      <ScrollToTop />
      {drawerWanted ? (
        <Suspense fallback={null}>
          <SettingsDrawer />
        </Suspense>
      ) : null}
    </>
  );
}
