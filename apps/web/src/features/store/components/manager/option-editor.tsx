import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { MAX_CHOICES, MAX_OPTIONS, type ProductDraft } from '@/features/store/utils/product-draft';
import type { FieldErrors } from '@/lib/forms/field-errors';

type Options = ProductDraft['options'];

/** The buyer's choices: options (a size, an add-on), each with choices that may add to the price. */
export function OptionEditor({
  options,
  onChange,
  errors,
  currency,
  disabled,
}: {
  options: Options;
  onChange: (options: Options) => void;
  errors: FieldErrors;
  currency: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation('store');
  const set = (i: number, patch: Partial<Options[number]>) => onChange(options.map((o, k) => (k === i ? { ...o, ...patch } : o)));
  return (
    <div className="space-y-4">
      {options.length === 0 ? <p className="text-sm text-ink-500">{t('form.noOptions')}</p> : null}
      <ol className="space-y-4">
        {options.map((option, i) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: options have no id until saved; their place is who they are.
            key={i}
            aria-label={t('form.optionN', { n: i + 1 })}
            className="space-y-3 rounded-xl bg-ink-50 p-3 ring-1 ring-ink-200 sm:p-4"
          >
            <div className="flex flex-wrap items-end gap-3">
              <Field
                className="min-w-48 flex-1"
                name={`options.${i}.name`}
                label={t('form.optionName')}
                value={option.name}
                maxLength={80}
                disabled={disabled}
                error={errors[`options.${i}.name`]}
                onChange={(e) => set(i, { name: e.target.value })}
              />
              <label className="flex h-11 items-center gap-2 text-sm text-ink-800">
                <input
                  type="checkbox"
                  className="size-4 rounded border-ink-300"
                  checked={option.required}
                  disabled={disabled}
                  onChange={(e) => set(i, { required: e.target.checked })}
                />
                {t('form.optionRequired')}
              </label>
              <Button
                variant="ghost"
                size="sm"
                disabled={disabled}
                onClick={() => onChange(options.filter((_, k) => k !== i))}
                aria-label={t('form.removeOption', { name: option.name || t('form.optionN', { n: i + 1 }) })}
              >
                {t('form.remove')}
              </Button>
            </div>
            <ul className="space-y-2">
              {option.choices.map((choice, j) => {
                const setChoice = (patch: Partial<typeof choice>) =>
                  set(i, { choices: option.choices.map((c, k) => (k === j ? { ...c, ...patch } : c)) });
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: as above, a choice is its place until saved.
                  <li key={j} className="flex flex-wrap items-end gap-2">
                    <Field
                      className="min-w-40 flex-1"
                      name={`options.${i}.choices.${j}.label`}
                      label={t('form.choiceLabel', { n: j + 1 })}
                      value={choice.label}
                      maxLength={80}
                      disabled={disabled}
                      error={errors[`options.${i}.choices.${j}.label`]}
                      onChange={(e) => setChoice({ label: e.target.value })}
                    />
                    <Field
                      className="w-36"
                      name={`options.${i}.choices.${j}.price`}
                      label={t('form.choicePrice')}
                      inputMode="decimal"
                      placeholder="0"
                      value={choice.price}
                      disabled={disabled}
                      error={errors[`options.${i}.choices.${j}.price`]}
                      endAdornment={<span className="pe-2 text-xs text-ink-500">{currency}</span>}
                      onChange={(e) => setChoice({ price: e.target.value })}
                    />
                    <Button
                      variant="ghost"
                      size="sm"
                      className="mb-1.5"
                      disabled={disabled}
                      onClick={() => set(i, { choices: option.choices.filter((_, k) => k !== j) })}
                      aria-label={t('form.removeChoice', { label: choice.label || t('form.choiceLabel', { n: j + 1 }) })}
                    >
                      ×
                    </Button>
                  </li>
                );
              })}
            </ul>
            {errors[`options.${i}.choices`] ? <p className="text-sm text-red-600">{errors[`options.${i}.choices`]}</p> : null}
            {option.choices.length < MAX_CHOICES ? (
              <Button
                variant="secondary"
                size="sm"
                disabled={disabled}
                onClick={() => set(i, { choices: [...option.choices, { label: '', price: '' }] })}
              >
                {t('form.addChoice')}
              </Button>
            ) : null}
          </li>
        ))}
      </ol>
      {options.length < MAX_OPTIONS ? (
        <Button
          variant="secondary"
          size="sm"
          disabled={disabled}
          onClick={() => onChange([...options, { name: '', required: false, choices: [{ label: '', price: '' }] }])}
        >
          {t('form.addOption')}
        </Button>
      ) : null}
    </div>
  );
}
