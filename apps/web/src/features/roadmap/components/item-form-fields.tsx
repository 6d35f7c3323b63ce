import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/forms/select-field';
import { Field } from '@/components/ui/field';
import { TextareaField } from '@/components/ui/textarea-field';
import type { ItemFormValues } from '@/features/roadmap/utils/item-form';
import { BOARD_STATUSES } from '@/features/roadmap/utils/statuses';
import type { FieldErrors } from '@/lib/forms/field-errors';
import { CategoryField } from './category-field';

export interface ItemFormFieldsProps {
  values: ItemFormValues;
  onChange: (patch: Partial<ItemFormValues>) => void;
  errors: FieldErrors;
  categories: readonly string[];
  /** Offered on a new item only (an item stays on its roadmap). */
  roadmaps?: { value: string; label: string }[];
}

/** The manager's item fields: roadmap (new items), title, description, status, category and target date. */
export function ItemFormFields({ values, onChange, errors, categories, roadmaps }: ItemFormFieldsProps) {
  const { t } = useTranslation('roadmap');
  return (
    <div className="space-y-5">
      {roadmaps ? (
        <SelectField
          label={t('form.roadmap')}
          name="roadmap"
          value={values.roadmap}
          onChange={(e) => onChange({ roadmap: e.target.value })}
          error={errors.appId}
        >
          {roadmaps.map((r) => (
            <option key={r.value} value={r.value}>
              {r.label}
            </option>
          ))}
        </SelectField>
      ) : null}
      <Field
        label={t('form.title')}
        name="title"
        value={values.title}
        onChange={(e) => onChange({ title: e.target.value })}
        error={errors.title}
        maxLength={160}
        dir="auto"
      />
      <TextareaField
        label={t('form.description')}
        name="description"
        value={values.description}
        onChange={(e) => onChange({ description: e.target.value })}
        error={errors.description}
        hint={t('form.descriptionHint')}
        rows={6}
        dir="auto"
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label={t('form.status')}
          name="status"
          value={values.status}
          onChange={(e) => onChange({ status: e.target.value as ItemFormValues['status'] })}
          error={errors.status}
        >
          {BOARD_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`status.${s}`)}
            </option>
          ))}
        </SelectField>
        <Field
          label={t('form.targetDate')}
          name="targetDate"
          type="date"
          value={values.targetDate}
          onChange={(e) => onChange({ targetDate: e.target.value })}
          error={errors.targetDate}
          hint={t('form.targetDateHint')}
        />
      </div>
      <CategoryField
        value={values.category}
        onChange={(category) => onChange({ category })}
        error={errors.category}
        suggestions={categories}
      />
    </div>
  );
}
