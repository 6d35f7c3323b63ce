import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  name: string;
  /** Shown under the input in red; also marks the input invalid for assistive technology. */
  error?: string | null;
  hint?: ReactNode;
  /** Content inside the input's end edge, e.g. a show-password toggle. */
  endAdornment?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** What a field's control is described by: its error, else its hint. */
export const describedByOf = (id: string, error?: string | null, hint?: ReactNode) =>
  error ? `${id}-error` : hint ? `${id}-hint` : undefined;

/** The border of a field's control, red while it has an error. */
export const fieldBorder = (error?: string | null) =>
  error
    ? 'border-red-400 focus:border-red-500 focus:ring-red-200'
    : 'border-ink-200 hover:border-ink-300 focus:border-brand-500 focus:ring-brand-100';

/** The hint under a field, replaced by its error when there is one (ids as `describedByOf` names them). */
export function FieldHelp({ id, error, hint }: { id: string; error?: string | null; hint?: ReactNode }) {
  if (error)
    return (
      <p id={`${id}-error`} className="mt-1.5 text-sm text-red-600">
        {error}
      </p>
    );
  if (!hint) return null;
  return (
    <p id={`${id}-hint`} className="mt-1.5 text-xs text-ink-500">
      {hint}
    </p>
  );
}

/** A labelled text input with its error message in place. */
export function Field({ label, name, error, hint, endAdornment, className = '', ref, ...input }: FieldProps) {
  const id = useId();
  const describedBy = describedByOf(id, error, hint);

  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink-800">
        {label}
      </label>
      <div className="relative">
        <input
          ref={ref}
          id={id}
          name={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`block h-11 w-full rounded-lg border bg-white px-3.5 text-sm text-ink-900 shadow-sm transition-colors placeholder:text-ink-400 focus:outline-none focus:ring-2 ${
            endAdornment ? 'pe-11' : ''
          } ${fieldBorder(error)}`}
          {...input}
        />
        {endAdornment ? <div className="absolute inset-y-0 end-0 flex items-center pe-1.5">{endAdornment}</div> : null}
      </div>
      <FieldHelp id={id} error={error} hint={hint} />
    </div>
  );
}
