import type { TConsoleAppRow } from '@atrium/contracts/app-console';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppIcon } from '@/features/console/components/app-icon';
import { AppStatusBadge } from '@/features/console/components/app-status-badge';
import { formatDate, formatNumber } from '@/lib/format';

const COLUMNS = 'md:grid md:grid-cols-[minmax(0,2.4fr)_minmax(0,1.3fr)_8rem_6rem_6rem_7rem] md:items-center md:gap-4';
const HEAD = 'text-xs font-semibold tracking-wide text-ink-500 uppercase';

/** The apps as rows (a grid on wide screens, stacked cards on phones); each row opens the editor. */
export function AppList({ apps }: { apps: readonly TConsoleAppRow[] }) {
  const { t, i18n } = useTranslation('console');
  const lng = i18n.language;
  return (
    <div className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink-200">
      <div aria-hidden="true" className={`hidden border-b border-ink-200 bg-ink-50 px-5 py-3 ${COLUMNS}`}>
        <span className={HEAD}>{t('list.columns.app')}</span>
        <span className={HEAD}>{t('list.columns.partner')}</span>
        <span className={HEAD}>{t('list.columns.status')}</span>
        <span className={`${HEAD} text-end`}>{t('list.columns.installs')}</span>
        <span className={`${HEAD} text-end`}>{t('list.columns.rating')}</span>
        <span className={`${HEAD} text-end`}>{t('list.columns.updated')}</span>
      </div>
      <ul className="divide-y divide-ink-100">
        {apps.map((app) => (
          <li key={app._id}>
            <Link
              to={`/console/apps/${app._id}`}
              className={`group block px-4 py-4 transition hover:bg-ink-50/80 focus-visible:bg-brand-50/50 focus-visible:outline-none sm:px-5 ${COLUMNS}`}
            >
              <div className="flex min-w-0 items-center gap-3">
                <AppIcon name={app.name} url={app.iconUrl} />
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium text-ink-900 group-hover:text-brand-700">{app.name}</p>
                  <p className="truncate text-xs text-ink-500">
                    {t(`types.${app.type}`)}
                    {/* On phones the partner joins this line; wide screens give it a column. */}
                    <span className="md:hidden"> · {app.partner.name}</span>
                  </p>
                </div>
                <AppStatusBadge status={app.status} className="md:hidden" />
              </div>
              <p className="hidden truncate text-sm text-ink-600 md:block">{app.partner.name}</p>
              <div className="hidden md:block">
                <AppStatusBadge status={app.status} />
              </div>
              <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 ps-13 text-sm text-ink-600 md:contents">
                <div className="flex gap-1 md:block md:text-end">
                  <dt className="text-ink-400 md:sr-only">{t('list.columns.installs')}</dt>
                  <dd className="tabular-nums">{formatNumber(app.installCount, lng)}</dd>
                </div>
                <div className="flex gap-1 md:block md:text-end">
                  <dt className="text-ink-400 md:sr-only">{t('list.columns.rating')}</dt>
                  <dd className="tabular-nums">
                    {app.rating.average === null ? (
                      <span className="text-ink-400">{t('list.noRating')}</span>
                    ) : (
                      <>
                        <span aria-hidden="true" className="text-amber-500">
                          ★{' '}
                        </span>
                        {t('list.rating', { average: app.rating.average.toFixed(1), n: formatNumber(app.rating.count, lng) })}
                      </>
                    )}
                  </dd>
                </div>
                <div className="flex gap-1 md:block md:text-end">
                  <dt className="text-ink-400 md:sr-only">{t('list.columns.updated')}</dt>
                  <dd className="whitespace-nowrap">
                    <time dateTime={app.updatedAt}>{formatDate(app.updatedAt, lng)}</time>
                  </dd>
                </div>
              </dl>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
