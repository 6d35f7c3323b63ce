import { type ReactNode, type SelectHTMLAttributes, useId } from 'react';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  error?: string | null;
  hint?: ReactNode;
  children: ReactNode;
}

/** A labelled select with the look and error wiring of ui/field's Field. */
export function SelectField({ label, error, hint, className = '', children, ...select }: SelectFieldProps) {
  const id = useId();
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink-800">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`block h-11 w-full rounded-lg border bg-white px-3 text-sm text-ink-900 shadow-sm transition-colors focus:ring-2 focus:outline-none disabled:bg-ink-50 disabled:text-ink-500 ${
          error
            ? 'border-red-400 focus:border-red-500 focus:ring-red-200'
            : 'border-ink-200 hover:border-ink-300 focus:border-brand-500 focus:ring-brand-100'
        }`}
        {...select}
      >
        {children}
      </select>
      {hint && !error ? (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-ink-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
