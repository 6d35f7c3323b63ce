import { Suspense, useEffect, useState } from 'react';
import { lazyNamed } from '@/lib/chunk-errors';
import { firstScreenShown } from '@/lib/first-screen';
import { useUiSettings } from '@/lib/preferences/settings-context';

/**
 * Chrome that is not needed for the first paint, loaded right after it so the first chunk stays
 * small: the toast area (toasts raised earlier wait in react-hot-toast's store and show once it
 * mounts), the scroll-to-top button (hidden until the page is scrolled) and the settings drawer
 * (fetched the first time it is opened, then kept mounted).
 */
const AppToaster = lazyNamed(() => firstScreenShown().then(() => import('./app-toaster')), 'AppToaster');
const ScrollToTop = lazyNamed(() => firstScreenShown().then(() => import('./scroll-to-top')), 'ScrollToTop');
const SettingsDrawer = lazyNamed(() => import('@/features/preferences/components/settings-drawer'), 'SettingsDrawer');

export function DeferredChrome() {
  const [settings] = useUiSettings();
  const [drawerWanted, setDrawerWanted] = useState(settings.openConfigurator);

  useEffect(() => {
    if (settings.openConfigurator) setDrawerWanted(true);
  }, [settings.openConfigurator]);

  return (
    <Suspense fallback={null}>
      <AppToaster />
      <ScrollToTop />
      {drawerWanted ? <SettingsDrawer /> : null}
    </Suspense>
  );
}
