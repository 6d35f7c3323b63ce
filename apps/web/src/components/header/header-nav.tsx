import type { THostKind } from '@atrium/contracts/hosts';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { focusRing } from '@/components/ui/focus-ring';
import { buildMenu, compactMenu, type MenuItem } from '@/lib/menu-definitions';
import { Dropdown, TRIGGER } from './dropdown';
import { NavGroupItems, warmHeaderMenus } from './lazy-header-menus';
import { useEntryGuard } from './use-entry-guard';

// 13 px keeps the full menu on one line on common laptop widths.
const LINK = `inline-flex h-9 items-center rounded-lg px-2 text-[13px] font-medium whitespace-nowrap text-ink-700 transition-colors hover:bg-ink-100 hover:text-ink-900 ${focusRing}`;
const NAV_TRIGGER = `${TRIGGER} text-[13px]`;

export type HeaderNavMode = 'full' | 'compact';

const itemsFor = (hostKind: THostKind, mode: HeaderNavMode): MenuItem[] =>
  mode === 'full' ? buildMenu(hostKind) : compactMenu(buildMenu(hostKind));
const keyOf = (item: MenuItem) => (item.kind === 'link' ? item.entry.id : item.group.id);

interface HeaderNavProps {
  hostKind: THostKind;
  mode: HeaderNavMode;
  /** Set on the hidden copies the header measures (see header.tsx). */
  listRef?: Ref<HTMLUListElement>;
}

/** The horizontal menu for this host (SPEC 2, Top navigation); `compact` folds the links into 'Stores'. */
export function HeaderNav({ hostKind, mode, listRef }: HeaderNavProps) {
  const { t } = useTranslation();
  const guard = useEntryGuard();

  return (
    <nav aria-label={t('header.mainNavigation')}>
      <ul ref={listRef} className="flex w-max items-center gap-0.5">
        {itemsFor(hostKind, mode).map((item) => (
          <li key={keyOf(item)}>
            {item.kind === 'link' ? (
              <NavLink
                to={item.entry.path}
                onClick={guard(item.entry)}
                className={({ isActive }) => `${LINK} ${isActive ? 'bg-brand-50 text-brand-700' : ''}`}
              >
                {t(item.entry.title)}
              </NavLink>
            ) : (
              <Dropdown label={t(item.group.title)} triggerClassName={NAV_TRIGGER} warm={warmHeaderMenus}>
                <NavGroupItems group={item.group} />
              </Dropdown>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
