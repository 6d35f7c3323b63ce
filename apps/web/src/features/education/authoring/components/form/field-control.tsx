import { CONTENT_STATUSES } from '@atrium/contracts/content';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/forms/select-field';
import { Field } from '@/components/ui/field';
import { TextareaField } from '@/components/ui/textarea-field';
import type { FieldSpec, FormValue, SectionValue } from '@/features/education/authoring/descriptor/group-descriptor';
import type { ParentOption } from '@/features/education/authoring/utils/parent-options';
import type { FieldErrors } from '@/lib/forms/field-errors';
import { ImageInput } from './image-input';
import { RichTextInput } from './rich-text-input';
import { SectionsInput } from './sections-input';

export interface FieldControlProps {
  field: FieldSpec;
  value: FormValue;
  onChange: (value: FormValue) => void;
  errors: FieldErrors;
  disabled: boolean;
  /** The choices of a parent field. */
  parents: readonly ParentOption[];
  /** The uploads folder for image fields. */
  uploadPath: string;
  /** The parent is fixed (a step stays in its list): shown, not changed. */
  locked?: boolean;
}

/** The viewer's time zone, named in the hint of date-and-time fields. */
const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** One field of a group form, drawn by its kind. */
export function FieldControl({ field, value, onChange, errors, disabled, parents, uploadPath, locked }: FieldControlProps) {
  const { t } = useTranslation('authoring');
  const labelKey = field.label ?? field.name;
  const label = `${t(`fields.${labelKey}`)}${field.required ? ' *' : ''}`;
  const hint = field.hint ? t(`hints.${labelKey}`, { zone: timeZone() }) : undefined;
  const error = errors[field.name];
  const text = typeof value === 'string' ? value : '';
  const common = { label, name: field.name, error, disabled, hint };

  switch (field.kind) {
    case 'richText':
      return <RichTextInput label={label} name={field.name} value={text} onChange={onChange} error={error} disabled={disabled} />;
    case 'textarea':
      return <TextareaField {...common} value={text} onChange={(e) => onChange(e.target.value)} rows={3} />;
    case 'sections':
      return (
        <SectionsInput
          label={label}
          value={Array.isArray(value) ? (value as SectionValue[]) : []}
          onChange={onChange}
          errors={errors}
          disabled={disabled}
        />
      );
    case 'image':
      return (
        <ImageInput
          label={label}
          name={field.name}
          value={text}
          onChange={onChange}
          desiredPath={uploadPath}
          error={error}
          disabled={disabled}
        />
      );
    case 'toggle':
      return (
        <div>
          <label className="flex items-center gap-3 text-sm font-medium text-ink-800">
            <input
              type="checkbox"
              name={field.name}
              checked={value === true}
              onChange={(e) => onChange(e.target.checked)}
              disabled={disabled}
              className="size-4 rounded border-ink-300 text-brand-600 focus-visible:ring-2 focus-visible:ring-brand-500"
            />
            {t(`fields.${labelKey}`)}
          </label>
          {hint ? <p className="mt-1.5 ms-7 text-xs text-ink-500">{hint}</p> : null}
        </div>
      );
    case 'status':
      return (
        <SelectField {...common} value={text} onChange={(e) => onChange(e.target.value)}>
          {CONTENT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`status.${s}`)}
            </option>
          ))}
        </SelectField>
      );
    case 'choice':
      return (
        <SelectField {...common} value={text} onChange={(e) => onChange(e.target.value)}>
          {field.options.map((o) => (
            <option key={o} value={o}>
              {t(`choices.${field.name}.${o}`)}
            </option>
          ))}
        </SelectField>
      );
    case 'parent':
      return (
        <SelectField {...common} disabled={disabled || locked} value={text} onChange={(e) => onChange(e.target.value)}>
          <option value="">{field.required ? t('form.choose') : t('form.none')}</option>
          {parents.map((p) => (
            <option key={p.id} value={p.id}>
              {p.label}
            </option>
          ))}
        </SelectField>
      );
    case 'number':
      return (
        <Field
          {...common}
          type="number"
          inputMode="numeric"
          step={1}
          min={field.min}
          max={field.max}
          value={text}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'dateTime':
      return <Field {...common} type="datetime-local" value={text} onChange={(e) => onChange(e.target.value)} />;
    case 'url':
      return (
        <Field
          {...common}
          type="url"
          inputMode="url"
          placeholder="https://"
          value={text}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    default:
      return <Field {...common} value={text} onChange={(e) => onChange(e.target.value)} dir="auto" />;
  }
}
