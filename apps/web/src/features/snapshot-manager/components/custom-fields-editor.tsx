import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/forms/select-field';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { TextareaField } from '@/components/ui/textarea-field';
import {
  FIELD_TYPES,
  type FieldDraft,
  type FieldErrors,
  moved,
  newFieldDraft,
  withLabel,
} from '@/features/snapshot-manager/utils/field-drafts';

const MAX_FIELDS = 50;

interface CustomFieldsEditorProps {
  fields: FieldDraft[];
  onChange: (fields: FieldDraft[]) => void;
  errors: FieldErrors;
}

/**
 * The values a location gives when the snapshot is loaded: add, reorder, remove; the key follows the label in
 * snake_case until it is typed, and a saved field's key stays (the CRM custom value it fills).
 */
export function CustomFieldsEditor({ fields, onChange, errors }: CustomFieldsEditorProps) {
  const { t } = useTranslation('snapshot-manager');
  const patch = (uid: string, next: (field: FieldDraft) => FieldDraft) =>
    onChange(fields.map((field) => (field.uid === uid ? next(field) : field)));

  return (
    <div className="space-y-4">
      {fields.length === 0 ? (
        <p className="rounded-xl bg-ink-50 px-4 py-6 text-center text-sm text-ink-600">{t('fields.empty')}</p>
      ) : null}
      <ol className="space-y-4">
        {fields.map((field, index) => {
          const own = errors[field.uid] ?? {};
          const title = field.label.trim() || t('fields.untitled', { number: index + 1 });
          return (
            <li key={field.uid} aria-label={title} className="rounded-xl border border-ink-200 bg-white p-4">
              <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
                <h3 dir="auto" className="text-sm font-semibold text-ink-900">
                  {title}
                </h3>
                <div className="flex gap-1">
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={index === 0}
                    onClick={() => onChange(moved(fields, index, index - 1))}
                    aria-label={t('fields.moveUp', { name: title })}
                  >
                    ↑
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={index === fields.length - 1}
                    onClick={() => onChange(moved(fields, index, index + 1))}
                    aria-label={t('fields.moveDown', { name: title })}
                  >
                    ↓
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => onChange(fields.filter((f) => f.uid !== field.uid))}
                    aria-label={t('fields.remove', { name: title })}
                  >
                    {t('fields.removeShort')}
                  </Button>
                </div>
              </div>
              <div className="grid gap-4 sm:grid-cols-2">
                <Field
                  label={t('fields.label')}
                  name={`label-${field.uid}`}
                  value={field.label}
                  maxLength={100}
                  dir="auto"
                  onChange={(event) => patch(field.uid, (f) => withLabel(f, event.target.value))}
                  error={own.label ? t('fields.errors.label') : null}
                />
                <Field
                  label={t('fields.key')}
                  name={`key-${field.uid}`}
                  value={field.key}
                  maxLength={60}
                  dir="ltr"
                  disabled={Boolean(field.id)}
                  hint={field.id ? t('fields.keyLocked') : t('fields.keyHint', { key: field.key || 'business_name' })}
                  onChange={(event) => patch(field.uid, (f) => ({ ...f, key: event.target.value, keyTouched: true }))}
                  error={own.key ? t(`fields.errors.${own.key}`) : null}
                />
                <SelectField
                  label={t('fields.type')}
                  value={field.type}
                  onChange={(event) => patch(field.uid, (f) => ({ ...f, type: event.target.value as FieldDraft['type'] }))}
                >
                  {FIELD_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {t(`fields.types.${type}`)}
                    </option>
                  ))}
                </SelectField>
                <Field
                  label={t('fields.default')}
                  name={`default-${field.uid}`}
                  value={field.defaultValue}
                  maxLength={500}
                  dir="auto"
                  onChange={(event) => patch(field.uid, (f) => ({ ...f, defaultValue: event.target.value }))}
                  error={own.defaultValue ? t(`fields.errors.default.${field.type}`) : null}
                />
                {field.type === 'choice' ? (
                  <TextareaField
                    label={t('fields.options')}
                    name={`options-${field.uid}`}
                    value={field.options}
                    rows={3}
                    hint={t('fields.optionsHint')}
                    onChange={(event) => patch(field.uid, (f) => ({ ...f, options: event.target.value }))}
                    error={own.options ? t('fields.errors.options') : undefined}
                    className="sm:col-span-2"
                  />
                ) : null}
                <Field
                  label={t('fields.help')}
                  name={`help-${field.uid}`}
                  value={field.helpText}
                  maxLength={300}
                  dir="auto"
                  onChange={(event) => patch(field.uid, (f) => ({ ...f, helpText: event.target.value }))}
                  className="sm:col-span-2"
                />
                <label className="flex items-center gap-2 text-sm text-ink-800">
                  <input
                    type="checkbox"
                    checked={field.required}
                    onChange={(event) => patch(field.uid, (f) => ({ ...f, required: event.target.checked }))}
                    className="size-4 rounded accent-brand-600"
                  />
                  {t('fields.required')}
                </label>
              </div>
            </li>
          );
        })}
      </ol>
      <Button
        variant="secondary"
        icon={<span aria-hidden="true">+</span>}
        disabled={fields.length >= MAX_FIELDS}
        onClick={() => onChange([...fields, newFieldDraft()])}
      >
        {t('fields.add')}
      </Button>
    </div>
  );
}
