import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../lib/session-store';
import { buttonClasses } from '../ui/button';
import { Dropdown } from './dropdown';
import { DropdownButton, DropdownLink, DropdownSeparator } from './dropdown-items';

interface AccountMenuProps {
  onLogout: () => void;
  onOpenSettings: () => void;
}

/** Signed out: Login and Register. Signed in: the first name (or 'Account') with the account actions. */
export function AccountMenu({ onLogout, onOpenSettings }: AccountMenuProps) {
  const { t } = useTranslation();
  const { user } = useSession();

  if (!user) {
    return (
      <div className="flex items-center gap-1.5">
        <Link to="/login" className={buttonClasses('ghost', 'sm')}>
          {t('account.login')}
        </Link>
        <Link to="/register" className={buttonClasses('primary', 'sm', 'hidden sm:inline-flex')}>
          {t('account.register')}
        </Link>
      </div>
    );
  }

  const name = user.firstName.trim() || t('account.fallbackName');
  return (
    <Dropdown
      align="end"
      ariaLabel={t('account.menuLabel', { name })}
      label={
        <>
          <span
            className="grid size-7 place-items-center rounded-full bg-brand-100 text-xs font-semibold text-brand-700"
            aria-hidden="true"
          >
            {name.charAt(0).toUpperCase()}
          </span>
          <span className="hidden max-w-32 truncate sm:inline">{name}</span>
        </>
      }
    >
      <div className="px-2.5 pt-1.5 pb-2">
        <p className="truncate text-sm font-medium text-ink-900">
          {user.firstName} {user.lastName}
        </p>
        <p className="truncate text-xs text-ink-500">{user.email}</p>
      </div>
      <DropdownSeparator />
      {user.role === 'super_admin' ? (
        <DropdownLink to="/admin/podcasts" icon="shield">
          {t('account.adminPodcasts')}
        </DropdownLink>
      ) : null}
      <DropdownButton icon="settings" onSelect={onOpenSettings}>
        {t('account.settings')}
      </DropdownButton>
      <DropdownSeparator />
      <DropdownButton icon="logout" onSelect={onLogout}>
        {t('account.logout')}
      </DropdownButton>
    </Dropdown>
  );
}
