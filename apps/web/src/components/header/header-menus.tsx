import type { TRole } from '@atrium/contracts/roles';
import type { TUser } from '@atrium/contracts/users';
import { useTranslation } from 'react-i18next';
import { findLanguage } from '@/lib/languages';
import { AI_AGENT_BUILDERS, AI_AGENTS_ENTRY, type MenuGroup } from '@/lib/menu-definitions';
import { usePreferences } from '@/lib/preferences/preferences-context';
import { DropdownButton, DropdownLink, DropdownRadio, DropdownSeparator } from './dropdown-items';
import { useEntryGuard } from './use-entry-guard';

/**
 * The items of the header's menus. They show only once a menu is open, so this module is loaded
 * lazily (with the open-menu logic) instead of with the first page.
 */
export function NavGroupItems({ group }: { group: MenuGroup }) {
  const { t } = useTranslation();
  const guard = useEntryGuard();
  return group.entries.map((entry) => (
    <DropdownLink key={entry.id} to={entry.path} icon={entry.icon} onSelect={guard(entry)}>
      {t(entry.title)}
    </DropdownLink>
  ));
}

/** Each language by its own name; choosing one also sets the reading direction. */
export function LanguageItems() {
  const { preferences, actions } = usePreferences();
  const current = findLanguage(preferences.locale);
  return preferences.languageList.map((language) => (
    <DropdownRadio
      key={language.code}
      checked={language.code === current.code}
      onSelect={() => actions.toggleLocale(language.code)}
    >
      <span lang={findLanguage(language.code).htmlLang}>{language.name}</span>
    </DropdownRadio>
  ));
}

/** A visitor's account menu on phones: where to sign in or up, and the layout settings. */
export function VisitorItems({ onOpenSettings }: { onOpenSettings: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <DropdownLink to="/login" icon="user">
        {t('account.login')}
      </DropdownLink>
      <DropdownLink to="/register" icon="arrowEnd">
        {t('account.register')}
      </DropdownLink>
      <DropdownSeparator />
      <DropdownButton icon="settings" onSelect={onOpenSettings}>
        {t('account.settings')}
      </DropdownButton>
    </>
  );
}

interface AccountItemsProps {
  user: TUser;
  onLogout: () => void;
  onOpenSettings: () => void;
}

/** The CRM connection page (and from it sync, imports, prospects, contacts) is the agency team's. */
const AGENCY_TEAM: readonly TRole[] = ['agency_admin', 'agency_staff'];
/** A location's own people reach its CRM contacts directly. */
const LOCATION_TEAM: readonly TRole[] = ['location_admin', 'staff'];

/** 'My apps': a location user's own location, an agency user's agency view; others install nothing. */
function myAppsPath(user: TUser): string | null {
  if (user.locationId) return `/detail/${user.locationId}`;
  return user.agencyId ? '/agency/apps' : null;
}

export function AccountItems({ user, onLogout, onOpenSettings }: AccountItemsProps) {
  const { t } = useTranslation();
  const myApps = myAppsPath(user);
  return (
    <>
      <div className="px-2.5 pt-1.5 pb-2">
        <p className="truncate text-sm font-medium text-ink-900">
          {user.firstName} {user.lastName}
        </p>
        <p className="truncate text-xs text-ink-500">{user.email}</p>
      </div>
      <DropdownSeparator />
      <DropdownLink to="/profile" icon="user">
        {t('account.profile')}
      </DropdownLink>
      {myApps ? (
        <DropdownLink to={myApps} icon="grid">
          {t('account.myApps')}
        </DropdownLink>
      ) : null}
      {AGENCY_TEAM.includes(user.role) ? (
        <DropdownLink to="/integrations" icon="crm">
          {t('account.crmConnection')}
        </DropdownLink>
      ) : null}
      {AGENCY_TEAM.includes(user.role) && !user.locationId ? (
        <DropdownLink to="/paymentproviders" icon="card">
          {t('account.payments')}
        </DropdownLink>
      ) : null}
      {/* The sidebar lists it too, but the horizontal menu has no sidebar on wide screens. */}
      {AGENCY_TEAM.includes(user.role) ? (
        <DropdownLink to="/snapshots" icon="image">
          {t('menu.snapshots')}
        </DropdownLink>
      ) : null}
      {AGENCY_TEAM.includes(user.role) ? (
        <DropdownLink to="/service_store" icon="store">
          {t('menu.serviceStore')}
        </DropdownLink>
      ) : null}
      {user.locationId && user.agencyId && !AGENCY_TEAM.includes(user.role) ? (
        <DropdownLink to="/service_store" icon="store">
          {t('account.agencyStore')}
        </DropdownLink>
      ) : null}
      {user.locationId && LOCATION_TEAM.includes(user.role) ? (
        <DropdownLink to="/crm/contacts" icon="list">
          {t('account.crmContacts')}
        </DropdownLink>
      ) : null}
      {/* The sidebar lists it too, but the horizontal menu has no sidebar on wide screens. */}
      {AI_AGENT_BUILDERS.has(user.role) ? (
        <DropdownLink to={AI_AGENTS_ENTRY.path} icon={AI_AGENTS_ENTRY.icon}>
          {t(AI_AGENTS_ENTRY.title)}
        </DropdownLink>
      ) : null}
      {user.role === 'app_creator' || user.role === 'super_admin' ? (
        <DropdownLink to="/console/apps" icon="plug">
          {t('account.developerConsole')}
        </DropdownLink>
      ) : null}
      {user.role === 'super_admin' ? (
        <DropdownLink to="/admin/podcasts" icon="shield">
          {t('account.adminPodcasts')}
        </DropdownLink>
      ) : null}
      {user.role === 'super_admin' ? (
        <DropdownLink to="/admin/payments" icon="shield">
          {t('account.adminPayments')}
        </DropdownLink>
      ) : null}
      {user.role === 'super_admin' ? (
        <DropdownLink to="/admin/outbox" icon="shield">
          {t('account.adminOutbox')}
        </DropdownLink>
      ) : null}
      <DropdownButton icon="settings" onSelect={onOpenSettings}>
        {t('account.settings')}
      </DropdownButton>
      <DropdownSeparator />
      <DropdownButton icon="logout" onSelect={onLogout}>
        {t('account.logout')}
      </DropdownButton>
    </>
  );
}
