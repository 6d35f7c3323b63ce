import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import type { SectionValue } from '@/features/education/authoring/descriptor/group-descriptor';
import { emptySection } from '@/features/education/authoring/utils/form-values';
import type { FieldErrors } from '@/lib/forms/field-errors';
import { RichTextInput } from './rich-text-input';

export interface SectionsInputProps {
  label: string;
  value: SectionValue[];
  onChange: (value: SectionValue[]) => void;
  errors: FieldErrors;
  disabled?: boolean;
}

/** A knowledge-base article's sections: each a heading (the table of contents) and its rich text, in order. */
export function SectionsInput({ label, value, onChange, errors, disabled }: SectionsInputProps) {
  const { t } = useTranslation('authoring');
  const replace = (index: number, next: Partial<SectionValue>) =>
    onChange(value.map((s, i) => (i === index ? { ...s, ...next } : s)));
  const move = (index: number, to: number) => {
    const copy = [...value];
    const [moved] = copy.splice(index, 1);
    if (moved) copy.splice(to, 0, moved);
    onChange(copy);
  };
  return (
    <fieldset className="space-y-4">
      <legend className="mb-2 text-sm font-medium text-ink-800">{label}</legend>
      {errors.sections ? (
        <p role="alert" className="text-sm text-red-600">
          {errors.sections}
        </p>
      ) : null}
      <ol className="space-y-4">
        {value.map((section, i) => (
          // Sections have no ids; the index is their identity while editing (moves re-render both).
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <li key={i} className="rounded-xl bg-ink-50/60 p-4 ring-1 ring-ink-200">
            <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm font-semibold text-ink-900">{t('sections.number', { n: i + 1 })}</p>
              <div className="flex gap-1">
                <Button size="sm" variant="ghost" onClick={() => move(i, i - 1)} disabled={disabled || i === 0}>
                  {t('actions.moveUp')}
                </Button>
                <Button size="sm" variant="ghost" onClick={() => move(i, i + 1)} disabled={disabled || i === value.length - 1}>
                  {t('actions.moveDown')}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => onChange(value.filter((_, j) => j !== i))}
                  disabled={disabled || value.length === 1}
                  className="text-red-700 hover:bg-red-50"
                >
                  {t('sections.remove')}
                </Button>
              </div>
            </div>
            <div className="space-y-4">
              <Field
                label={t('sections.heading')}
                name={`sections.${i}.heading`}
                value={section.heading}
                onChange={(e) => replace(i, { heading: e.target.value })}
                error={errors[`sections.${i}.heading`]}
                disabled={disabled}
              />
              <RichTextInput
                label={t('sections.body')}
                name={`sections.${i}.body`}
                value={section.body}
                onChange={(body) => replace(i, { body })}
                error={errors[`sections.${i}.body`]}
                disabled={disabled}
                rows={6}
              />
            </div>
          </li>
        ))}
      </ol>
      <Button variant="secondary" onClick={() => onChange([...value, emptySection()])} disabled={disabled || value.length >= 50}>
        <span aria-hidden="true">+</span>
        {t('sections.add')}
      </Button>
    </fieldset>
  );
}
