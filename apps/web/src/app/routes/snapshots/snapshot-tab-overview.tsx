import type { TSnapshotDetail } from '@atrium/contracts/snapshots';
import { useTranslation } from 'react-i18next';
import { RichText } from '@/components/ui/rich-text';
import { ScreenshotGallery } from '@/features/marketplace/components/screenshot-gallery';
import { AssetCounts } from '@/features/snapshot-loading/components/asset-counts';

/** The Overview tab: the description, the screenshots (the marketplace's gallery and lightbox), counts per type. */
export function SnapshotOverview({ snapshot }: { snapshot: TSnapshotDetail }) {
  const { t } = useTranslation('snapshots');
  // The gallery's own words (open, next, close) are the marketplace's.
  useTranslation('marketplace');
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="snapshot-about" className="flex flex-col gap-3">
        <h2 id="snapshot-about" className="text-lg font-semibold text-ink-900">
          {t('overview.about')}
        </h2>
        {snapshot.description ? (
          <RichText html={snapshot.description} className="text-base" />
        ) : (
          <p className="text-sm text-ink-600">{t('overview.noDescription')}</p>
        )}
      </section>
      {snapshot.screenshots.length > 0 ? (
        <section aria-labelledby="snapshot-screens" className="flex flex-col gap-3">
          <h2 id="snapshot-screens" className="text-lg font-semibold text-ink-900">
            {t('overview.screenshots')}
          </h2>
          <ScreenshotGallery screenshots={snapshot.screenshots.map((url) => ({ url, caption: null }))} appName={snapshot.name} />
        </section>
      ) : null}
      <section aria-labelledby="snapshot-counts" className="flex flex-col gap-3">
        <h2 id="snapshot-counts" className="text-lg font-semibold text-ink-900">
          {t('overview.contains')}
        </h2>
        <AssetCounts counts={snapshot.assetCounts} />
      </section>
    </div>
  );
}
