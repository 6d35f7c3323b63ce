import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AuthoringResource, useSaveItem } from '@/features/education/authoring-quizzes/api/authoring-resources';
import type { FieldErrors } from '@/lib/forms/field-errors';
import { refusal } from '@/lib/forms/server-errors';

/** A form's own check: the body to send, or the problems to show beside the fields. */
export type FormCheck = { ok: true; body: unknown } | { ok: false; errors: FieldErrors };

/**
 * Submitting an authoring form: the form's check first, then the save; a refused save puts the server's field
 * problems beside the form's `fields` and anything else in one message. The input is never touched.
 */
export function useSaveForm<T>(resource: AuthoringResource, fields: readonly string[]) {
  const { t } = useTranslation('authoring-quizzes');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const save = useSaveItem<T>(resource);

  /** The form's onSubmit: `id` null creates; `onSaved` runs with the saved row. */
  const submit = (id: string | null, check: () => FormCheck, onSaved: (saved: T) => void) => (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const result = check();
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    save.mutate(
      { id, body: result.body },
      {
        onSuccess: onSaved,
        onError: (error) => {
          // Parts of a field ('options.2.text') show beside it; the rest is one message over the form.
          const failure = refusal(error, (path) => {
            const key = path.join('.');
            return fields.some((f) => key === f || key.startsWith(`${f}.`)) ? key : null;
          });
          setErrors(failure.errors);
          setMessage(failure.message === null ? null : t('errors.saveFailed', { reason: failure.message }));
        },
      },
    );
  };

  return { errors, message, saving: save.isPending, submit };
}
