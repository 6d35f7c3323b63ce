import { createContext, type KeyboardEvent, type ReactNode, type RefObject, useEffect, useRef } from 'react';

/**
 * The open part of a Dropdown: moves focus into the menu (to the checked item, else the first),
 * arrows and Home/End move between items, Escape closes and returns focus to the button, Tab or a
 * click outside closes. Width 12rem as the spec fixes. Loaded on first use (see dropdown.tsx).
 */
/** Lets menu items close their menu after a choice. */
export const CloseContext = createContext<() => void>(() => {});

const menuItems = (menu: HTMLElement | null) => Array.from(menu?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? []);

interface DropdownMenuProps {
  id: string;
  /** The dropdown (button and menu): a press outside it closes the menu. */
  rootRef: RefObject<HTMLElement | null>;
  onClose: (returnFocus: boolean) => void;
  className: string;
  children: ReactNode;
}

export function DropdownMenu({ id, rootRef, onClose, className, children }: DropdownMenuProps) {
  const menuRef = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const current = menuItems(menuRef.current);
    (current.find((el) => el.getAttribute('aria-checked') === 'true') ?? current[0])?.focus();
    const onPointer = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close.current(false);
    };
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') close.current(true);
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [rootRef]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
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
      close.current(false);
    }
  };

  return (
    <div
      ref={menuRef}
      id={id}
      role="menu"
      tabIndex={-1}
      onKeyDown={onKeyDown}
      className={`absolute top-full z-50 mt-2 w-48 rounded-xl border border-ink-200 bg-white p-1.5 shadow-lg shadow-ink-900/10 ${className}`}
    >
      <CloseContext.Provider value={() => close.current(false)}>{children}</CloseContext.Provider>
    </div>
  );
}
