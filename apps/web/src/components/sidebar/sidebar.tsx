import type { THostKind } from '@atrium/contracts/hosts';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '@/components/header/brand';
import { Icon } from '@/components/ui/icon';
import { AI_AGENT_BUILDERS, AI_AGENTS_ENTRY, buildMenu, type MenuEntry, type MenuItem } from '@/lib/menu-definitions';
import { usePreferences } from '@/lib/preferences/preferences-context';
import { useUiSettings } from '@/lib/preferences/settings-context';
import { setMiniSidenav } from '@/lib/preferences/ui-settings';
import { useSession } from '@/lib/session-store';
import { LARGE_SCREEN_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { SidebarGroup } from './sidebar-group';
import { SidebarLink, type SidebarLook } from './sidebar-link';
import { SIDENAV_ACTIVE } from './sidenav-colors';

/** The agency team's snapshot manager (issue 22): in the sidebar only, for the roles that manage snapshots. */
const SNAPSHOTS_ENTRY: MenuEntry = { id: 'snapshots', path: '/snapshots', title: 'menu.snapshots', icon: 'image', plan: 'free' };
const SNAPSHOT_MANAGERS: ReadonlySet<string> = new Set(['agency_admin', 'agency_staff']);
/** The agency team's service store (issue 23), beside the snapshots it also sells. */
const STORE_ENTRY: MenuEntry = {
  id: 'service-store',
  path: '/service_store',
  title: 'menu.serviceStore',
  icon: 'store',
  plan: 'free',
};

/**
 * The shared menu, with the role's own tools after the plain links: the snapshot manager and the store for the people
 * who manage snapshots, the AI agents for the people who build them.
 */
function sidebarMenu(hostKind: THostKind, role: string | undefined): MenuItem[] {
  const menu = buildMenu(hostKind);
  const entries = [
    ...(role && SNAPSHOT_MANAGERS.has(role) ? [SNAPSHOTS_ENTRY, STORE_ENTRY] : []),
    ...(role && AI_AGENT_BUILDERS.has(role) ? [AI_AGENTS_ENTRY] : []),
  ];
  if (entries.length === 0) return menu;
  const at = menu.findIndex((item) => item.kind === 'group');
  const links: MenuItem[] = entries.map((entry) => ({ kind: 'link', entry }));
  return at < 0 ? [...menu, ...links] : [...menu.slice(0, at), ...links, ...menu.slice(at)];
}

/**
 * The side navigation. A drawer on small screens (and with the horizontal menu); docked from the lg
 * breakpoint with the vertical menus, where the collapsible menu shrinks it to icons (mini sidenav).
 * Width and position animate over 300 ms; `inset-inline-start` keeps it on the correct side in RTL.
 * A closed drawer is `inert` and `visibility: hidden` (after it slid out), so keyboard users do not tab
 * through its links and screen readers do not hear the header's menus twice. An open drawer is modal:
 * focus moves to it, stays in it, and goes back to where it was when it closes.
 */
export function Sidebar({ hostKind }: { hostKind: THostKind }) {
  const { t } = useTranslation();
  const { preferences, actions } = usePreferences();
  const { user } = useSession();
  const [settings, dispatch] = useUiSettings();
  const docked = preferences.menu !== 'horizontal';
  const mini = preferences.menu === 'collapsible-vertical' && settings.miniSidenav;
  const open = preferences.sidebar;
  const large = useMediaQuery(LARGE_SCREEN_QUERY);
  // Docked on a large screen it is part of the page; otherwise it is a drawer, shown only while open.
  const dockedNow = docked && large;
  const shown = open || dockedNow;
  const modal = open && !dockedNow;
  const asideRef = useRef<HTMLElement>(null);
  const dark = preferences.semidark;
  // A closed drawer renders no entries: mounted right after the first paint, its every link in one task was most
  // of the blocking time left on `/` (docs/decisions/015). They render on the first opening (in the same commit
  // that slides the drawer in) and stay, so closing slides out a full menu. A docked sidebar shows them at once.
  const [entriesShown, setEntriesShown] = useState(open || docked);
  if ((open || docked) && !entriesShown) setEntriesShown(true);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: globalThis.KeyboardEvent) => event.key === 'Escape' && actions.toggleSidebar(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, actions]);

  useEffect(() => {
    if (!modal) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    asideRef.current?.querySelector<HTMLElement>('button, a[href]')?.focus();
    return () => {
      // Back to the menu button, unless the user has already moved on (e.g. a link moved focus to the page).
      const active = document.activeElement;
      if (!active || active === document.body || asideRef.current?.contains(active)) opener?.focus();
    };
  }, [modal]);

  // Tab and Shift+Tab cycle inside the open drawer, as in any modal.
  const trapFocus = (event: KeyboardEvent<HTMLElement>) => {
    if (!modal || event.key !== 'Tab') return;
    // Links of a collapsed group are inert, buttons shown only when docked are not displayed: skip both.
    const focusable = [...(asideRef.current?.querySelectorAll<HTMLElement>('button, a[href]') ?? [])].filter(
      (element) => !element.closest('[inert]') && element.checkVisibility?.() !== false,
    );
    const first = focusable[0];
    const last = focusable.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  const surface = dark
    ? 'bg-ink-900 text-ink-300'
    : settings.transparentSidenav
      ? 'bg-white lg:bg-transparent text-ink-600'
      : `bg-white text-ink-600 ${settings.whiteSidenav ? 'shadow-xl shadow-ink-900/5' : 'border-e border-ink-200'}`;
  const look: SidebarLook = {
    idle: dark ? 'hover:bg-white/5 hover:text-white' : 'hover:bg-ink-100 hover:text-ink-900',
    active: SIDENAV_ACTIVE[settings.sidenavColor][dark ? 'dark' : 'light'],
    mini,
  };
  const closeDrawer = () => actions.toggleSidebar(false);

  return (
    <>
      <div
        aria-hidden="true"
        onClick={closeDrawer}
        className={`fixed inset-0 z-40 bg-ink-900/40 backdrop-blur-[1px] transition-opacity duration-300 ${
          open ? 'opacity-100' : 'pointer-events-none opacity-0'
        } ${docked ? 'lg:hidden' : ''}`}
      />
      <aside
        ref={asideRef}
        id="app-sidebar"
        aria-label={t('sidebar.label')}
        inert={!shown}
        onKeyDown={trapFocus}
        // Closing, `visibility` waits for the slide-out; opening, it changes at once, so focus can move in.
        className={`fixed inset-y-0 z-50 flex w-64 flex-col duration-300 ease-in-out ${surface} ${
          open ? 'start-0' : '-start-72'
        } ${shown ? 'visible transition-[width,inset-inline-start]' : 'invisible transition-[width,inset-inline-start,visibility]'} ${
          docked ? `lg:start-0 lg:z-40 ${mini ? 'lg:w-20' : ''}` : ''
        }`}
      >
        <div className="flex h-(--height-header) shrink-0 items-center gap-2.5 px-4">
          <span className={mini ? 'lg:hidden' : ''}>
            <BrandMark />
          </span>
          <span
            className={`flex-1 text-lg font-semibold tracking-tight ${dark ? 'text-white' : 'text-ink-900'} ${mini ? 'lg:sr-only' : ''}`}
          >
            Atrium
          </span>
          <button
            type="button"
            onClick={closeDrawer}
            aria-label={t('sidebar.close')}
            className={`grid size-8 place-items-center rounded-lg hover:bg-ink-500/10 ${docked ? 'lg:hidden' : ''}`}
          >
            <Icon name="close" className="size-4" />
          </button>
          {preferences.menu === 'collapsible-vertical' ? (
            <button
              type="button"
              onClick={() => setMiniSidenav(dispatch, !settings.miniSidenav)}
              aria-label={mini ? t('sidebar.expand') : t('sidebar.collapse')}
              aria-expanded={!mini}
              className={`hidden size-8 place-items-center rounded-lg hover:bg-ink-500/10 lg:grid ${mini ? 'lg:mx-auto' : ''}`}
            >
              <Icon name="chevronsStart" className={`size-4 transition-transform duration-300 ${mini ? 'rotate-180' : ''}`} />
            </button>
          ) : null}
        </div>
        <nav aria-label={t('sidebar.label')} className="flex-1 overflow-y-auto px-3 pb-6">
          <ul className="space-y-1">
            {(entriesShown ? sidebarMenu(hostKind, user?.role) : []).map((item) =>
              item.kind === 'link' ? (
                <SidebarLink key={item.entry.id} entry={item.entry} look={look} onNavigate={closeDrawer} />
              ) : (
                <SidebarGroup
                  key={item.group.id}
                  group={item.group}
                  look={look}
                  onNavigate={closeDrawer}
                  onExpandSidebar={() => setMiniSidenav(dispatch, false)}
                />
              ),
            )}
          </ul>
        </nav>
      </aside>
    </>
  );
}
