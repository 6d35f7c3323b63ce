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

/** A labelled text input with its error message in place. */
export function Field({ label, name, error, hint, endAdornment, className = '', ref, ...input }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = error ? errorId : hint ? hintId : undefined;

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
          } ${
            error
              ? 'border-red-400 focus:border-red-500 focus:ring-red-200'
              : 'border-ink-200 hover:border-ink-300 focus:border-brand-500 focus:ring-brand-100'
          }`}
          {...input}
        />
        {endAdornment ? <div className="absolute inset-y-0 end-0 flex items-center pe-1.5">{endAdornment}</div> : null}
      </div>
      {hint && !error ? (
        <p id={hintId} className="mt-1.5 text-xs text-ink-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
