import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Header } from '@/components/header/header';
import { SIDEBAR_WIDTH } from '@/components/sidebar/sidebar-width';
import { useLogout } from '@/features/auth/api/logout';
import { lazyAfterFirstScreen, lazyNamed } from '@/lib/chunk-errors';
import { usePreferences } from '@/lib/preferences/preferences-context';
import { useUiSettings } from '@/lib/preferences/settings-context';
import { useSession } from '@/lib/session-store';
import { useSiteConfig } from '@/lib/site-config';
import { AnimatedOutlet } from './animated-outlet';
import { AppFooter } from './app-footer';

/**
 * With the default (horizontal) menu the sidebar is a closed drawer, so it is not part of the first
 * paint: it loads right after it, mounted closed so the first opening still slides in. With a
 * vertical menu it docks into the space the page already leaves for it.
 */
const Sidebar = lazyAfterFirstScreen(() => import('@/components/sidebar/sidebar'), 'Sidebar');
/** Live counters for signed-in people only, so visitors and the first paint never download them. */
const HeaderLiveItems = lazyNamed(() => import('./header-live-items'), 'HeaderLiveItems');
const DeferredChrome = lazyAfterFirstScreen(() => import('./deferred-chrome'), 'DeferredChrome');

/** Header, sidebar, toasts, scroll-to-top and the settings drawer around the page (SPEC 2). */
export function DefaultLayout() {
  const { t } = useTranslation();
  const { hostKind } = useSiteConfig();
  const logout = useLogout();
  const signedIn = Boolean(useSession().token);
  const { preferences } = usePreferences();
  const [settings] = useUiSettings();
  const boxed = preferences.layout === 'boxed-layout';
  const docked = preferences.menu !== 'horizontal';
  const mini = preferences.menu === 'collapsible-vertical' && settings.miniSidenav;
  const offset = docked ? (mini ? SIDEBAR_WIDTH.mini : SIDEBAR_WIDTH.full) : '';

  return (
    <div className="min-h-screen bg-ink-50">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:start-3 focus:top-3 focus:z-[80] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:shadow-lg"
      >
        {t('common.skipToContent')}
      </a>
      <Suspense fallback={null}>
        <Sidebar hostKind={hostKind} />
      </Suspense>
      <div className={`flex min-h-screen flex-col transition-[margin-inline-start] duration-300 ease-in-out ${offset}`}>
        <Header
          hostKind={hostKind}
          onLogout={() => void logout()}
          liveItems={
            signedIn ? (
              <Suspense fallback={null}>
                <HeaderLiveItems />
              </Suspense>
            ) : null
          }
        />
        <main
          id="main"
          tabIndex={-1}
          className={`w-full flex-1 px-4 py-8 focus:outline-none sm:px-6 print:p-0 ${boxed ? 'mx-auto max-w-7xl' : ''}`}
        >
          <AnimatedOutlet />
        </main>
        <AppFooter boxed={boxed} />
      </div>
      <Suspense fallback={null}>
        <DeferredChrome />
      </Suspense>
    </div>
  );
}
