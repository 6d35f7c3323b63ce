import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { focusRing } from '@/components/ui/focus-ring';
import { SearchField } from '@/components/ui/search-field';
import type { RoadmapCategory } from '@/features/roadmap/api/get-roadmap-categories';
import type { ScopeOption } from '@/features/roadmap/hooks/use-roadmap-scopes';
import { BOARD_SORTS, type BoardSort } from '@/features/roadmap/utils/board-params';
import { useCategoryLabels } from '@/lib/category-labels';
import { formatNumber } from '@/lib/format';
import { RoadmapSwitcher } from './roadmap-switcher';

export interface BoardToolbarProps {
  scope: string;
  scopes: ScopeOption[];
  onScope: (scope: string) => void;
  categories: RoadmapCategory[];
  category: string | null;
  onCategory: (category: string | null) => void;
  search: string;
  onSearch: (q: string) => void;
  sort: BoardSort;
  onSort: (sort: BoardSort) => void;
}

const chip = (active: boolean) =>
  `inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-medium whitespace-nowrap transition ${focusRing} ${
    active ? 'bg-brand-600 text-white shadow-sm' : 'bg-white text-ink-700 ring-1 ring-ink-200 hover:bg-ink-50 hover:text-ink-900'
  }`;

/** The board's filters: roadmap, search and sort on one row, category chips (toggle buttons) under them. */
export function BoardToolbar(props: BoardToolbarProps) {
  const { t, i18n } = useTranslation('roadmap');
  const { label, sortByLabel } = useCategoryLabels('roadmap');
  const sortId = useId();
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
        <RoadmapSwitcher value={props.scope} options={props.scopes} onChange={props.onScope} />
        <div className="flex-1 lg:flex lg:justify-center">
          <SearchField
            value={props.search}
            onChange={props.onSearch}
            label={t('board.searchLabel')}
            placeholder={t('board.searchPlaceholder')}
          />
        </div>
        <div className="flex items-center gap-2">
          <label htmlFor={sortId} className="shrink-0 text-sm font-medium text-ink-600">
            {t('sort.label')}
          </label>
          <select
            id={sortId}
            value={props.sort}
            onChange={(e) => props.onSort(e.target.value as BoardSort)}
            className="h-10 flex-1 rounded-xl border border-ink-200 bg-white px-3 text-sm font-medium text-ink-900 shadow-sm transition hover:border-ink-300 focus:border-brand-500 focus:ring-4 focus:ring-brand-100 focus:outline-none sm:flex-none"
          >
            {BOARD_SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`sort.${s}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {props.categories.length > 0 ? (
        <fieldset className="-mx-4 flex min-w-0 gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
          <legend className="sr-only">{t('categories.label')}</legend>
          <button
            type="button"
            aria-pressed={!props.category}
            onClick={() => props.onCategory(null)}
            className={chip(!props.category)}
          >
            {t('categories.all')}
          </button>
          {sortByLabel(props.categories, (c) => c.name).map((c) => {
            const active = props.category === c.name;
            return (
              <button
                key={c.name}
                type="button"
                aria-pressed={active}
                onClick={() => props.onCategory(active ? null : c.name)}
                className={chip(active)}
              >
                <span dir="auto">{label(c.name)}</span>
                <span aria-hidden="true" className={`text-xs tabular-nums ${active ? 'text-brand-100' : 'text-ink-400'}`}>
                  {formatNumber(c.count, i18n.language)}
                </span>
              </button>
            );
          })}
        </fieldset>
      ) : null}
    </div>
  );
}
