import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button-classes';
import { useSnapshotFacets } from '@/features/snapshots/api/list-snapshots';
import type { SnapshotBrowseFilters } from '@/features/snapshots/utils/snapshot-params';
import { SnapshotList } from './snapshot-list';

interface SnapshotCatalogueProps {
  filters: SnapshotBrowseFilters;
  onChange: (key: 'niche' | 'tag' | 'sort', value: string | undefined) => void;
  onClear: () => void;
}

/** The marketplace's snapshots: niche, tag and sort (each a URL parameter), then the listings. */
export function SnapshotCatalogue({ filters, onChange, onClear }: SnapshotCatalogueProps) {
  const { t } = useTranslation('marketplace');
  const facets = useSnapshotFacets();
  const optionsWith = (values: readonly string[] | undefined, chosen: string | undefined) =>
    chosen && !values?.includes(chosen) ? [chosen, ...(values ?? [])] : (values ?? []);
  const filtered = Boolean(filters.q || filters.niche || filters.tag);

  return (
    <div className="space-y-6">
      <div className="grid grid-cols-1 gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink-200 sm:grid-cols-3">
        <Select
          label={t('snapshots.filters.niche')}
          value={filters.niche ?? ''}
          onChange={(v) => onChange('niche', v || undefined)}
          options={[
            { value: '', label: t('snapshots.filters.anyNiche') },
            ...optionsWith(facets.data?.niches, filters.niche).map((n) => ({ value: n, label: n })),
          ]}
        />
        <Select
          label={t('snapshots.filters.tag')}
          value={filters.tag ?? ''}
          onChange={(v) => onChange('tag', v || undefined)}
          options={[
            { value: '', label: t('snapshots.filters.anyTag') },
            ...optionsWith(facets.data?.tags, filters.tag).map((n) => ({ value: n, label: n })),
          ]}
        />
        <Select
          label={t('filters.sort')}
          value={filters.sort ?? 'newest'}
          onChange={(v) => onChange('sort', v === 'newest' ? undefined : v)}
          options={(['newest', 'popular', 'name'] as const).map((sort) => ({ value: sort, label: t(`snapshots.sort.${sort}`) }))}
        />
      </div>
      <SnapshotList
        filters={{ scope: 'marketplace', q: filters.q, niche: filters.niche, tag: filters.tag, sort: filters.sort }}
        emptyTitle={t('snapshots.emptyTitle')}
        emptyBody={filters.q ? t('snapshots.emptyQuery', { query: filters.q }) : t('snapshots.emptyBody')}
        emptyAction={
          filtered ? (
            <button type="button" onClick={onClear} className={buttonClasses('primary')}>
              {t('catalogue.clearFilters')}
            </button>
          ) : undefined
        }
      />
    </div>
  );
}

function Select({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <label className="flex min-w-0 flex-col gap-1 text-xs font-medium text-ink-500">
      {label}
      <select
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-10 w-full rounded-lg border border-ink-200 bg-white ps-3 pe-8 text-sm font-normal text-ink-900 shadow-sm transition-colors hover:border-ink-300 focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
