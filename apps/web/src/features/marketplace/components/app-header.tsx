import type { TAppDetail } from '@atrium/contracts/apps';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCategoryLabels } from '@/lib/category-labels';
import { formatCompact } from '@/lib/format';
import { AppIcon } from './app-icon';
import { AppRating } from './app-rating';

/** The top of the app page: who makes it, how it is rated and used, what kind of app it is. */
export function AppHeader({ app }: { app: TAppDetail }) {
  const { t, i18n } = useTranslation('marketplace');
  const { label } = useCategoryLabels('app');
  return (
    <header className="flex flex-col gap-5 sm:flex-row sm:items-start">
      <AppIcon name={app.name} type={app.type} iconUrl={app.iconUrl} size="lg" />
      <div className="min-w-0 flex-1">
        <h1 dir="auto" className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
          {app.name}
        </h1>
        <p dir="auto" className="mt-1 text-base text-ink-600">
          {app.tagline}
        </p>
        <p className="mt-2 text-sm text-ink-600">
          {t('app.by')}{' '}
          <Link to={`/partner/${app.partner.slug}`} className="font-semibold text-brand-600 hover:text-brand-800 hover:underline">
            {app.partner.name}
          </Link>
        </p>
        <div className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-ink-600">
          <AppRating rating={app.rating} large />
          <span>
            {t('card.installs', { count: app.installCount, formatted: formatCompact(app.installCount, i18n.language) })}
          </span>
          {app.status !== 'live' ? (
            <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-800">
              {t(`status.${app.status}`)}
            </span>
          ) : null}
        </div>
        <ul className="mt-4 flex flex-wrap gap-2" aria-label={t('app.typeAndCategories')}>
          <li className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700 ring-1 ring-brand-100">
            {t(`types.${app.type}`)}
          </li>
          {app.categories.map((category) => (
            <li key={category}>
              <Link
                to={`/?category=${encodeURIComponent(category)}`}
                className="inline-block rounded-full bg-ink-100 px-3 py-1 text-xs font-medium text-ink-700 hover:bg-ink-200"
              >
                {label(category)}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </header>
  );
}
