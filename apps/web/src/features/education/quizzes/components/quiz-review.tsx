import { useTranslation } from 'react-i18next';
import { focusRing } from '@/components/ui/focus-ring';
import { Icon } from '@/components/ui/icon';
import { isAnswered, type NumberedQuestion, type QuizAnswers } from '@/features/education/quizzes/utils/quiz-answers';

export interface QuizReviewProps {
  questions: readonly NumberedQuestion[];
  answers: QuizAnswers;
  onOpen: (index: number) => void;
}

/** Before submitting: every question with answered or not, each a button back to it. */
export function QuizReview({ questions, answers, onOpen }: QuizReviewProps) {
  const { t } = useTranslation('quizzes');
  const missing = questions.filter((q) => !isAnswered(answers, q.question._id)).length;
  return (
    <section aria-labelledby="quiz-review-title">
      <h2 id="quiz-review-title" className="text-xl font-semibold text-ink-900 sm:text-2xl">
        {t('review.title')}
      </h2>
      <p
        role="status"
        className={`mt-3 rounded-xl px-4 py-3 text-sm ring-1 ${
          missing > 0 ? 'bg-amber-50 text-amber-900 ring-amber-200' : 'bg-emerald-50 text-emerald-800 ring-emerald-200'
        }`}
      >
        {missing > 0 ? t('review.missing', { missing, total: questions.length }) : t('review.allAnswered')}
      </p>
      <ol aria-label={t('review.listLabel')} className="mt-5 divide-y divide-ink-100 rounded-xl ring-1 ring-ink-200">
        {questions.map((q, index) => {
          const answered = isAnswered(answers, q.question._id);
          return (
            <li key={q.question._id}>
              <button
                type="button"
                onClick={() => onOpen(index)}
                className={`flex w-full items-center gap-3 px-4 py-3 text-start hover:bg-ink-50 focus-visible:relative ${focusRing}`}
              >
                <span className="w-7 shrink-0 text-sm font-semibold text-ink-500 tabular-nums">{q.number}</span>
                <span dir="auto" className="line-clamp-2 min-w-0 flex-1 text-sm break-words text-ink-800">
                  {q.question.prompt}
                </span>
                <span
                  className={`inline-flex shrink-0 items-center gap-1 text-xs font-semibold ${answered ? 'text-emerald-700' : 'text-amber-700'}`}
                >
                  <Icon name={answered ? 'check' : 'alert'} className="size-4" />
                  {/* Icon only on phones, where the prompt needs the room; the words stay for screen readers. */}
                  <span className="sr-only sm:not-sr-only">{answered ? t('review.answered') : t('review.notAnswered')}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
