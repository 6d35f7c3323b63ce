import type { TAppCollections } from '@atrium/contracts/apps';
import { useTranslation } from 'react-i18next';
import { RenderWhenNear } from '@/components/ui/render-when-near';
import { CollectionSection } from './collection-section';

const SECTIONS = [
  { apps: 'topInstalled', title: 'collections.topInstalled', seeAll: '?sort=installs' },
  { apps: 'topRated', title: 'collections.topRated', seeAll: '?sort=rating' },
  { apps: 'topFree', title: 'collections.topFree', seeAll: '?price=free&sort=installs' },
  { apps: 'newlyAdded', title: 'collections.newlyAdded', seeAll: '?sort=newest' },
] as const;

/** About one row's height: what a row takes before it renders. */
export const ROW_HEIGHT = '30rem';

/**
 * The curated collections shown when nothing is searched or filtered. Each row renders as it nears the screen:
 * on the first load of `/` that is the first row (under the hero on a phone), not all four in one long commit
 * (ADR 015).
 */
export function CollectionsView({ collections }: { collections: TAppCollections }) {
  const { t } = useTranslation('marketplace');
  return (
    <div className="space-y-12">
      {SECTIONS.map((section) => (
        <RenderWhenNear key={section.apps} placeholderHeight={ROW_HEIGHT}>
          <CollectionSection
            title={t(section.title)}
            subtitle={t(`${section.title}Body`)}
            apps={collections[section.apps]}
            seeAll={section.seeAll}
          />
        </RenderWhenNear>
      ))}
    </div>
  );
}
