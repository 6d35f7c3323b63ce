import type { TFunction } from 'i18next';
import { type ChangeEvent, useRef, useState } from 'react';
import type { FieldErrors } from './field-errors';
import { placeServerError } from './server-errors';

/**
 * Form state for small forms (sign-in, profile): values, per-field errors, one form-level message, and focus
 * moved to the first invalid field so keyboard and screen-reader users land on the problem.
 */
export function useFormFields<F extends string>(fields: readonly F[], initial: Record<F, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const initialRef = useRef(initial);

  const showErrors = (next: FieldErrors<F>, message: string | null = null) => {
    setErrors(next);
    setFormError(message);
    const first = fields.find((field) => next[field]);
    if (first) (formRef.current?.elements.namedItem(first) as HTMLElement | null)?.focus();
  };

  /** A failed submit: the server's complaints next to their fields, or one message for the form. */
  const showServerError = (error: unknown, t: TFunction) => {
    const placed = placeServerError(error, fields, t);
    showErrors(placed.fieldErrors, placed.formError);
  };

  const fieldProps = (name: F) => ({
    name,
    value: values[name],
    error: errors[name] ?? null,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
      // A corrected field drops its own error; the others stay until the next submit.
      setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
    },
  });

  const isDirty = fields.some((field) => values[field] !== initialRef.current[field]);
  return { values, errors, formError, formRef, fieldProps, showErrors, showServerError, isDirty };
}
