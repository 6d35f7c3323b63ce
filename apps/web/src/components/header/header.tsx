import type { THostKind } from '@atrium/contracts/hosts';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { focusRing } from '@/components/ui/focus-ring';
import { usePageTitleText } from '@/lib/preferences/page-title';
import { usePreferences } from '@/lib/preferences/preferences-context';
import { useUiSettings } from '@/lib/preferences/settings-context';
import { setMiniSidenav, setOpenConfigurator } from '@/lib/preferences/ui-settings';
import { LARGE_SCREEN_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { AccountMenu } from './account-menu';
import { BrandLink } from './brand';
import { ChromeIcon as Icon } from './chrome-icons';
import { HeaderNav, type HeaderNavMode } from './header-nav';
import { LanguageSwitcher } from './language-switcher';
import { UpgradeModal } from './upgrade-modal';
import { useFirstFit } from './use-first-fit';

interface HeaderProps {
  hostKind: THostKind;
  /** Provided by the app shell, which owns the sign-out flow. */
  onLogout: () => void;
  /** Signed-in extras beside the language switcher (unread support answers, notifications), given by the layout. */
  liveItems?: ReactNode;
}

const NAVBAR_WRAPPER = {
  'navbar-sticky': 'sticky top-0 z-30',
  'navbar-floating': 'sticky top-0 z-30 px-3 pt-3 sm:px-5',
  'navbar-static': 'relative z-30',
} as const;

const ICON_BUTTON = `grid size-9 place-items-center rounded-lg text-ink-600 transition-colors hover:bg-ink-100 hover:text-ink-900 ${focusRing}`;

const isLargeScreen = () => window.matchMedia?.(LARGE_SCREEN_QUERY).matches ?? false;

/** The 60 px top bar (SPEC 2): brand, the host's menus (horizontal layout), language, settings and account. */
export function Header({ hostKind, onLogout, liveItems }: HeaderProps) {
  const { t } = useTranslation();
  const { preferences, actions } = usePreferences();
  const [settings, dispatch] = useUiSettings();
  const horizontal = preferences.menu === 'horizontal';
  const collapsible = preferences.menu === 'collapsible-vertical';
  const floating = preferences.navbar === 'navbar-floating';

  // The top menu's slot shows from lg: below it (phones) the menus are not rendered at all, not only hidden.
  // Without matchMedia (unit tests) the screen counts as large.
  const large = useMediaQuery(LARGE_SCREEN_QUERY, true);
  const topMenu = horizontal && large;
  const navSlot = useRef<HTMLDivElement>(null);
  const fullNav = useRef<HTMLUListElement>(null);
  const compactNav = useRef<HTMLUListElement>(null);
  // The full menu when every label fits, else links folded into 'Stores', else the sidebar drawer.
  const navMode: HeaderNavMode | null =
    ['full' as const, 'compact' as const][useFirstFit(navSlot, [fullNav, compactNav], topMenu)] ?? null;
  const navFits = navMode !== null;

  // From the lg breakpoint the sidebar docks (vertical menus) or the top menu shows, if it fits.
  const menuButtonVisibility = horizontal ? (navFits ? 'lg:hidden' : '') : collapsible ? '' : 'lg:hidden';
  const onMenuButton = () => {
    if (collapsible && isLargeScreen()) setMiniSidenav(dispatch, !settings.miniSidenav);
    else actions.toggleSidebar();
  };

  return (
    <header className={`${NAVBAR_WRAPPER[preferences.navbar]} print:hidden`}>
      <div
        className={`h-(--height-header) transition-colors ${settings.transparentNavbar ? 'bg-white/85 backdrop-blur-md' : 'bg-white'} ${
          floating ? 'rounded-xl border border-ink-200 shadow-md shadow-ink-900/5' : 'border-b border-ink-200'
        }`}
      >
        <div
          className={`flex h-full items-center gap-2 px-3 sm:px-5 ${preferences.layout === 'boxed-layout' ? 'mx-auto max-w-7xl' : ''}`}
        >
          <button
            type="button"
            className={`${ICON_BUTTON} ${menuButtonVisibility}`}
            onClick={onMenuButton}
            aria-label={t('header.toggleMenu')}
            aria-controls="app-sidebar"
            aria-expanded={collapsible && isLargeScreen() ? !settings.miniSidenav : preferences.sidebar}
          >
            <Icon name="menu" />
          </button>
          <div className={horizontal ? '' : 'lg:hidden'}>
            <BrandLink compact={horizontal} />
          </div>
          {horizontal ? null : (
            // The sidebar carries the brand on large screens, so the bar names the page instead.
            <p className="hidden truncate text-base font-semibold text-ink-900 lg:block">
              <PageTitleText />
            </p>
          )}
          <div ref={navSlot} className="relative ms-2 hidden min-w-0 flex-1 overflow-x-clip lg:block">
            {topMenu ? (
              <>
                {/* Inert, invisible copies at their natural width: how wide each mode would be. */}
                <div aria-hidden="true" inert className="invisible absolute start-0 top-0 h-0 overflow-hidden">
                  <HeaderNav hostKind={hostKind} mode="full" listRef={fullNav} />
                  <HeaderNav hostKind={hostKind} mode="compact" listRef={compactNav} />
                </div>
                {navMode ? <HeaderNav hostKind={hostKind} mode={navMode} /> : null}
              </>
            ) : null}
          </div>
          <div className="ms-auto flex shrink-0 items-center gap-1">
            {liveItems}
            <LanguageSwitcher />
            {/* On phones the account menu carries the settings instead (account-menu.tsx). */}
            <button
              type="button"
              className={`${ICON_BUTTON} max-sm:hidden`}
              onClick={() => setOpenConfigurator(dispatch, !settings.openConfigurator)}
              aria-label={t('header.openSettings')}
              aria-expanded={settings.openConfigurator}
              aria-controls="settings-drawer"
            >
              <Icon name="settings" />
            </button>
            <span className="mx-1 h-6 w-px bg-ink-200 max-sm:hidden" aria-hidden="true" />
            <AccountMenu onLogout={onLogout} onOpenSettings={() => setOpenConfigurator(dispatch, true)} />
          </div>
        </div>
      </div>
      <UpgradeModal />
    </header>
  );
}

/** The page's title, subscribed on its own: a new page re-renders this text, not the header. */
function PageTitleText() {
  return usePageTitleText();
}
