import type { TAppCard } from '@atrium/contracts/apps';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '@/components/ui/icon';
import { AppIcon } from './app-icon';

interface BundleAppCardProps {
  app: TAppCard;
  installed: boolean;
  /** The app the viewer came from (the store path's :app_id). */
  highlighted: boolean;
}

export function BundleAppCard({ app, installed, highlighted }: BundleAppCardProps) {
  const { t } = useTranslation('installs');
  return (
    <article
      aria-current={highlighted ? 'true' : undefined}
      className={`relative flex h-full flex-col rounded-2xl border bg-white p-5 shadow-sm transition-shadow hover:shadow-md ${
        highlighted ? 'border-brand-500 ring-2 ring-brand-500/30' : 'border-ink-200'
      }`}
    >
      {highlighted ? (
        <span className="absolute -top-2.5 start-4 rounded-full bg-brand-600 px-2.5 py-0.5 text-xs font-semibold text-white shadow-sm">
          {t('store.youCameFrom')}
        </span>
      ) : null}
      <div className="flex items-start gap-3.5">
        <AppIcon name={app.name} iconUrl={app.iconUrl} />
        <div className="min-w-0 flex-1">
          <h3 dir="auto" className="truncate font-semibold text-ink-900">
            <Link to={`/${app._id}`} className="hover:text-brand-700 hover:underline">
              {app.name}
            </Link>
          </h3>
          <p dir="auto" className="truncate text-xs text-ink-500">
            {app.partner.name}
          </p>
        </div>
        {installed ? (
          <span
            className="grid size-7 shrink-0 place-items-center rounded-full bg-emerald-100 text-emerald-700"
            title={t('store.installed')}
          >
            <Icon name="check" className="size-4" />
            <span className="sr-only">{t('store.installed')}</span>
          </span>
        ) : null}
      </div>
      <p dir="auto" className="mt-3 line-clamp-2 text-sm text-ink-600">
        {app.tagline}
      </p>
    </article>
  );
}
