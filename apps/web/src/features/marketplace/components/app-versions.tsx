import type { TAppVersion } from '@atrium/contracts/apps';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from '@/components/ui/rich-text';
import { formatDate } from '@/lib/format';

const SHOWN = 3;

/** Release history, newest first; the older ones fold away behind one button. */
export function AppVersions({ versions }: { versions: readonly TAppVersion[] }) {
  const { t, i18n } = useTranslation('marketplace');
  const [all, setAll] = useState(false);
  if (versions.length === 0) return <p className="text-sm text-ink-500">{t('versions.none')}</p>;
  const shown = all ? versions : versions.slice(0, SHOWN);
  return (
    <div>
      <ol className="space-y-5 border-s-2 border-ink-200 ps-5">
        {shown.map((version, index) => (
          <li key={version._id} className="relative">
            <span
              aria-hidden="true"
              className={`absolute -start-[1.6rem] top-1 size-3 rounded-full ring-4 ring-ink-50 ${index === 0 ? 'bg-brand-600' : 'bg-ink-300'}`}
            />
            <div className="flex flex-wrap items-baseline gap-x-3">
              <h3 className="text-sm font-semibold text-ink-900">{t('versions.version', { version: version.version })}</h3>
              <time dateTime={version.releasedAt} className="text-xs text-ink-500">
                {formatDate(version.releasedAt, i18n.language)}
              </time>
              {index === 0 ? <span className="text-xs font-semibold text-brand-700">{t('versions.latest')}</span> : null}
            </div>
            <RichText html={version.notes} className="mt-1" />
          </li>
        ))}
      </ol>
      {versions.length > SHOWN ? (
        <button
          type="button"
          onClick={() => setAll(!all)}
          aria-expanded={all}
          className="mt-4 text-sm font-semibold text-brand-600 hover:text-brand-800"
        >
          {all ? t('versions.showFewer') : t('versions.showAll', { total: versions.length, count: versions.length })}
        </button>
      ) : null}
    </div>
  );
}
