import type { TAppCollections } from '@atrium/contracts/apps';
import { useTranslation } from 'react-i18next';
import { CollectionSection } from './collection-section';

/** The curated collections shown when nothing is searched or filtered. */
export function CollectionsView({ collections }: { collections: TAppCollections }) {
  const { t } = useTranslation('marketplace');
  return (
    <div className="space-y-12">
      <CollectionSection
        title={t('collections.topInstalled')}
        subtitle={t('collections.topInstalledBody')}
        apps={collections.topInstalled}
        seeAll="?sort=installs"
      />
      <CollectionSection
        title={t('collections.topRated')}
        subtitle={t('collections.topRatedBody')}
        apps={collections.topRated}
        seeAll="?sort=rating"
      />
      <CollectionSection
        title={t('collections.topFree')}
        subtitle={t('collections.topFreeBody')}
        apps={collections.topFree}
        seeAll="?price=free&sort=installs"
      />
      <CollectionSection
        title={t('collections.newlyAdded')}
        subtitle={t('collections.newlyAddedBody')}
        apps={collections.newlyAdded}
        seeAll="?sort=newest"
      />
    </div>
  );
}
