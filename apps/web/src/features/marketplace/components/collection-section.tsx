import type { TAppCard } from '@atrium/contracts/apps';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RowHeading } from '@/components/ui/row-heading';
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
      <RowHeading
        id={headingId}
        title={title}
        subtitle={subtitle}
        seeAll={seeAll}
        seeAllLabel={t('collections.seeAll')}
        seeAllName={t('collections.seeAllOf', { title })}
      />
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
