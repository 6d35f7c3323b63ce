import { useTranslation } from 'react-i18next';
import { SegmentedTabs } from '@/components/ui/segmented-tabs';
import { FILTER_KEYS } from '@/features/marketplace/utils/catalogue-params';
import { showsSnapshots, withCatalogueType } from '@/features/snapshots/utils/snapshot-params';
import { useSearchParams } from '@/lib/use-search-params';

export type CatalogueType = 'apps' | 'snapshots';
const TYPES = ['apps', 'snapshots'] as const;
export const CATALOGUE_PANEL_ID = 'catalogue-panel';

/** Which catalogue the URL shows (`?type=snapshots`, else apps). */
export function useCatalogueType(): CatalogueType {
  const [params] = useSearchParams();
  return showsSnapshots(params) ? 'snapshots' : 'apps';
}

/**
 * Apps | Snapshots. The choice is a URL parameter pushed onto the history, so it can be shared and Back returns to
 * the other type; the search text stays, the other type's filters go.
 */
export function CatalogueTypeSwitch() {
  const { t } = useTranslation('marketplace');
  const [, setParams] = useSearchParams();
  const type = useCatalogueType();
  return (
    <SegmentedTabs
      tabs={TYPES}
      value={type}
      onChange={(next) => setParams((current) => withCatalogueType(current, next, FILTER_KEYS), { preventScrollReset: true })}
      label={t('snapshots.typeLabel')}
      labelOf={(tab) => t(`snapshots.type.${tab}`)}
      tabId={(tab) => `catalogue-type-${tab}`}
      panelId={() => CATALOGUE_PANEL_ID}
      tabClassName="min-w-24"
    />
  );
}
