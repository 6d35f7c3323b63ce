import type { ReactNode } from 'react';

export interface CheckOption<T extends string> {
  value: T;
  title: string;
  hint?: string;
}

interface CheckListProps<T extends string> {
  legend: ReactNode;
  options: readonly CheckOption<T>[];
  selected: readonly T[];
  onChange: (next: T[]) => void;
  error?: string | null;
  disabled?: boolean;
  /** Two columns from the small breakpoint for short lists of short names (locations). */
  columns?: boolean;
}

/**
 * A set of checkboxes, each a card with its name and a line of what it means (knowledge sources, tools, locations).
 * Ticking keeps the options' own order, so the saved list reads the same whatever order they were ticked in.
 */
export function CheckList<T extends string>({
  legend,
  options,
  selected,
  onChange,
  error,
  disabled,
  columns,
}: CheckListProps<T>) {
  const toggle = (value: T) =>
    onChange(options.map((o) => o.value).filter((v) => (v === value ? !selected.includes(v) : selected.includes(v))));
  return (
    <fieldset aria-invalid={error ? true : undefined}>
      <legend className="mb-2 text-sm font-medium text-ink-800">{legend}</legend>
      <div className={`grid gap-2 ${columns ? 'sm:grid-cols-2' : ''}`}>
        {options.map((option) => {
          const checked = selected.includes(option.value);
          return (
            <label
              key={option.value}
              className={`flex cursor-pointer gap-3 rounded-xl border p-3 focus-within:ring-2 focus-within:ring-brand-500 ${
                checked ? 'border-brand-500 bg-brand-50/60' : 'border-ink-200'
              } ${disabled ? 'cursor-not-allowed opacity-60' : ''}`}
            >
              <input
                type="checkbox"
                checked={checked}
                disabled={disabled}
                onChange={() => toggle(option.value)}
                className="mt-0.5 size-4 shrink-0 rounded border-ink-300 accent-brand-600"
              />
              <span className="min-w-0">
                <span className="block text-sm font-medium break-words text-ink-900" dir="auto">
                  {option.title}
                </span>
                {option.hint ? <span className="block text-xs text-ink-600">{option.hint}</span> : null}
              </span>
            </label>
          );
        })}
      </div>
      {error ? <p className="mt-2 text-sm text-red-600">{error}</p> : null}
    </fieldset>
  );
}
