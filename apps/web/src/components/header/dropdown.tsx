import { type ReactNode, Suspense, useId, useRef, useState } from 'react';
import { focusRing } from '@/components/ui/focus-ring';
import { lazyNamed } from '@/lib/chunk-errors';
import { ChromeIcon as Icon } from './chrome-icons';

/**
 * A click-to-open menu button (WAI-ARIA menu button pattern): opens on click, Enter/Space or
 * ArrowDown. Only the button is painted with the page; the open menu (focus, keys, outside click,
 * in dropdown-menu.tsx) loads when a menu is first opened or hovered, like the `children`, which
 * callers pass as lazy components so the menus' items stay out of the first download too.
 */
const loadMenu = () => import('./dropdown-menu');
const DropdownMenu = lazyNamed(loadMenu, 'DropdownMenu');
/** Starts the download early (pointer over or focus on a trigger), so opening feels instant. */
const warmMenu = () => void loadMenu().catch(() => {});

interface DropdownProps {
  label: ReactNode;
  /** Accessible name when the visible label is only an icon or is ambiguous. */
  ariaLabel?: string;
  align?: 'start' | 'end';
  triggerClassName?: string;
  menuClassName?: string;
  /** Also warmed with the menu: the lazy module the items come from. */
  warm?: () => void;
  children: ReactNode;
}

export const TRIGGER = `inline-flex h-9 items-center gap-1 rounded-lg px-2 font-medium whitespace-nowrap text-ink-700 transition-colors hover:bg-ink-100 hover:text-ink-900 ${focusRing} aria-expanded:bg-ink-100 aria-expanded:text-ink-900`;

export function Dropdown({
  label,
  ariaLabel,
  align = 'start',
  triggerClassName = `${TRIGGER} text-sm`,
  menuClassName = '',
  warm,
  children,
}: DropdownProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const onWarm = () => {
    warmMenu();
    warm?.();
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={ariaLabel}
        className={triggerClassName}
        onPointerEnter={onWarm}
        onFocus={onWarm}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {label}
        <Icon
          name="chevronDown"
          className={`size-4 text-ink-400 transition-transform duration-200 ${open ? 'rotate-180' : ''}`}
        />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <DropdownMenu
            id={menuId}
            rootRef={rootRef}
            onClose={(returnFocus) => {
              setOpen(false);
              if (returnFocus) triggerRef.current?.focus();
            }}
            className={`${align === 'end' ? 'end-0' : 'start-0'} ${menuClassName}`}
          >
            {children}
          </DropdownMenu>
        </Suspense>
      ) : null}
    </div>
  );
}
