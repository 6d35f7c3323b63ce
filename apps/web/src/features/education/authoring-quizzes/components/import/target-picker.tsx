import type { TCsvTarget } from '@atrium/contracts/csv-import';
import { useTranslation } from 'react-i18next';

export interface TargetPickerProps {
  targets: readonly TCsvTarget[];
  value: TCsvTarget;
  disabled: boolean;
  onChange: (target: TCsvTarget) => void;
}

/** What the file holds: checklist items, onboarding steps, questions or players. */
export function TargetPicker({ targets, value, disabled, onChange }: TargetPickerProps) {
  const { t } = useTranslation('authoring-quizzes');
  return (
    <fieldset disabled={disabled}>
      <legend className="text-sm font-medium text-ink-800">{t('import.target.label')}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {targets.map((target) => (
          <label
            key={target}
            className={`flex cursor-pointer items-start gap-3 rounded-xl p-3 ring-1 transition has-focus-visible:ring-2 has-focus-visible:ring-brand-500 ${
              value === target ? 'bg-brand-50 ring-brand-300' : 'bg-white ring-ink-200 hover:ring-ink-300'
            }`}
          >
            <input
              type="radio"
              name="csv-target"
              value={target}
              checked={value === target}
              onChange={() => onChange(target)}
              className="mt-0.5 size-4 accent-brand-600"
            />
            <span>
              <span className="block text-sm font-medium text-ink-900">{t(`import.targets.${target}.name`)}</span>
              <span className="block text-xs text-ink-500">{t(`import.targets.${target}.hint`)}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
