import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { focusRing } from '@/components/ui/focus-ring';
import { Icon } from '@/components/ui/icon';
import type { MenuGroup } from '@/lib/menu-definitions';
import { SidebarLink, type SidebarLook } from './sidebar-link';

interface SidebarGroupProps {
  group: MenuGroup;
  look: SidebarLook;
  /** Expands a mini sidebar so a group chosen by its icon can show its entries. */
  onExpandSidebar: () => void;
  onNavigate: () => void;
}

/** A collapsible section; it starts open when it holds the current page. Height animates in 300 ms. */
export function SidebarGroup({ group, look, onExpandSidebar, onNavigate }: SidebarGroupProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(() => group.entries.some((e) => e.path !== '/' && pathname.startsWith(e.path)));
  const panelId = useId();

  return (
    <li>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        title={look.mini ? t(group.title) : undefined}
        onClick={() => {
          if (look.mini) {
            onExpandSidebar();
            setOpen(true);
          } else setOpen((value) => !value);
        }}
        className={`flex h-10 w-full items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors ${focusRing} ${look.idle}`}
      >
        <Icon name={group.icon} />
        <span className={`flex-1 truncate text-start ${look.mini ? 'lg:sr-only' : ''}`}>{t(group.title)}</span>
        <Icon
          name="chevronDown"
          className={`size-4 opacity-60 transition-transform duration-300 ${open ? 'rotate-180' : ''} ${look.mini ? 'lg:hidden' : ''}`}
        />
      </button>
      <div
        id={panelId}
        className={`grid transition-[grid-template-rows] duration-300 ease-in-out ${open && !look.mini ? 'grid-rows-[1fr]' : 'grid-rows-[0fr]'} ${
          look.mini ? 'lg:hidden' : ''
        }`}
        inert={!open}
      >
        <ul className="overflow-hidden ps-4">
          {group.entries.map((entry) => (
            <SidebarLink key={entry.id} entry={entry} look={look} onNavigate={onNavigate} nested />
          ))}
        </ul>
      </div>
    </li>
  );
}
