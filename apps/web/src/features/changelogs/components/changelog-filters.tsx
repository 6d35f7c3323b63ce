import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchField } from '@/components/ui/search-field';
import type { AppOption } from '@/lib/queries/app-options';

export interface ChangelogFiltersProps {
  roadmap: string;
  onRoadmap: (roadmap: string) => void;
  /** The apps whose entries have been seen, to filter by (the roadmap chips of entries also link here). */
  apps: AppOption[];
  query: string;
  onQuery: (query: string) => void;
}

/** Which roadmap's entries to show (all, the platform's, one app's) and a search over titles and text. */
export function ChangelogFilters({ roadmap, onRoadmap, apps, query, onQuery }: ChangelogFiltersProps) {
  const { t } = useTranslation('updates');
  const selectId = useId();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-center gap-2">
        <label htmlFor={selectId} className="shrink-0 text-sm font-medium text-ink-700">
          {t('changelogs.filter.label')}
        </label>
        <select
          id={selectId}
          value={roadmap}
          onChange={(event) => onRoadmap(event.target.value)}
          className="h-10 w-full min-w-0 rounded-xl border border-ink-200 bg-white px-3 text-sm text-ink-900 shadow-sm hover:border-ink-300 focus:border-brand-500 focus:ring-4 focus:ring-brand-100 focus:outline-none sm:w-56"
        >
          <option value="">{t('changelogs.filter.all')}</option>
          <option value="platform">{t('changelogs.filter.platform')}</option>
          {apps.map((app) => (
            <option key={app._id} value={app._id}>
              {app.name}
            </option>
          ))}
        </select>
      </div>
      <SearchField
        value={query}
        onChange={onQuery}
        label={t('changelogs.searchLabel')}
        placeholder={t('changelogs.searchPlaceholder')}
      />
    </div>
  );
}
