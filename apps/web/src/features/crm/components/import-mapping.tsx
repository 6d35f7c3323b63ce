import type { TCrmImport } from '@atrium/contracts/crm-imports';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldsOf } from '@/features/crm/utils/import-mapping';

export interface ImportMappingProps {
  source: TCrmImport;
  mapping: (string | null)[];
  onChange: (mapping: (string | null)[]) => void;
  disabled?: boolean;
}

/**
 * One line per CSV column: its header, the field it goes to (a select, "Not imported" included) and the first values
 * read from the file, so the person sees at once whether the columns and the encoding were read right.
 */
export function ImportMapping({ source, mapping, onChange, disabled }: ImportMappingProps) {
  const { t } = useTranslation('crm', { keyPrefix: 'imports' });
  const baseId = useId();
  const fields = fieldsOf(source.kind);
  const set = (column: number, field: string) =>
    onChange(mapping.map((current, index) => (index === column ? field || null : current)));
  return (
    <ul className="divide-y divide-ink-100 rounded-2xl bg-white shadow-sm ring-1 ring-ink-200">
      {source.header.map((column, index) => {
        const id = `${baseId}-${index}`;
        const samples = source.sample.map((row) => row[index] ?? '').filter((value) => value.trim() !== '');
        return (
          <li
            key={id}
            className="grid gap-2 px-4 py-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,14rem)_minmax(0,1.5fr)] sm:items-center sm:gap-4"
          >
            <label htmlFor={id} className="min-w-0 truncate text-sm font-medium text-ink-900" dir="auto">
              {column || t('mapping.unnamed', { n: index + 1 })}
            </label>
            <select
              id={id}
              value={mapping[index] ?? ''}
              disabled={disabled}
              onChange={(e) => set(index, e.target.value)}
              className="block h-10 w-full rounded-lg border border-ink-200 bg-white px-3 text-sm text-ink-900 shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none"
            >
              <option value="">{t('mapping.skip')}</option>
              {fields.map((field) => (
                <option key={field} value={field}>
                  {t(`fields.${field}`)}
                </option>
              ))}
            </select>
            <span className="min-w-0 truncate text-xs text-ink-500" dir="auto">
              {samples.length > 0 ? samples.slice(0, 3).join(' · ') : t('mapping.noSample')}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
