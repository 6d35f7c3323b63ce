import type { TChangelog } from '@atrium/contracts/changelogs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-classes';
import { RichText } from '@/components/ui/rich-text';
import { CHANGELOGS_PATH, changelogEditPath, changelogPath } from '@/features/changelogs/utils/changelog-paths';
import { formatDate } from '@/lib/format';
import { ShippedItems } from './shipped-items';

export interface ChangelogEntryProps {
  entry: TChangelog;
  /** The title links to the entry's own page (the timeline); on that page it is the page heading. */
  headingLevel: 'h1' | 'h2';
  onDelete?: (entry: TChangelog) => void;
}

/** The date an entry carries: when it was published, or for a draft when it was last changed. */
export function entryDate(entry: TChangelog, language: string): string {
  return formatDate(entry.publishedAt ?? entry.updatedAt, language);
}

/** One changelog entry: roadmap, title, sanitised body, the items it shipped, and its managers' actions. */
export function ChangelogEntry({ entry, headingLevel, onDelete }: ChangelogEntryProps) {
  const { t, i18n } = useTranslation('updates');
  const Heading = headingLevel;
  const draft = entry.status === 'draft';
  return (
    <article
      aria-labelledby={`changelog-${entry._id}`}
      className={`rounded-2xl bg-white p-5 shadow-sm ring-1 sm:p-6 ${draft ? 'ring-amber-200' : 'ring-ink-200'}`}
    >
      <div className="flex flex-wrap items-center gap-2 text-xs font-medium">
        <Link
          to={`${CHANGELOGS_PATH}?roadmap=${entry.app ? entry.app._id : 'platform'}`}
          className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-700 ring-1 ring-brand-100 hover:bg-brand-100"
        >
          {entry.app ? entry.app.name : t('changelogs.filter.platform')}
        </Link>
        {draft ? <span className="rounded-full bg-amber-100 px-2.5 py-1 text-amber-800">{t('changelogs.draft')}</span> : null}
        <time dateTime={entry.publishedAt ?? entry.updatedAt} className="text-ink-500 lg:hidden">
          {entryDate(entry, i18n.language)}
        </time>
      </div>
      <Heading id={`changelog-${entry._id}`} className="mt-3 text-xl font-bold tracking-tight text-ink-900 sm:text-2xl">
        {headingLevel === 'h2' ? (
          <Link
            to={changelogPath(entry._id)}
            dir="auto"
            className="hover:text-brand-700 focus-visible:underline focus-visible:outline-none"
          >
            {entry.title}
          </Link>
        ) : (
          <span dir="auto">{entry.title}</span>
        )}
      </Heading>
      <RichText html={entry.body} className="mt-3 text-[0.9375rem]" />
      <ShippedItems items={entry.items} draft={draft} />
      {entry.viewerCanManage ? (
        <div className="mt-5 flex flex-wrap justify-end gap-2 border-t border-ink-100 pt-4">
          <Link to={changelogEditPath(entry._id)} className={buttonClasses('secondary', 'sm')}>
            {t('changelogs.edit')}
          </Link>
          {onDelete ? (
            <button
              type="button"
              onClick={() => onDelete(entry)}
              className={buttonClasses('ghost', 'sm', 'text-red-700 hover:bg-red-50 hover:text-red-800')}
            >
              {t('changelogs.delete')}
            </button>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
