import { SNAPSHOT_ASSET_TYPES, type TSnapshotVersion } from '@atrium/contracts/snapshots';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '@/lib/format';

const countsOf = (version: TSnapshotVersion) =>
  Object.fromEntries(version.contents.map((group) => [group.type, group.names.length])) as Record<string, number>;

/** Every version, newest first, with its release notes and what changed in counts since the one before. */
export function VersionsTab({ versions }: { versions: readonly TSnapshotVersion[] }) {
  const { t, i18n } = useTranslation('snapshots');
  const sorted = [...versions].sort((a, b) => b.number - a.number);
  return (
    <ol className="flex flex-col gap-4">
      {sorted.map((version, index) => {
        const before = sorted[index + 1];
        const now = countsOf(version);
        const then = before ? countsOf(before) : null;
        const changes = then
          ? SNAPSHOT_ASSET_TYPES.map((type) => ({ type, delta: (now[type] ?? 0) - (then[type] ?? 0) })).filter(
              (c) => c.delta !== 0,
            )
          : [];
        return (
          <li key={version._id} className="rounded-2xl bg-white p-4 ring-1 ring-ink-200">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="font-semibold text-ink-900">
                {t('versions.title', { version: version.number })}
                {index === 0 ? (
                  <span className="ms-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">
                    {t('versions.current')}
                  </span>
                ) : null}
              </h3>
              <p className="text-xs text-ink-500">
                <time dateTime={version.releasedAt}>{formatDate(version.releasedAt, i18n.language)}</time>
                {version.publishedBy ? ` · ${t('versions.by', { name: version.publishedBy.name })}` : ''}
              </p>
            </div>
            <p className="mt-2 text-sm whitespace-pre-line text-ink-700" dir="auto">
              {version.releaseNotes || t('versions.noNotes')}
            </p>
            <p className="mt-2 text-xs text-ink-600">
              {t('versions.assets', { n: formatNumber(version.assetTotal, i18n.language) })}
              {then && changes.length === 0 ? ` · ${t('versions.sameCounts')}` : ''}
            </p>
            {changes.length > 0 ? (
              <ul className="mt-2 flex flex-wrap gap-2" aria-label={t('versions.changes')}>
                {changes.map(({ type, delta }) => (
                  <li
                    key={type}
                    className={`rounded-md px-2 py-0.5 text-xs ${delta > 0 ? 'bg-green-50 text-green-700' : 'bg-red-50 text-red-700'}`}
                  >
                    <span dir="ltr">{`${delta > 0 ? '+' : '−'}${formatNumber(Math.abs(delta), i18n.language)}`}</span>{' '}
                    {t(`assetTypes.${type}`)}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
