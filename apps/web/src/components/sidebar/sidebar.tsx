import type { THostKind } from '@atrium/contracts/hosts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buildMenu } from '../../lib/menu-definitions';
import { usePreferences } from '../../lib/preferences/preferences-context';
import { useUiSettings } from '../../lib/preferences/settings-context';
import { setMiniSidenav } from '../../lib/preferences/ui-settings';
import { BrandMark } from '../header/brand';
import { Icon } from '../header/icons';
import { SidebarGroup } from './sidebar-group';
import { SidebarLink, type SidebarLook } from './sidebar-link';
import { SIDENAV_ACTIVE } from './sidenav-colors';

/**
 * The side navigation. A drawer on small screens (and with the horizontal menu); docked from the lg
 * breakpoint with the vertical menus, where the collapsible menu shrinks it to icons (mini sidenav).
 * Width and position animate over 300 ms; `inset-inline-start` keeps it on the correct side in RTL.
 */
export function Sidebar({ hostKind }: { hostKind: THostKind }) {
  const { t } = useTranslation();
  const { preferences, actions } = usePreferences();
  const [settings, dispatch] = useUiSettings();
  const docked = preferences.menu !== 'horizontal';
  const mini = preferences.menu === 'collapsible-vertical' && settings.miniSidenav;
  const open = preferences.sidebar;
  const dark = preferences.semidark;
  // A closed drawer renders no entries: mounted right after the first paint, its every link in one task was most
  // of the blocking time left on `/` (docs/decisions/015). They render on the first opening (in the same commit
  // that slides the drawer in) and stay, so closing slides out a full menu. A docked sidebar shows them at once.
  const [entriesShown, setEntriesShown] = useState(open || docked);
  if ((open || docked) && !entriesShown) setEntriesShown(true);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && actions.toggleSidebar(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, actions]);

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
        id="app-sidebar"
        aria-label={t('sidebar.label')}
        className={`fixed inset-y-0 z-50 flex w-64 flex-col transition-[width,inset-inline-start] duration-300 ease-in-out ${surface} ${
          open ? 'start-0' : '-start-72'
        } ${docked ? `lg:start-0 lg:z-40 ${mini ? 'lg:w-20' : ''}` : ''}`}
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
            {(entriesShown ? buildMenu(hostKind) : []).map((item) =>
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
