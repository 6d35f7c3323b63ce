import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { NumberedQuestion } from '@/features/education/quizzes/utils/quiz-answers';

export interface QuizQuestionProps {
  item: NumberedQuestion;
  chosen: readonly string[];
  onChoose: (optionId: string, checked: boolean) => void;
}

/**
 * One question as a fieldset: radios for single choice, checkboxes (with "Select all that apply") for
 * multiple choice. Native inputs, so arrow keys move between radios and Space ticks a box.
 */
export function QuizQuestion({ item, chosen, onChoose }: QuizQuestionProps) {
  const { t } = useTranslation('quizzes');
  const hintId = useId();
  const { question } = item;
  const multiple = question.kind === 'multiple';
  return (
    <fieldset aria-describedby={hintId} className="min-w-0">
      <legend dir="auto" className="text-xl leading-snug font-semibold break-words text-ink-900 sm:text-2xl">
        {question.prompt}
      </legend>
      <p id={hintId} className="mt-2 text-sm text-ink-600">
        {multiple ? t('take.selectAll') : t('take.selectOne')}
      </p>
      <div className="mt-5 space-y-3">
        {question.options.map((option) => {
          const checked = chosen.includes(option.id);
          return (
            <label
              key={option.id}
              className={`flex cursor-pointer items-start gap-3 rounded-xl px-4 py-3.5 ring-1 transition-colors focus-within:ring-2 focus-within:ring-brand-500 ${
                checked ? 'bg-brand-50 ring-brand-300' : 'bg-white ring-ink-200 hover:bg-ink-50 hover:ring-ink-300'
              }`}
            >
              <input
                type={multiple ? 'checkbox' : 'radio'}
                name={`question-${question._id}`}
                value={option.id}
                checked={checked}
                onChange={(e) => onChoose(option.id, e.target.checked)}
                className={`mt-0.5 size-5 shrink-0 accent-brand-600 focus-visible:outline-none ${multiple ? 'rounded' : ''}`}
              />
              <span dir="auto" className="min-w-0 text-base break-words text-ink-800">
                {option.text}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
