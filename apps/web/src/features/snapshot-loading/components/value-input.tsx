import type { TSnapshotCustomField } from '@atrium/contracts/snapshots';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { describedByOf, FieldHelp, fieldBorder } from '@/components/ui/field';

const INPUT_TYPE = { text: 'text', phone: 'tel', email: 'email', url: 'url', number: 'text' } as const;
const AUTOCOMPLETE = { phone: 'tel', email: 'email', url: 'url' } as const;
const COLOR = /^#[0-9a-fA-F]{6}$/;

export interface ValueInputProps {
  field: TSnapshotCustomField;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error: string | null;
  /** Makes the ids and accessible names unique when every location has the same form. */
  locationName: string;
}

/** One custom field's control, by its type: tel, email, URL, a colour picker beside its hex, a number, a choice. */
export function ValueInput({ field, value, onChange, onBlur, error, locationName }: ValueInputProps) {
  const { t } = useTranslation('snapshots');
  const id = useId();
  // The publisher's help is in the publisher's language: its own direction, whatever the page's.
  const hint = field.helpText ? <span dir="auto">{field.helpText}</span> : field.type === 'color' ? t('values.colorHint') : null;
  const describedBy = describedByOf(id, error, hint);
  const control = `block h-11 w-full rounded-lg border bg-white px-3.5 text-sm text-ink-900 shadow-sm transition-colors placeholder:text-ink-400 focus:ring-2 focus:outline-none ${fieldBorder(error)}`;
  const common = {
    id,
    name: `${field.key}`,
    value,
    onBlur,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': field.required || undefined,
    // Every location has the same form: the name says whose field it is (required is said by aria-required).
    'aria-label': `${field.label} ${t('values.forLocation', { name: locationName })}`,
  } as const;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink-800">
        {field.label}
        {field.required ? (
          <span aria-hidden="true" className="text-red-600">
            {' *'}
          </span>
        ) : null}
      </label>
      {field.type === 'choice' ? (
        <select {...common} onChange={(e) => onChange(e.target.value)} className={control}>
          <option value="">{t('values.choose')}</option>
          {field.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      ) : field.type === 'color' ? (
        <div className="flex gap-2">
          <input
            type="color"
            // The picker needs a full hex; while the text is half typed it shows the last good colour.
            value={COLOR.test(value) ? value.toLowerCase() : '#000000'}
            onChange={(e) => onChange(e.target.value)}
            aria-label={t('values.colorPicker', { label: field.label })}
            className="h-11 w-14 shrink-0 cursor-pointer rounded-lg border border-ink-200 bg-white p-1"
          />
          <input
            {...common}
            type="text"
            dir="ltr"
            autoComplete="off"
            spellCheck={false}
            placeholder="#1a73e8"
            onChange={(e) => onChange(e.target.value)}
            className={control}
          />
        </div>
      ) : (
        <input
          {...common}
          type={INPUT_TYPE[field.type]}
          inputMode={field.type === 'number' ? 'decimal' : undefined}
          autoComplete={field.type in AUTOCOMPLETE ? AUTOCOMPLETE[field.type as keyof typeof AUTOCOMPLETE] : 'off'}
          dir={field.type === 'text' ? 'auto' : 'ltr'}
          onChange={(e) => onChange(e.target.value)}
          className={control}
        />
      )}
      <FieldHelp id={id} error={error} hint={hint} />
    </div>
  );
}
