import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useEntryGuard } from '@/components/header/use-entry-guard';
import { focusRing } from '@/components/ui/focus-ring';
import { Icon } from '@/components/ui/icon';
import type { MenuEntry } from '@/lib/menu-definitions';

export interface SidebarLook {
  /** Classes of an idle item and of the current page's item. */
  idle: string;
  active: string;
  /** Icons only (the collapsed sidebar on large screens). */
  mini: boolean;
}

interface SidebarLinkProps {
  entry: MenuEntry;
  look: SidebarLook;
  onNavigate: () => void;
  nested?: boolean;
}

export function SidebarLink({ entry, look, onNavigate, nested = false }: SidebarLinkProps) {
  const { t } = useTranslation();
  const guard = useEntryGuard();
  const title = t(entry.title);

  return (
    <li>
      <NavLink
        to={entry.path}
        end={entry.path === '/'}
        title={look.mini ? title : undefined}
        onClick={(event) => {
          guard(entry)(event);
          if (!event.defaultPrevented) onNavigate();
        }}
        className={({ isActive }) =>
          `flex items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors ${focusRing} ${
            nested ? 'h-9' : 'h-10'
          } ${isActive ? look.active : look.idle}`
        }
      >
        <Icon name={entry.icon} className={nested ? 'size-4' : 'size-5'} />
        <span className={`truncate ${look.mini ? 'lg:sr-only' : ''}`}>{title}</span>
      </NavLink>
    </li>
  );
}
