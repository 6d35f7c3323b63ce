import type { TCsvTarget } from '@atrium/contracts/csv-import';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/forms/select-field';
import { Button } from '@/components/ui/button';
import type { CsvParent } from '@/features/education/authoring-quizzes/api/get-csv-parents';

export interface ParentPickerProps {
  target: Exclude<TCsvTarget, 'players'>;
  state: { parents: CsvParent[]; isPending: boolean; isError: boolean; refetch: () => void };
  value: string;
  disabled: boolean;
  onChange: (id: string | null) => void;
}

/** Where the rows go: one of the writer's checklists, onboarding lists or quiz sections. */
export function ParentPicker({ target, state, value, disabled, onChange }: ParentPickerProps) {
  const { t } = useTranslation('authoring-quizzes');
  const label = t(`import.parent.${target}`);
  if (state.isError)
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-3 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-700 ring-1 ring-red-200"
      >
        <span className="flex-1">{t('import.parent.loadError')}</span>
        <Button variant="secondary" size="sm" onClick={state.refetch}>
          {t('actions.retry')}
        </Button>
      </div>
    );
  if (!state.isPending && state.parents.length === 0)
    return (
      <p className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-800 ring-1 ring-amber-200">
        {t(`import.parent.none.${target}`)}
      </p>
    );
  return (
    <SelectField
      label={label}
      value={value}
      disabled={disabled || state.isPending}
      onChange={(e) => onChange(e.target.value || null)}
      hint={state.isPending ? t('import.parent.loading') : undefined}
    >
      <option value="">{t('import.parent.choose')}</option>
      {state.parents.map((p) => (
        <option key={p.id} value={p.id}>
          {p.label}
        </option>
      ))}
    </SelectField>
  );
}
