import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { MoveButtons } from '@/features/education/authoring-quizzes/components/move-buttons';
import {
  addOption,
  MAX_OPTIONS,
  moveOption,
  type QuestionFormValues,
  removeOption,
  setOptionText,
  toggleCorrect,
} from '@/features/education/authoring-quizzes/utils/question-form';
import type { FieldErrors } from '@/lib/forms/field-errors';

export interface QuestionOptionsEditorProps {
  values: QuestionFormValues;
  errors: FieldErrors;
  onChange: (values: QuestionFormValues) => void;
}

/**
 * The options of a question and which are right: a radio per option for single choice, a checkbox for multiple
 * choice, so the control itself says how many answers may be right.
 */
export function QuestionOptionsEditor({ values, errors, onChange }: QuestionOptionsEditorProps) {
  const { t } = useTranslation('authoring-quizzes');
  const group = useId();
  const single = values.kind === 'single';
  const groupError = errors.correct ?? errors.options;
  const errorId = `${group}-error`;

  return (
    // min-w-0: a fieldset is as wide as its content by default, which would push the row past a narrow dialog.
    <fieldset className="min-w-0" aria-describedby={groupError ? errorId : `${group}-hint`}>
      <legend className="text-sm font-medium text-ink-800">{t('question.fields.options')}</legend>
      <p id={`${group}-hint`} className="mt-1 text-xs text-ink-500">
        {single ? t('question.fields.optionsHintSingle') : t('question.fields.optionsHintMultiple')}
      </p>
      <ol className="mt-3 space-y-2">
        {values.options.map((option, index) => {
          const number = index + 1;
          const textError = errors[`options.${index}.text`];
          const inputId = `${group}-option-${option.id}`;
          return (
            <li key={option.id}>
              <div className="flex items-center gap-2">
                <input
                  type={single ? 'radio' : 'checkbox'}
                  name={`${group}-correct`}
                  checked={values.correct.includes(option.id)}
                  onChange={() => onChange(toggleCorrect(values, option.id))}
                  aria-label={t('question.fields.rightAnswer', { number })}
                  className="size-5 shrink-0 accent-emerald-600 focus-visible:ring-2 focus-visible:ring-brand-500"
                />
                <label htmlFor={inputId} className="sr-only">
                  {t('question.fields.option', { number })}
                </label>
                <input
                  id={inputId}
                  value={option.text}
                  onChange={(e) => onChange(setOptionText(values, option.id, e.target.value))}
                  placeholder={t('question.fields.option', { number })}
                  aria-invalid={textError ? true : undefined}
                  aria-describedby={textError ? `${inputId}-error` : undefined}
                  className={`h-10 min-w-0 flex-1 rounded-lg border bg-white px-3 text-sm text-ink-900 shadow-sm focus:ring-2 focus:outline-none ${
                    textError
                      ? 'border-red-400 focus:ring-red-200'
                      : 'border-ink-200 hover:border-ink-300 focus:border-brand-500 focus:ring-brand-100'
                  }`}
                />
                <MoveButtons
                  name={t('question.fields.option', { number })}
                  first={index === 0}
                  last={index === values.options.length - 1}
                  onMove={(direction) => onChange(moveOption(values, index, direction))}
                />
                <Button
                  variant="ghost"
                  size="sm"
                  className="px-1.5!"
                  aria-label={t('question.removeOption', { number })}
                  disabled={values.options.length <= 2}
                  onClick={() => onChange(removeOption(values, option.id))}
                >
                  <Icon name="close" className="size-4" />
                </Button>
              </div>
              {textError ? (
                <p id={`${inputId}-error`} className="ms-7 mt-1 text-sm text-red-600">
                  {textError}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
      {groupError ? (
        <p id={errorId} className="mt-2 text-sm text-red-600">
          {groupError}
        </p>
      ) : null}
      <Button
        variant="secondary"
        size="sm"
        className="mt-3"
        disabled={values.options.length >= MAX_OPTIONS}
        onClick={() => onChange(addOption(values))}
      >
        {t('question.addOption')}
      </Button>
    </fieldset>
  );
}
