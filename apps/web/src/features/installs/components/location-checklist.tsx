import type { TLocation } from '@atrium/contracts/installs';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icon';

interface LocationChecklistProps {
  locations: TLocation[];
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
  /** Locations that already have the app: marked, still selectable (installing again changes the plan). */
  installed: ReadonlySet<string>;
  error?: string | null;
}

/** A searchable multi-select of the agency's locations, with select all (of what the search shows). */
export function LocationChecklist({ locations, selected, onChange, installed, error }: LocationChecklistProps) {
  const { t } = useTranslation('installs');
  const [query, setQuery] = useState('');
  const searchId = useId();
  const errorId = useId();
  const shown = useMemo(() => {
    const q = query.trim().toLocaleLowerCase();
    return q ? locations.filter((l) => l.name.toLocaleLowerCase().includes(q)) : locations;
  }, [locations, query]);
  const allShown = shown.length > 0 && shown.every((l) => selected.has(l._id));

  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onChange(next);
  };
  const toggleAll = () => {
    const next = new Set(selected);
    for (const l of shown) {
      if (allShown) next.delete(l._id);
      else next.add(l._id);
    }
    onChange(next);
  };

  return (
    <div className="mt-3 rounded-xl border border-ink-200 bg-white">
      <div className="border-b border-ink-200 p-2.5">
        <label htmlFor={searchId} className="sr-only">
          {t('dialog.searchLocations')}
        </label>
        <div className="relative">
          <Icon name="search" className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-ink-400" />
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={t('dialog.searchLocations')}
            className="h-9 w-full rounded-lg border border-ink-200 bg-ink-50 ps-9 pe-3 text-sm focus:border-brand-500 focus:bg-white focus:ring-2 focus:ring-brand-100 focus:outline-none"
          />
        </div>
      </div>
      <fieldset aria-describedby={error ? errorId : undefined}>
        <legend className="sr-only">{t('dialog.chooseLocations')}</legend>
        <label className="flex cursor-pointer items-center gap-3 border-b border-ink-100 px-3.5 py-2.5 text-sm font-medium text-ink-800">
          <input
            type="checkbox"
            checked={allShown}
            disabled={shown.length === 0}
            onChange={toggleAll}
            className="size-4 rounded border-ink-300 accent-brand-600"
          />
          {t('dialog.selectAll', { total: shown.length })}
        </label>
        <ul className="max-h-56 overflow-y-auto py-1">
          {shown.map((location) => (
            <li key={location._id}>
              <label className="flex cursor-pointer items-center gap-3 px-3.5 py-2 text-sm text-ink-700 hover:bg-ink-50">
                <input
                  type="checkbox"
                  checked={selected.has(location._id)}
                  onChange={() => toggle(location._id)}
                  className="size-4 rounded border-ink-300 accent-brand-600"
                />
                <span className="min-w-0 flex-1 truncate">{location.name}</span>
                {installed.has(location._id) ? (
                  <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-700">
                    {t('status.installedBadge')}
                  </span>
                ) : null}
              </label>
            </li>
          ))}
          {shown.length === 0 ? (
            <li className="px-3.5 py-4 text-center text-sm text-ink-500">{t('dialog.noLocations')}</li>
          ) : null}
        </ul>
      </fieldset>
      {error ? (
        <p id={errorId} className="border-t border-red-100 px-3.5 py-2 text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
