import { APP_SORTS } from '@atrium/contracts/app-values';
import type { TCategory } from '@atrium/contracts/apps';
import { useTranslation } from 'react-i18next';
import type { CatalogueFilters, FILTER_KEYS } from '@/features/marketplace/utils/catalogue-params';
import { effectiveSort } from '@/features/marketplace/utils/catalogue-params';
import { useCategoryLabels } from '@/lib/category-labels';
import { FilterSelect } from './filter-select';

interface CatalogueToolbarProps {
  filters: CatalogueFilters;
  categories: readonly TCategory[];
  onChange: (key: (typeof FILTER_KEYS)[number], value: string | undefined) => void;
}

/** Price, category, minimum rating, who can install, and the sort: every choice is a URL parameter. */
export function CatalogueToolbar({ filters, categories, onChange }: CatalogueToolbarProps) {
  const { t } = useTranslation('marketplace');
  const { label, sortByLabel } = useCategoryLabels('app');
  // Relevance ranks by the text query; without one the server ignores it, so it is not offered.
  const sorts = APP_SORTS.filter((sort) => sort !== 'relevance' || filters.q);
  return (
    <div className="grid grid-cols-2 gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink-200 md:grid-cols-5">
      <FilterSelect
        label={t('filters.price')}
        value={filters.price ?? ''}
        onChange={(v) => onChange('price', v || undefined)}
        options={[
          { value: '', label: t('filters.anyPrice') },
          { value: 'free', label: t('filters.free') },
          { value: 'paid', label: t('filters.paid') },
        ]}
      />
      <FilterSelect
        label={t('filters.category')}
        value={filters.category ?? ''}
        onChange={(v) => onChange('category', v || undefined)}
        options={[
          { value: '', label: t('filters.anyCategory') },
          // A category from a shared link that no longer has apps still shows as chosen.
          ...(filters.category && !categories.some((c) => c.name === filters.category)
            ? [{ value: filters.category, label: label(filters.category) }]
            : []),
          ...sortByLabel(categories, (c) => c.name).map((c) => ({ value: c.name, label: label(c.name) })),
        ]}
      />
      <FilterSelect
        label={t('filters.rating')}
        value={filters.minRating ? String(filters.minRating) : ''}
        onChange={(v) => onChange('minRating', v || undefined)}
        options={[
          { value: '', label: t('filters.anyRating') },
          ...[4, 3, 2].map((n) => ({ value: String(n), label: t('filters.ratingAtLeast', { stars: n }) })),
        ]}
      />
      <FilterSelect
        label={t('filters.installTarget')}
        value={filters.installTarget ?? ''}
        onChange={(v) => onChange('installTarget', v || undefined)}
        options={[
          { value: '', label: t('filters.anyone') },
          { value: 'agency', label: t('filters.agencies') },
          { value: 'location', label: t('filters.locations') },
        ]}
      />
      <div className="col-span-2 md:col-span-1">
        <FilterSelect
          label={t('filters.sort')}
          value={effectiveSort(filters)}
          onChange={(v) => onChange('sort', v)}
          options={sorts.map((sort) => ({ value: sort, label: t(`sort.${sort}`) }))}
        />
      </div>
    </div>
  );
}
