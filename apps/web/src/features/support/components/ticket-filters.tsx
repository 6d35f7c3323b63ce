import { TICKET_CATEGORIES, TICKET_PRIORITIES, TICKET_STATUSES } from '@atrium/contracts/support';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusRing } from '@/components/ui/focus-ring';
import { SearchField } from '@/components/ui/search-field';
import type { TicketListFilter } from '@/features/support/api/support-keys';
import { useDebouncedValue } from '@/lib/use-debounced-value';

type FilterKey = 'status' | 'priority' | 'category';

const SELECT =
  'h-10 w-full rounded-lg border border-ink-200 bg-white px-3 text-sm text-ink-900 shadow-sm transition-colors hover:border-ink-300 focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none sm:w-auto';

/** Search and the three filters; the search reaches the address once typing pauses. */
export function TicketFilters({
  filter,
  onChange,
}: {
  filter: TicketListFilter;
  onChange: (next: Partial<TicketListFilter>) => void;
}) {
  const { t } = useTranslation('support');
  const [text, setText] = useState(filter.q ?? '');
  const debounced = useDebouncedValue(text, 300);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled change of the typed text moves the address.
  useEffect(() => {
    if ((debounced.trim() || undefined) !== filter.q) onChange({ q: debounced.trim() || undefined });
  }, [debounced]);
  // The address can change under the field (Back, Clear filters): show what it says.
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the address only.
  useEffect(() => {
    if ((filter.q ?? '') !== text.trim()) setText(filter.q ?? '');
  }, [filter.q]);

  const options: Record<FilterKey, readonly string[]> = {
    status: ['active', ...TICKET_STATUSES],
    priority: TICKET_PRIORITIES,
    category: TICKET_CATEGORIES,
  };
  const active = Boolean(filter.status || filter.priority || filter.category || filter.q);

  return (
    <fieldset className="flex flex-col gap-3 lg:flex-row lg:items-center">
      <legend className="sr-only">{t('filters.label')}</legend>
      <SearchField
        value={text}
        onChange={setText}
        label={t('filters.searchLabel')}
        placeholder={t('filters.searchPlaceholder')}
      />
      <div className="grid grid-cols-1 gap-2 sm:flex sm:flex-wrap sm:items-center">
        {(['status', 'priority', 'category'] as const).map((key) => (
          <label key={key} className="min-w-0">
            <span className="sr-only">{t(`filters.${key}`)}</span>
            <select
              className={SELECT}
              value={filter[key] ?? ''}
              onChange={(e) => onChange({ [key]: e.target.value || undefined })}
            >
              <option value="">{t(`filters.any.${key}`)}</option>
              {options[key].map((value) => (
                <option key={value} value={value}>
                  {t(`${key}.${value}`)}
                </option>
              ))}
            </select>
          </label>
        ))}
        {active ? (
          <button
            type="button"
            onClick={() => onChange({ status: undefined, priority: undefined, category: undefined, q: undefined })}
            className={`rounded-lg px-3 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50 ${focusRing}`}
          >
            {t('filters.clear')}
          </button>
        ) : null}
      </div>
    </fieldset>
  );
}
