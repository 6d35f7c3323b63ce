import { type RefObject, useEffect } from 'react';
import type { FieldErrors } from './field-errors';

/**
 * After a refused submit, the first field marked invalid takes focus, so keyboard and screen reader users land on
 * what to fix. Runs when `errors` is a new object with entries (each submit sets a new one).
 */
export function useFocusFirstError(form: RefObject<HTMLFormElement | null>, errors: FieldErrors) {
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors, form]);
}
