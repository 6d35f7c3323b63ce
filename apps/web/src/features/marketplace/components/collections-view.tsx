import type { TAppCollections } from '@atrium/contracts/apps';
import { startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CollectionSection } from './collection-section';

const SECTIONS = [
  { apps: 'topInstalled', title: 'collections.topInstalled', seeAll: '?sort=installs' },
  { apps: 'topRated', title: 'collections.topRated', seeAll: '?sort=rating' },
  { apps: 'topFree', title: 'collections.topFree', seeAll: '?price=free&sort=installs' },
  { apps: 'newlyAdded', title: 'collections.newlyAdded', seeAll: '?sort=newest' },
] as const;

/**
 * The curated collections shown when nothing is searched or filtered. They mount one per task: the first is on
 * screen, the others below it, and all four at once were one long commit on the first load of `/` (ADR 015).
 */
export function CollectionsView({ collections }: { collections: TAppCollections }) {
  const { t } = useTranslation('marketplace');
  const [mounted, setMounted] = useState(1);
  useEffect(() => {
    if (mounted >= SECTIONS.length) return;
    const next = setTimeout(() => startTransition(() => setMounted((count) => count + 1)));
    return () => clearTimeout(next);
  }, [mounted]);

  return (
    <div className="space-y-12">
      {SECTIONS.slice(0, mounted).map((section) => (
        <CollectionSection
          key={section.apps}
          title={t(section.title)}
          subtitle={t(`${section.title}Body`)}
          apps={collections[section.apps]}
          seeAll={section.seeAll}
        />
      ))}
    </div>
  );
}
