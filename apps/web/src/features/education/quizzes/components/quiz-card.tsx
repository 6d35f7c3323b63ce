import { POINTS } from '@atrium/contracts/players';
import type { TQuizChapter } from '@atrium/contracts/quizzes';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-classes';
import { Icon } from '@/components/ui/icon';
import { RichText } from '@/components/ui/rich-text';
import { quizPaths } from '@/features/education/quizzes/utils/quiz-routes';
import type { QuizSummary } from '@/features/education/quizzes/utils/quiz-summary';
import { PassedBadge } from './quiz-badges';

export interface QuizCardProps {
  chapter: TQuizChapter;
  /** Null for visitors: they see the quiz, not attempts or results. */
  summary: QuizSummary | null;
}

/** One quiz: what it asks of me (questions, pass mark, attempts), how I did, and Start or Retake. */
export function QuizCard({ chapter, summary }: QuizCardProps) {
  const { t } = useTranslation('quizzes');
  const titleId = useId();
  const reasonId = useId();
  const started = (summary?.attemptsUsed ?? 0) > 0;
  const facts: string[] = [];
  if (summary?.questionCount) facts.push(t('list.questionCount', { count: summary.questionCount }));
  facts.push(t('list.passMark', { percent: chapter.passingScore }));
  facts.push(
    chapter.maxAttempts === null
      ? t('list.attemptsUnlimited')
      : summary
        ? t('list.attemptsUsed', { used: summary.attemptsUsed, allowed: chapter.maxAttempts, count: chapter.maxAttempts })
        : t('list.attemptsAllowed', { allowed: chapter.maxAttempts, count: chapter.maxAttempts }),
  );

  return (
    <li
      aria-labelledby={titleId}
      className={`flex flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 sm:p-6 ${summary?.passed ? 'ring-emerald-200' : 'ring-ink-200'}`}
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={titleId} dir="auto" className="min-w-0 flex-1 text-lg leading-snug font-semibold text-ink-900">
          {chapter.title}
        </h2>
        {summary?.passed ? <PassedBadge /> : null}
      </div>
      {chapter.description ? <RichText html={chapter.description} className="mt-2 text-ink-600" /> : null}
      <ul className="mt-4 flex flex-wrap gap-2" aria-label={t('list.factsLabel')}>
        {facts.map((fact) => (
          <li key={fact} className="rounded-full bg-ink-100 px-2.5 py-1 text-xs font-medium text-ink-700">
            {fact}
          </li>
        ))}
      </ul>
      {summary?.best ? (
        <p className="mt-4 text-sm text-ink-700">
          {t('list.best', { percent: summary.best.score })}
          {summary.best.passed ? (
            <>
              {' · '}
              <Link
                to={quizPaths.certificate(summary.best._id)}
                className="font-medium text-brand-700 underline hover:text-brand-900"
              >
                {t('list.certificate')}
              </Link>
            </>
          ) : null}
        </p>
      ) : (
        <p className="mt-4 flex items-center gap-1.5 text-sm text-ink-600">
          <Icon name="trophy" className="size-4 text-amber-500" />
          {t('list.points', { points: POINTS.quiz, count: POINTS.quiz })}
        </p>
      )}
      <div className="mt-auto pt-5">
        {summary?.blocked ? (
          <>
            <button
              type="button"
              disabled
              aria-describedby={reasonId}
              className={buttonClasses('primary', 'md', 'w-full sm:w-auto')}
            >
              {started ? t('list.retake') : t('list.start')}
            </button>
            <p id={reasonId} className="mt-2 text-sm text-ink-600">
              {t(`list.blocked.${summary.blocked}`)}
            </p>
          </>
        ) : (
          <Link
            to={quizPaths.take(chapter._id)}
            aria-describedby={titleId}
            className={buttonClasses(started ? 'secondary' : 'primary', 'md', 'w-full sm:w-auto')}
          >
            {started ? t('list.retake') : t('list.start')}
          </Link>
        )}
      </div>
    </li>
  );
}
