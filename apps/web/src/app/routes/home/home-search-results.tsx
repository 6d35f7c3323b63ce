import type { THostKind } from '@atrium/contracts/hosts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/header/icons';
import { buildMenu, menuEntries } from '../../../lib/menu-definitions';

interface HomeSearchResultsProps {
  id: string;
  hostKind: THostKind;
  query: string;
}

/** The places whose translated title contains the query (case-insensitive), or a clear 'nothing found'. */
export function HomeSearchResults({ id, hostKind, query }: HomeSearchResultsProps) {
  const { t } = useTranslation();
  const needle = query.toLocaleLowerCase();
  const matches = menuEntries(buildMenu(hostKind)).filter((entry) => t(entry.title).toLocaleLowerCase().includes(needle));

  return (
    <section id={id} aria-live="polite" className="mt-3 rounded-2xl bg-white p-4 text-start text-ink-800 shadow-lg">
      {matches.length > 0 ? (
        <>
          <h2 className="mb-3 text-sm font-medium text-ink-600">{t('home.searchResults', { query })}</h2>
          <ul className="flex flex-wrap gap-2">
            {matches.map((entry) => (
              <li key={entry.id}>
                <Link
                  to={entry.path}
                  className="inline-flex items-center gap-2 rounded-full border border-ink-200 px-3 py-1.5 text-sm font-medium hover:border-brand-300 hover:bg-brand-50 hover:text-brand-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                >
                  <Icon name={entry.icon} className="size-4" />
                  {t(entry.title)}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="text-sm text-ink-600">{t('home.searchEmpty', { query })}</p>
      )}
    </section>
  );
}
