import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-classes';
import { useSession } from '@/lib/session-store';
import { ChromeIcon as Icon } from './chrome-icons';
import { Dropdown } from './dropdown';
import { AccountItems, VisitorItems, warmHeaderMenus } from './lazy-header-menus';

interface AccountMenuProps {
  onLogout: () => void;
  onOpenSettings: () => void;
}

/**
 * Signed out: Login and Register, folded into one 'Account' menu (with the layout settings) on
 * phones, where the bar has no room for two labelled buttons in every language. Signed in: the
 * first name (or 'Account') with the account actions.
 */
export function AccountMenu({ onLogout, onOpenSettings }: AccountMenuProps) {
  const { t } = useTranslation();
  const { user } = useSession();

  if (!user) {
    return (
      <>
        <div className="flex items-center gap-1.5 max-sm:hidden">
          <Link to="/login" className={buttonClasses('ghost', 'sm')}>
            {t('account.login')}
          </Link>
          <Link to="/register" className={buttonClasses('primary', 'sm')}>
            {t('account.register')}
          </Link>
        </div>
        <div className="sm:hidden">
          <Dropdown align="end" ariaLabel={t('account.fallbackName')} warm={warmHeaderMenus} label={<Icon name="user" />}>
            <VisitorItems onOpenSettings={onOpenSettings} />
          </Dropdown>
        </div>
      </>
    );
  }

  const name = user.firstName.trim() || t('account.fallbackName');
  return (
    <Dropdown
      align="end"
      ariaLabel={t('account.menuLabel', { name })}
      warm={warmHeaderMenus}
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
      <AccountItems user={user} onLogout={onLogout} onOpenSettings={onOpenSettings} />
    </Dropdown>
  );
}
