import type { ListingErrors, ListingValues } from '@/features/console/utils/listing-form';

/** What every listing section receives: the values, their errors, and one setter. */
export interface ListingSectionProps {
  values: ListingValues;
  errors: ListingErrors;
  set: <K extends keyof ListingValues>(field: K, value: ListingValues[K]) => void;
  disabled?: boolean;
}
