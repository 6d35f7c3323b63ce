import { type ReactNode, type SelectHTMLAttributes, useId } from 'react';
import { describedByOf, FieldHelp, fieldBorder } from '@/components/ui/field';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  error?: string | null;
  hint?: ReactNode;
  children: ReactNode;
}

/** A labelled select with the look and error wiring of ui/field's Field. */
export function SelectField({ label, error, hint, className = '', children, ...select }: SelectFieldProps) {
  const id = useId();
  const describedBy = describedByOf(id, error, hint);
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink-800">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`block h-11 w-full rounded-lg border bg-white px-3 text-sm text-ink-900 shadow-sm transition-colors focus:ring-2 focus:outline-none disabled:bg-ink-50 disabled:text-ink-500 ${fieldBorder(error)}`}
        {...select}
      >
        {children}
      </select>
      <FieldHelp id={id} error={error} hint={hint} />
    </div>
  );
}
