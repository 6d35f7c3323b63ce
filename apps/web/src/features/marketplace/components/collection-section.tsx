import type { TAppCard } from '@atrium/contracts/apps';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { focusRing } from '@/components/ui/focus-ring';
import { Icon } from '@/components/ui/icon';
import { AppCard } from './app-card';

interface CollectionSectionProps {
  title: string;
  subtitle: string;
  apps: readonly TAppCard[];
  /** Where 'See all' goes: the catalogue with this collection's filter and sort. */
  seeAll: string;
  limit?: number;
}

/** One curated row of the home page (top installed, top free, newly added, top rated). */
export function CollectionSection({ title, subtitle, apps, seeAll, limit = 4 }: CollectionSectionProps) {
  const { t } = useTranslation('marketplace');
  const headingId = useId();
  if (apps.length === 0) return null;
  return (
    // Below the fold the browser skips a row's layout and paint until it nears the screen (ADR 015).
    <section aria-labelledby={headingId} className="[contain-intrinsic-size:auto_30rem] [content-visibility:auto]">
      <div className="mb-4 flex items-end justify-between gap-4">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold tracking-tight text-ink-900 sm:text-xl">
            {title}
          </h2>
          <p className="mt-0.5 text-sm text-ink-500">{subtitle}</p>
        </div>
        <Link
          to={seeAll}
          preventScrollReset
          aria-label={t('collections.seeAllOf', { title })}
          className={`inline-flex shrink-0 items-center gap-1 rounded-md text-sm font-semibold text-brand-600 hover:text-brand-800 ${focusRing}`}
        >
          {t('collections.seeAll')}
          <Icon name="arrowEnd" className="size-4" />
        </Link>
      </div>
      <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-4">
        {apps.slice(0, limit).map((app) => (
          <li key={app._id}>
            <AppCard app={app} />
          </li>
        ))}
      </ul>
    </section>
  );
}
