import { useCallback, useMemo, useState } from 'react';
import type { FormValue, FormValues } from '@/features/education/authoring/descriptor/group-descriptor';
import type { FieldErrors } from '@/lib/forms/field-errors';

/** A group form's values against what the server has, with messages per field. */
export function useGroupForm(initial: FormValues) {
  const [baseline, setBaseline] = useState(initial);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});

  const set = useCallback((name: string, value: FormValue) => {
    setValues((current) => ({ ...current, [name]: value }));
    // Editing a field clears its messages (a section's too).
    setErrors((current) => {
      const next: FieldErrors = {};
      for (const [key, message] of Object.entries(current)) if (key !== name && !key.startsWith(`${name}.`)) next[key] = message;
      return next;
    });
  }, []);

  const reset = useCallback((next: FormValues) => {
    setBaseline(next);
    setValues(next);
    setErrors({});
  }, []);

  const dirty = useMemo(() => JSON.stringify(values) !== JSON.stringify(baseline), [values, baseline]);
  return { values, errors, setErrors, set, reset, dirty };
}
