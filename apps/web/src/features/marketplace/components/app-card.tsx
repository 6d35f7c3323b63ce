import type { TAppCard } from '@atrium/contracts/apps';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCompact } from '@/lib/format';
import { AppIcon } from './app-icon';
import { AppRating } from './app-rating';
import { PriceLabel } from './price-label';

/**
 * One app in a grid or a collection. The name is the link; it stretches over the card so the whole
 * card is clickable while screen readers hear one short link, not the card's every word.
 */
export function AppCard({ app }: { app: TAppCard }) {
  const { t, i18n } = useTranslation('marketplace');
  return (
    <article className="group relative flex h-full flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-200 transition duration-200 focus-within:ring-2 focus-within:ring-brand-500 hover:-translate-y-0.5 hover:shadow-lg hover:ring-brand-200 motion-reduce:transition-none motion-reduce:hover:translate-y-0">
      <div className="flex items-start gap-4">
        <AppIcon name={app.name} type={app.type} iconUrl={app.iconUrl} />
        <div className="min-w-0 flex-1">
          <h3 dir="auto" className="truncate text-base leading-snug font-semibold text-ink-900">
            <Link to={`/${app._id}`} className="after:absolute after:inset-0 after:rounded-2xl focus:outline-none">
              {app.name}
            </Link>
          </h3>
          <p className="mt-0.5 truncate text-xs text-ink-500">{t('card.by', { partner: app.partner.name })}</p>
        </div>
      </div>
      <p dir="auto" className="mt-3 line-clamp-2 min-h-10 text-sm leading-5 text-ink-600">
        {app.tagline}
      </p>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-x-3 gap-y-1 pt-4">
        <AppRating rating={app.rating} />
        <span className="text-xs text-ink-500">
          {t('card.installs', { count: app.installCount, formatted: formatCompact(app.installCount, i18n.language) })}
        </span>
      </div>
      <div className="mt-3 border-t border-ink-100 pt-3">
        <PriceLabel pricing={app.pricing} />
      </div>
    </article>
  );
}
