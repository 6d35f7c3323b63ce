import { SNAPSHOT_ASSET_TYPES, type TSnapshot } from '@atrium/contracts/snapshots';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';

/** How many assets of each type a listing brings, in the CRM's order; types it holds none of are left out. */
export function AssetCounts({ counts }: { counts: TSnapshot['assetCounts'] }) {
  const { t, i18n } = useTranslation('snapshots');
  const present = SNAPSHOT_ASSET_TYPES.filter((type) => (counts[type] ?? 0) > 0);
  if (present.length === 0) return <p className="text-sm text-ink-600">{t('overview.noAssets')}</p>;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {present.map((type) => (
        <div key={type} className="rounded-xl bg-white p-3 ring-1 ring-ink-200">
          <dt className="text-xs text-ink-600">{t(`assetTypes.${type}`)}</dt>
          <dd className="mt-1 text-2xl font-semibold text-ink-900 tabular-nums">
            {formatNumber(counts[type] ?? 0, i18n.language)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
