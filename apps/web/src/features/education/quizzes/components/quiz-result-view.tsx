import { POINTS } from '@atrium/contracts/players';
import type { TQuizResult, TQuizToTake } from '@atrium/contracts/quizzes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-classes';
import { Icon } from '@/components/ui/icon';
import { RichText } from '@/components/ui/rich-text';
import { flattenQuestions, inQuizOrder } from '@/features/education/quizzes/utils/quiz-answers';
import { quizPaths } from '@/features/education/quizzes/utils/quiz-routes';
import { attemptsLeftAfter } from '@/features/education/quizzes/utils/quiz-summary';
import { ScoreMeter } from './score-meter';

export interface QuizResultViewProps {
  result: TQuizResult;
  /** The quiz's questions (for their prompts); the result alone names questions only by id. */
  take: TQuizToTake | undefined;
}

/**
 * A scored attempt: the score against the pass mark, passed or not, attempts left, and per question
 * whether I got it right, with the explanation. All of it is the server's verdict; the client never
 * judges an answer (it has no right answers).
 */
export function QuizResultView({ result, take }: QuizResultViewProps) {
  const { t } = useTranslation('quizzes');
  const feedback = inQuizOrder(result.questions, flattenQuestions(take?.sections ?? []));
  const left = take ? attemptsLeftAfter(result, take.chapter.maxAttempts) : null;
  // Only the latest attempt tells attempts left and offers another (`>=`: the take data may predate this submit).
  const latest = take ? result.attempt >= take.attemptsUsed : false;
  const canRetry = latest && !result.passed && (left === null || left > 0);

  return (
    <div className="space-y-6">
      <section
        aria-labelledby="quiz-result-title"
        className={`rounded-2xl p-6 shadow-sm ring-1 sm:p-8 ${result.passed ? 'bg-emerald-50 ring-emerald-200' : 'bg-white ring-ink-200'}`}
      >
        <div className="flex items-start gap-4">
          <span
            className={`flex size-12 shrink-0 items-center justify-center rounded-full ${result.passed ? 'bg-emerald-100 text-emerald-700' : 'bg-amber-100 text-amber-700'}`}
          >
            <Icon name={result.passed ? 'trophy' : 'alert'} className="size-6" />
          </span>
          <div className="min-w-0">
            <h2 id="quiz-result-title" className="text-2xl font-bold text-ink-900">
              {result.passed ? t('result.passedTitle') : t('result.failedTitle')}
            </h2>
            <p className="mt-1 text-sm text-ink-700">
              {result.passed ? t('result.passedBody', { points: POINTS.quiz, count: POINTS.quiz }) : t('result.failedBody')}
            </p>
          </div>
        </div>
        <div className="mt-6">
          <ScoreMeter score={result.score} passingScore={result.passingScore} passed={result.passed} />
        </div>
        <dl className="mt-6 grid grid-cols-2 gap-4 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-ink-600">{t('result.right')}</dt>
            <dd className="mt-0.5 font-semibold text-ink-900">
              {t('result.rightValue', { correct: result.correctCount, total: result.total })}
            </dd>
          </div>
          <div>
            <dt className="text-ink-600">{t('result.attempt')}</dt>
            <dd className="mt-0.5 font-semibold text-ink-900">{result.attempt}</dd>
          </div>
          {latest ? (
            <div>
              <dt className="text-ink-600">{t('result.attemptsLeft')}</dt>
              <dd className="mt-0.5 font-semibold text-ink-900">{left === null ? t('result.unlimited') : left}</dd>
            </div>
          ) : null}
        </dl>
        <div className="mt-6 flex flex-wrap gap-3">
          {result.passed ? (
            <Link to={quizPaths.certificate(result._id)} className={buttonClasses('primary')}>
              {t('actions.viewCertificate')}
            </Link>
          ) : null}
          {canRetry ? (
            <Link to={quizPaths.take(result.chapterId)} className={buttonClasses('primary')}>
              {t('actions.tryAgain')}
            </Link>
          ) : null}
          <Link to={quizPaths.results} className={buttonClasses('secondary')}>
            {t('actions.myResults')}
          </Link>
          <Link to={quizPaths.list} className={buttonClasses('ghost')}>
            {t('actions.allQuizzes')}
          </Link>
        </div>
      </section>

      <section aria-labelledby="quiz-feedback-title">
        <h2 id="quiz-feedback-title" className="text-lg font-semibold text-ink-900">
          {t('result.feedbackTitle')}
        </h2>
        <ol className="mt-3 space-y-3">
          {feedback.map(({ questionId: id, correct, explanation, number, prompt }) => (
            <li key={id} className="rounded-xl bg-white p-4 ring-1 ring-ink-200 sm:p-5">
              <div className="flex items-start gap-3">
                <span
                  className={`mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full ${correct ? 'bg-emerald-100 text-emerald-700' : 'bg-red-100 text-red-700'}`}
                >
                  <Icon name={correct ? 'check' : 'close'} className="size-4" />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="text-xs font-semibold text-ink-500">
                    {t('result.questionNumber', { number })}
                    {' · '}
                    <span className={correct ? 'text-emerald-700' : 'text-red-700'}>
                      {correct ? t('result.correct') : t('result.incorrect')}
                    </span>
                  </p>
                  {prompt ? (
                    <p dir="auto" className="mt-1 font-medium break-words text-ink-900">
                      {prompt}
                    </p>
                  ) : null}
                  {explanation ? <RichText html={explanation} className="mt-2 text-ink-600" /> : null}
                </div>
              </div>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
