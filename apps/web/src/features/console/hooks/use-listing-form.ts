import { useCallback, useMemo, useState } from 'react';
import { type ListingErrors, type ListingValues, listingEquals } from '@/features/console/utils/listing-form';

/** The listing's values against a baseline (what the server has), with per-field errors. */
export function useListingForm(initial: ListingValues) {
  const [baseline, setBaseline] = useState(initial);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<ListingErrors>({});

  const set = useCallback(<K extends keyof ListingValues>(field: K, value: ListingValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    // Editing a field clears its message (screenshot messages go with any screenshot change).
    setErrors((current) => {
      const next = { ...current, [field]: undefined };
      if (field === 'screenshots') for (const key of Object.keys(next)) if (key.startsWith('screenshots')) next[key] = undefined;
      return next;
    });
  }, []);

  /** After a save, or when the server's copy changed while nothing was edited. */
  const reset = useCallback((next: ListingValues) => {
    setBaseline(next);
    setValues(next);
    setErrors({});
  }, []);

  const dirty = useMemo(() => !listingEquals(values, baseline), [values, baseline]);
  return { values, errors, setErrors, set, reset, dirty, baseline };
}
