import { type ReactNode, type TextareaHTMLAttributes, useId } from 'react';
import { describedByOf, FieldHelp, fieldBorder } from './field';

export interface TextareaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  error?: string | null;
  hint?: ReactNode;
}

/** The multi-line sibling of Field (./field), with the same look and error wiring. */
export function TextareaField({ label, error, hint, className = '', ...textarea }: TextareaFieldProps) {
  const id = useId();
  const describedBy = describedByOf(id, error, hint);
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink-800">
        {label}
      </label>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`block w-full rounded-lg border bg-white px-3.5 py-2.5 text-sm text-ink-900 shadow-sm transition-colors placeholder:text-ink-400 focus:ring-2 focus:outline-none ${fieldBorder(error)} ${className}`}
        {...textarea}
      />
      <FieldHelp id={id} error={error} hint={hint} />
    </div>
  );
}
