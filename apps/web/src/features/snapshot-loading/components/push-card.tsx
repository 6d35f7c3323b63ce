import type { TSnapshotPush } from '@atrium/contracts/snapshots';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { StatusPill } from '@/components/ui/status-pill';
import { useRetryAsset } from '@/features/snapshot-loading/api/retry-asset';
import { pushProgress } from '@/features/snapshot-loading/utils/push-progress';
import { formatNumber } from '@/lib/format';
import { AssetBar } from './asset-bar';
import { PushStatusPill } from './push-status-pill';

const ASSET_TONE = { pending: 'idle', completed: 'good', failed: 'bad' } as const;

/**
 * One location's push as it goes: a bar over its assets, each asset type with its count and state, and Retry on a
 * type that failed (the server takes a retry only once the push has ended partial).
 */
export function PushCard({ push, canRetry = true }: { push: TSnapshotPush; canRetry?: boolean }) {
  const { t, i18n } = useTranslation('snapshots');
  const retry = useRetryAsset();
  const { total, completed, failed } = pushProgress(push);
  const n = (value: number) => formatNumber(value, i18n.language);
  const retrying = retry.isPending ? retry.variables?.asset : undefined;
  return (
    <article aria-labelledby={`push-${push._id}`} className="rounded-xl bg-white p-4 ring-1 ring-ink-200">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={`push-${push._id}`} className="min-w-0 font-semibold break-words text-ink-900">
          {push.location.name}
        </h4>
        <PushStatusPill status={push.status} />
      </header>
      <div className="mt-3 flex items-center gap-3">
        <AssetBar push={push} label={t('progress.barLabel', { name: push.location.name })} />
        <span className="shrink-0 text-xs text-ink-600 tabular-nums">
          {t('progress.doneOf', { done: n(completed + failed), total: n(total) })}
        </span>
      </div>
      {failed > 0 ? <p className="mt-1 text-xs text-red-700">{t('progress.failedCount', { n: n(failed) })}</p> : null}
      {push.error ? (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 ring-1 ring-red-200">
          {push.error}
        </p>
      ) : null}
      <ul
        className="mt-3 grid gap-x-4 gap-y-1.5 sm:grid-cols-2"
        aria-label={t('progress.assetsOf', { name: push.location.name })}
      >
        {push.assets.map((asset) => (
          <li key={asset.type} className="flex min-h-8 flex-wrap items-center justify-between gap-2 text-sm">
            <span className="text-ink-800">
              {t(`assetTypes.${asset.type}`)} <span className="text-ink-500 tabular-nums">({n(asset.count)})</span>
            </span>
            <span className="flex items-center gap-2">
              <StatusPill tone={ASSET_TONE[asset.status]}>{t(`assetStatus.${asset.status}`)}</StatusPill>
              {asset.status === 'failed' && canRetry && push.status === 'partial' ? (
                <Button
                  size="sm"
                  variant="secondary"
                  loading={retrying === asset.type}
                  disabled={retry.isPending}
                  onClick={() => retry.mutate({ pushId: push._id, asset: asset.type })}
                  aria-label={t('progress.retryLabel', { type: t(`assetTypes.${asset.type}`), name: push.location.name })}
                >
                  {t('progress.retry')}
                </Button>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
      {push.valuesWritten ? <p className="mt-3 text-xs text-green-700">{t('progress.valuesWritten')}</p> : null}
      {retry.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-600">
          {retry.error.message}
        </p>
      ) : null}
    </article>
  );
}
