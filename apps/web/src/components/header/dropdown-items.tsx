import { type MouseEvent, type ReactNode, useContext } from 'react';
import { Link } from 'react-router';
import { Icon, type IconName } from '@/components/ui/icon';
import { CloseContext } from './dropdown-menu';

/** The entries of a Dropdown menu: links, actions, one-of-a-set choices and separators. */
const ITEM =
  'flex w-full items-center gap-2.5 rounded-lg px-2.5 py-2 text-start text-sm text-ink-700 transition-colors hover:bg-brand-50 hover:text-brand-700 focus:bg-brand-50 focus:text-brand-700 focus:outline-none';

interface ItemProps {
  icon?: IconName;
  children: ReactNode;
  onSelect?: (event: MouseEvent<HTMLElement>) => void;
}

export function DropdownLink({ to, icon, children, onSelect }: ItemProps & { to: string }) {
  const close = useContext(CloseContext);
  return (
    <Link
      to={to}
      role="menuitem"
      tabIndex={-1}
      className={ITEM}
      onClick={(event) => {
        onSelect?.(event);
        close();
      }}
    >
      {icon ? <Icon name={icon} className="size-4 text-ink-400" /> : null}
      {/* Long labels (some languages) wrap inside the fixed 12rem menu rather than being cut. */}
      <span className="min-w-0 break-words">{children}</span>
    </Link>
  );
}

export function DropdownButton({ icon, children, onSelect }: ItemProps) {
  const close = useContext(CloseContext);
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      className={ITEM}
      onClick={(event) => {
        onSelect?.(event);
        close();
      }}
    >
      {icon ? <Icon name={icon} className="size-4 text-ink-400" /> : null}
      <span className="min-w-0 break-words">{children}</span>
    </button>
  );
}

/** One choice of a set (a language): announced as checked, focused first when the menu opens. */
export function DropdownRadio({ children, onSelect, checked }: Omit<ItemProps, 'icon'> & { checked: boolean }) {
  const close = useContext(CloseContext);
  return (
    <button
      type="button"
      role="menuitemradio"
      aria-checked={checked}
      tabIndex={-1}
      className={ITEM}
      onClick={(event) => {
        onSelect?.(event);
        close();
      }}
    >
      <span className="flex-1 truncate">{children}</span>
      {checked ? <Icon name="check" className="size-4 text-brand-600" /> : null}
    </button>
  );
}

export function DropdownSeparator() {
  return <hr className="my-1.5 border-ink-100" />;
}
