import { createContext, type KeyboardEvent, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Icon } from './icons';

/**
 * A click-to-open menu button (WAI-ARIA menu button pattern): opens on click, Enter/Space or
 * ArrowDown, moves focus into the menu, arrows and Home/End move between items, Escape closes and
 * returns focus to the button, Tab or a click outside closes. Width 12rem as the spec fixes.
 */
/** Lets menu items close their menu after a choice. */
export const CloseContext = createContext<() => void>(() => {});

const menuItems = (menu: HTMLElement | null) => Array.from(menu?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? []);

interface DropdownProps {
  label: ReactNode;
  /** Accessible name when the visible label is only an icon or is ambiguous. */
  ariaLabel?: string;
  align?: 'start' | 'end';
  triggerClassName?: string;
  menuClassName?: string;
  children: ReactNode;
}

export const TRIGGER =
  'inline-flex h-9 items-center gap-1 rounded-lg px-2 font-medium whitespace-nowrap text-ink-700 transition-colors hover:bg-ink-100 hover:text-ink-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 aria-expanded:bg-ink-100 aria-expanded:text-ink-900';

export function Dropdown({
  label,
  ariaLabel,
  align = 'start',
  triggerClassName = `${TRIGGER} text-sm`,
  menuClassName = '',
  children,
}: DropdownProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  const close = useCallback((returnFocus = false) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const current = menuItems(menuRef.current);
    (current.find((el) => el.getAttribute('aria-checked') === 'true') ?? current[0])?.focus();
    const onPointer = (event: globalThis.MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, close]);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = menuItems(menuRef.current);
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move: Record<string, number | undefined> = {
      ArrowDown: (index + 1) % list.length,
      ArrowUp: (index - 1 + list.length) % list.length,
      Home: 0,
      End: list.length - 1,
    };
    const next = move[event.key];
    if (next !== undefined) {
      event.preventDefault();
      list[next]?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
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
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          tabIndex={-1}
          onKeyDown={onMenuKeyDown}
          className={`absolute top-full z-50 mt-2 w-48 rounded-xl border border-ink-200 bg-white p-1.5 shadow-lg shadow-ink-900/10 ${
            align === 'end' ? 'end-0' : 'start-0'
          } ${menuClassName}`}
        >
          <CloseContext.Provider value={() => close(false)}>{children}</CloseContext.Provider>
        </div>
      ) : null}
    </div>
  );
}
