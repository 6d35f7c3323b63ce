import type { TAppVersion } from '@atrium/contracts/apps';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from '@/components/ui/rich-text';
import { formatDate } from '@/lib/format';

const byNewest = (a: TAppVersion, b: TAppVersion) => b.releasedAt.localeCompare(a.releasedAt);

/** Releases as a timeline, newest first. */
export function VersionList({ versions }: { versions: readonly TAppVersion[] }) {
  const { t, i18n } = useTranslation('console');
  const sorted = useMemo(() => [...versions].sort(byNewest), [versions]);
  if (sorted.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-ink-300 bg-white px-6 py-10 text-center text-sm text-ink-500">
        {t('versions.none')}
      </p>
    );
  }
  return (
    <ol className="relative space-y-4 border-s-2 border-ink-200 ps-6">
      {sorted.map((v, index) => (
        <li key={v._id} className="relative">
          <span
            aria-hidden="true"
            className={`absolute -start-[1.95rem] top-4 size-3.5 rounded-full ring-4 ring-ink-50 ${index === 0 ? 'bg-brand-600' : 'bg-ink-300'}`}
          />
          <article className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-200">
            <header className="mb-2 flex flex-wrap items-center gap-2">
              <h3 className="font-mono text-sm font-semibold text-ink-900">v{v.version}</h3>
              {index === 0 ? (
                <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">
                  {t('versions.latest')}
                </span>
              ) : null}
              <time dateTime={v.releasedAt} className="ms-auto text-xs text-ink-500">
                {formatDate(v.releasedAt, i18n.language)}
              </time>
            </header>
            <RichText html={v.notes} />
          </article>
        </li>
      ))}
    </ol>
  );
}
