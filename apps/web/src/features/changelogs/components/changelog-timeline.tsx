import type { TChangelog } from '@atrium/contracts/changelogs';
import { useTranslation } from 'react-i18next';
import { ChangelogEntry, entryDate } from './changelog-entry';

export interface ChangelogTimelineProps {
  entries: TChangelog[];
  onDelete: (entry: TChangelog) => void;
}

/**
 * Entries down a dated line, newest first. On wide screens each row is date, rail (a dot on a line that runs
 * on into the next row) and entry, so the line follows the reading direction; on phones the date sits in the card.
 */
export function ChangelogTimeline({ entries, onDelete }: ChangelogTimelineProps) {
  const { i18n } = useTranslation('updates');
  return (
    <ol className="space-y-8 lg:space-y-10">
      {entries.map((entry, index) => (
        <li key={entry._id} className="lg:grid lg:grid-cols-[9rem_3rem_minmax(0,1fr)]">
          <div className="hidden pt-6 text-end lg:block">
            <time dateTime={entry.publishedAt ?? entry.updatedAt} className="text-sm font-semibold text-ink-600">
              {entryDate(entry, i18n.language)}
            </time>
          </div>
          <div aria-hidden="true" className="relative hidden justify-center lg:flex">
            <span className={`absolute top-0 w-px bg-ink-200 ${index === entries.length - 1 ? 'h-8' : '-bottom-10'}`} />
            <span
              className={`relative mt-7 size-3 rounded-full ring-4 ring-ink-50 ${entry.status === 'draft' ? 'bg-amber-400' : 'bg-brand-600'}`}
            />
          </div>
          <div className="min-w-0">
            <ChangelogEntry entry={entry} headingLevel="h2" onDelete={onDelete} />
          </div>
        </li>
      ))}
    </ol>
  );
}
