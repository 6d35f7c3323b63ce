import type { TSnapshotAssetGroup } from '@atrium/contracts/snapshots';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchField } from '@/components/ui/search-field';
import { StateCard } from '@/components/ui/state-card';
import { formatNumber } from '@/lib/format';

/** Every asset by type, with a search over the names that says how many match. */
export function ContentsTab({ contents }: { contents: readonly TSnapshotAssetGroup[] }) {
  const { t, i18n } = useTranslation('snapshots');
  const [q, setQ] = useState('');
  const needle = useDeferredValue(q.trim().toLocaleLowerCase());
  const groups = useMemo(
    () =>
      contents
        .map((group) => ({
          type: group.type,
          names: needle ? group.names.filter((name) => name.toLocaleLowerCase().includes(needle)) : group.names,
        }))
        .filter((group) => group.names.length > 0),
    [contents, needle],
  );
  const total = contents.reduce((sum, group) => sum + group.names.length, 0);
  const matching = groups.reduce((sum, group) => sum + group.names.length, 0);
  if (total === 0) return <StateCard icon="list" title={t('contents.emptyTitle')} body={t('contents.emptyBody')} />;
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <SearchField value={q} onChange={setQ} label={t('contents.search')} placeholder={t('contents.searchPlaceholder')} />
        <p className="text-sm text-ink-600" aria-live="polite">
          {needle
            ? t('contents.matching', { n: formatNumber(matching, i18n.language), total: formatNumber(total, i18n.language) })
            : t('contents.total', { n: formatNumber(total, i18n.language) })}
        </p>
      </div>
      {groups.length === 0 ? (
        <StateCard icon="list" title={t('contents.noMatchTitle')} body={t('contents.noMatchBody', { q: q.trim() })} />
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          {groups.map((group) => (
            <section
              key={group.type}
              aria-labelledby={`contents-${group.type}`}
              className="rounded-2xl bg-white p-4 ring-1 ring-ink-200"
            >
              <h3 id={`contents-${group.type}`} className="flex items-baseline justify-between gap-2 font-semibold text-ink-900">
                {t(`assetTypes.${group.type}`)}
                <span className="text-sm font-normal text-ink-500 tabular-nums">
                  {formatNumber(group.names.length, i18n.language)}
                </span>
              </h3>
              <ul className="mt-2 flex flex-col gap-1 text-sm text-ink-700">
                {group.names.map((name) => (
                  <li key={name} dir="auto" className="break-words">
                    {name}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
