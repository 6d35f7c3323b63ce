import type { TSnapshotCustomField, TSnapshotTargetLocation } from '@atrium/contracts/snapshots';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  type FieldValues,
  type ProblemsByLocation,
  type ValuesByLocation,
  valueProblem,
} from '@/features/snapshot-loading/utils/field-values';
import { ValueInput } from './value-input';

export interface ValuesStepProps {
  fields: readonly TSnapshotCustomField[];
  locations: readonly TSnapshotTargetLocation[];
  values: ValuesByLocation;
  onValuesChange: (next: ValuesByLocation) => void;
  /** Fields the person has left (their problems show), or every field once they tried to load. */
  shown: (locationId: string, key: string) => boolean;
  onTouched: (locationId: string, key: string) => void;
  /** The server's refusal of the last try, on the fields it names (cleared as a field changes). */
  serverProblems: ProblemsByLocation;
  onServerProblemCleared: (locationId: string, key: string) => void;
}

/** Step 2: a form per location with the listing's custom fields, defaults prefilled, checked as the person types. */
export function ValuesStep(props: ValuesStepProps) {
  const { locations, values, onValuesChange } = props;
  const { t } = useTranslation('snapshots');
  const copyToAll = (from: FieldValues) =>
    onValuesChange(Object.fromEntries(locations.map((location) => [location._id, { ...from }])));
  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-ink-600">{t('values.intro')}</p>
      {locations.map((location) => (
        <fieldset key={location._id} className="rounded-xl p-4 ring-1 ring-ink-200">
          <legend className="px-1 text-sm font-semibold text-ink-900">{location.name}</legend>
          <LocationValues {...props} locationId={location._id} locationName={location.name} />
          {locations.length > 1 ? (
            <Button
              variant="ghost"
              size="sm"
              className="mt-3"
              onClick={() => copyToAll(values[location._id] ?? {})}
              aria-label={t('values.copyLabel', { name: location.name })}
            >
              {t('values.copy')}
            </Button>
          ) : null}
        </fieldset>
      ))}
    </div>
  );
}

function LocationValues({
  fields,
  values,
  onValuesChange,
  shown,
  onTouched,
  serverProblems,
  onServerProblemCleared,
  locationId,
  locationName,
}: ValuesStepProps & { locationId: string; locationName: string }) {
  const { t } = useTranslation('snapshots');
  const own = values[locationId] ?? {};
  const errorOf = (field: TSnapshotCustomField): string | null => {
    const server = serverProblems[locationId]?.[field.key];
    if (server) return typeof server === 'string' ? t(`problems.${server}`, problemArgs(field)) : server.message;
    if (!shown(locationId, field.key)) return null;
    const problem = valueProblem(field, own[field.key] ?? '');
    return problem ? t(`problems.${problem}`, problemArgs(field)) : null;
  };
  return (
    <div className="mt-2 grid gap-4 sm:grid-cols-2">
      {fields.map((field) => (
        <ValueInput
          key={field._id}
          field={field}
          value={own[field.key] ?? ''}
          locationName={locationName}
          error={errorOf(field)}
          onBlur={() => onTouched(locationId, field.key)}
          onChange={(value) => {
            onServerProblemCleared(locationId, field.key);
            onValuesChange({ ...values, [locationId]: { ...own, [field.key]: value } });
          }}
        />
      ))}
    </div>
  );
}

const problemArgs = (field: TSnapshotCustomField) => ({ label: field.label, options: field.options.join(', ') });
