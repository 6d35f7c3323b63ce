import { useId } from 'react';
import { Icon } from './icon';

export interface SearchFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The field's accessible name (visually hidden: the icon and placeholder say it). */
  label: string;
  placeholder: string;
}

/** A screen's search box: a search landmark with a magnifier, any direction of text. */
export function SearchField({ value, onChange, label, placeholder }: SearchFieldProps) {
  const id = useId();
  return (
    <search className="relative w-full sm:max-w-sm">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Icon name="search" className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-ink-400" />
      <input
        id={id}
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        dir="auto"
        className="w-full rounded-xl border border-ink-200 bg-white py-2.5 ps-10 pe-4 text-sm text-ink-900 shadow-sm transition placeholder:text-ink-400 hover:border-ink-300 focus:border-brand-500 focus:ring-4 focus:ring-brand-100 focus:outline-none"
      />
    </search>
  );
}
