import type { TChangelog } from '@atrium/contracts/changelogs';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusRing } from '@/components/ui/focus-ring';
import { Icon } from '@/components/ui/icon';
import { useRoadmapItems } from '@/lib/queries/roadmap-items';
import { useDebouncedValue } from '@/lib/use-debounced-value';

export type PickedItem = TChangelog['items'][number];

export interface ItemPickerProps {
  /** 'platform' or an app id; the picker lists that roadmap's items. */
  roadmap: string;
  selected: PickedItem[];
  onChange: (items: PickedItem[]) => void;
}

const STATUS_TONE: Record<string, string> = {
  under_review: 'bg-ink-100 text-ink-700',
  planned: 'bg-sky-100 text-sky-800',
  in_progress: 'bg-amber-100 text-amber-800',
  shipped: 'bg-emerald-100 text-emerald-800',
  declined: 'bg-red-100 text-red-700',
};

export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('updates');
  return (
    <span className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_TONE[status] ?? STATUS_TONE.under_review}`}>
      {t(`status.${status}`, { defaultValue: status })}
    </span>
  );
}

/** Chooses the roadmap items an entry ships: a searchable list of the roadmap's items with check boxes. */
export function ItemPicker({ roadmap, selected, onChange }: ItemPickerProps) {
  const { t } = useTranslation('updates');
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  // The roadmap's items an entry can ship (merged ones are left out), the same read as the roadmap's merge dialog.
  const items = useRoadmapItems({ appId: roadmap, sort: 'votes', ...(q ? { q } : {}) }, { enabled: roadmap !== '' });
  const searchId = useId();
  const chosen = new Set(selected.map((item) => item._id));

  const toggle = (item: PickedItem) =>
    onChange(chosen.has(item._id) ? selected.filter((s) => s._id !== item._id) : [...selected, item]);

  return (
    <div>
      {selected.length > 0 ? (
        <ul className="mb-4 flex flex-wrap gap-2" aria-label={t('editor.selectedLabel')}>
          {selected.map((item) => (
            <li key={item._id}>
              <button
                type="button"
                onClick={() => toggle(item)}
                aria-label={t('editor.removeItem', { title: item.title })}
                className={`inline-flex max-w-full items-center gap-1.5 rounded-full bg-brand-50 py-1 ps-3 pe-2 text-sm font-medium text-brand-800 ring-1 ring-brand-200 hover:bg-brand-100 ${focusRing}`}
              >
                <span dir="auto" className="truncate">
                  {item.title}
                </span>
                <Icon name="close" className="size-3.5 shrink-0" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <label htmlFor={searchId} className="sr-only">
        {t('editor.itemSearch')}
      </label>
      <div className="relative">
        <Icon name="search" className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-ink-400" />
        <input
          id={searchId}
          type="search"
          value={search}
          dir="auto"
          autoComplete="off"
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t('editor.itemSearch')}
          disabled={!roadmap}
          className="h-10 w-full rounded-lg border border-ink-200 bg-white ps-9 pe-3 text-sm shadow-sm placeholder:text-ink-400 hover:border-ink-300 focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none disabled:bg-ink-50"
        />
      </div>
      <div className="mt-2 max-h-72 overflow-y-auto rounded-lg border border-ink-200" aria-busy={items.isFetching}>
        {!roadmap ? (
          <p className="px-4 py-6 text-center text-sm text-ink-500">{t('editor.chooseRoadmapFirst')}</p>
        ) : items.isPending ? (
          <p role="status" className="px-4 py-6 text-center text-sm text-ink-500">
            {t('editor.itemsLoading')}
          </p>
        ) : items.isError ? (
          <p role="alert" className="px-4 py-6 text-center text-sm text-red-700">
            {t('editor.itemsError')}
          </p>
        ) : items.data.length === 0 ? (
          <p className="px-4 py-6 text-center text-sm text-ink-500">{q ? t('editor.itemsNoMatch') : t('editor.itemsEmpty')}</p>
        ) : (
          <ul className="divide-y divide-ink-100">
            {items.data.map((item) => (
              <li key={item._id}>
                <label className="flex cursor-pointer items-center gap-3 px-4 py-2.5 hover:bg-ink-50">
                  <input
                    type="checkbox"
                    checked={chosen.has(item._id)}
                    onChange={() => toggle({ _id: item._id, title: item.title, status: item.status })}
                    className="size-4 shrink-0 rounded border-ink-300 text-brand-600 focus:ring-brand-500"
                  />
                  <span dir="auto" className="min-w-0 flex-1 truncate text-sm text-ink-900">
                    {item.title}
                  </span>
                  <span className="hidden shrink-0 text-xs text-ink-500 sm:inline">
                    {t('editor.votes', { count: item.voteCount })}
                  </span>
                  <StatusBadge status={item.status} />
                </label>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
