import type { THostKind } from '@atrium/contracts/hosts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/header/icons';
import { buttonClasses } from '../../../components/ui/button-classes';
import { buildMenu, type MenuEntry, menuEntries } from '../../../lib/menu-definitions';
import { useUiSettings } from '../../../lib/preferences/settings-context';
import { setOpenConfigurator } from '../../../lib/preferences/ui-settings';
import { useSession } from '../../../lib/session-store';
import { DestinationCard } from './destination-card';

function EntryList({ entries }: { entries: readonly MenuEntry[] }) {
  const { t } = useTranslation();
  return (
    <ul className="mt-4 flex flex-wrap gap-1.5">
      {entries.map((entry) => (
        <li
          key={entry.id}
          className="inline-flex items-center gap-1.5 rounded-full bg-ink-100 px-2.5 py-1 text-xs font-medium text-ink-700"
        >
          <Icon name={entry.icon} className="size-3.5 text-ink-500" />
          {t(entry.title)}
        </li>
      ))}
    </ul>
  );
}

/** 'What you can do here': the areas open today, and where the menus keep the rest. */
export function HomeDestinations({ hostKind }: { hostKind: THostKind }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [, dispatch] = useUiSettings();
  const menu = buildMenu(hostKind);
  const stores = menu.flatMap((item) => (item.kind === 'link' ? [item.entry] : []));
  const help = menuEntries(menu.filter((item) => item.kind === 'group' && item.group.id === 'help'));

  return (
    <section aria-labelledby="home-what" className="mt-12">
      <div className="mb-6">
        <h2 id="home-what" className="text-xl font-semibold tracking-tight text-ink-900 sm:text-2xl">
          {t('home.whatTitle')}
        </h2>
        <p className="mt-1 text-sm text-ink-600">{t('home.whatSubtitle')}</p>
      </div>
      <div className="grid gap-5 sm:grid-cols-2 xl:grid-cols-4">
        <DestinationCard
          icon="mic"
          title={t('home.podcastsTitle')}
          body={t('home.podcastsBody')}
          action={
            <Link to="/podcast" className={buttonClasses('primary', 'sm')}>
              {t('home.podcastsCta')}
              <Icon name="arrowEnd" className="size-4" />
            </Link>
          }
        />
        <DestinationCard icon="store" title={t('home.marketplacesTitle')} body={t('home.marketplacesBody')}>
          <EntryList entries={stores} />
        </DestinationCard>
        <DestinationCard icon="help" title={t('home.helpTitle')} body={t('home.helpBody')}>
          <EntryList entries={help} />
        </DestinationCard>
        {user ? (
          <DestinationCard
            icon="settings"
            title={t('home.personaliseTitle')}
            body={t('home.personaliseBody')}
            action={
              <button
                type="button"
                onClick={() => setOpenConfigurator(dispatch, true)}
                className={buttonClasses('secondary', 'sm')}
              >
                {t('home.personaliseCta')}
              </button>
            }
          />
        ) : (
          <DestinationCard
            icon="user"
            title={t('home.joinTitle')}
            body={t('home.joinBody')}
            action={
              <Link to="/register" className={buttonClasses('secondary', 'sm')}>
                {t('home.joinCta')}
              </Link>
            }
          />
        )}
      </div>
    </section>
  );
}
