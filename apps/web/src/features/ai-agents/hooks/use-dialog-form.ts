import { useState } from 'react';
import { errorMessage } from '@/features/ai-agents/utils/error-message';
import type { FieldErrors, IssueLike, Translate } from '@/lib/forms/field-errors';
import { contractErrors } from '@/lib/forms/issue-message';
import { refusal, topField } from '@/lib/forms/server-errors';

type Parsed<T> = { success: true; data: T } | { success: false; error: { issues: readonly IssueLike[] } };

/**
 * The small forms in the agents' dialogs (a budget, a custom answer): text fields, the contract's check before
 * sending, and a refusal placed beside its fields or over the form.
 */
export function useDialogForm<F extends string>(fields: readonly F[], initial: Record<F, string>, t: Translate) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [formError, setFormError] = useState<string | null>(null);

  /** The props of one field; typing in it clears its message. */
  const field = (name: F) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [name]: e.target.value }));
      setErrors((c) => ({ ...c, [name]: undefined }));
    },
  });

  /** The contract's verdict on what was typed: its data, or null with the messages shown. */
  const check = <T>(parsed: Parsed<T>): T | null => {
    if (parsed.success) return parsed.data;
    setErrors(contractErrors(parsed.error.issues, values, t, { fields }));
    return null;
  };

  const refused = (error: unknown) => {
    const placed = refusal<F>(error, topField(fields));
    setErrors(placed.errors);
    setFormError(placed.message === null ? null : errorMessage(error, t));
  };

  return { values, errors, formError, field, check, refused };
}
