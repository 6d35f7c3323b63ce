import type { TQuizToTake } from '@atrium/contracts/quizzes';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { useSubmitQuiz } from '@/features/education/quizzes/api/submit-quiz';
import { useQuizAttempt } from '@/features/education/quizzes/hooks/use-quiz-attempt';
import { flattenQuestions } from '@/features/education/quizzes/utils/quiz-answers';
import { quizPaths } from '@/features/education/quizzes/utils/quiz-routes';
import { submitErrorKind } from '@/features/education/quizzes/utils/submit-error';
import { QuizProgress } from './quiz-progress';
import { QuizQuestion } from './quiz-question';
import { QuizReview } from './quiz-review';
import { SubmitConfirm } from './submit-confirm';

export interface QuizPlayerProps {
  take: TQuizToTake;
  viewer: string;
}

/**
 * Taking a quiz: one question at a time, then a review of what is unanswered, then submit. The answers
 * live in sessionStorage until the server has scored them, so a reload or a failed submit loses nothing.
 */
export function QuizPlayer({ take, viewer }: QuizPlayerProps) {
  const { t } = useTranslation('quizzes');
  const navigate = useNavigate();
  const { chapter } = take;
  const questions = useMemo(() => flattenQuestions(take.sections), [take.sections]);
  const attempt = useQuizAttempt(viewer, chapter._id, questions);
  const submit = useSubmitQuiz(chapter._id);
  const [confirming, setConfirming] = useState(false);
  const stepRef = useRef<HTMLDivElement>(null);
  const step = attempt.reviewing ? 'review' : String(attempt.index);
  const shownStep = useRef(step);

  // Focus follows the step (not on first paint), so keyboard and screen-reader users start at the new question.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    stepRef.current?.focus();
  }, [step]);

  const send = () => {
    setConfirming(false);
    submit.mutate(attempt.answers, {
      onSuccess: (result) => {
        attempt.discard();
        navigate(quizPaths.result(chapter._id, result._id), { replace: true });
      },
    });
  };
  const onSubmit = () => (attempt.unanswered.length > 0 ? setConfirming(true) : send());

  const total = questions.length;
  const current = attempt.current;
  const onLast = attempt.index === total - 1;
  const attemptNumber = take.attemptsUsed + 1;

  return (
    <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-200 sm:p-8">
      <p className="mb-4 text-sm text-ink-600">
        {chapter.maxAttempts === null
          ? t('take.attemptUnlimited', { number: attemptNumber })
          : t('take.attempt', { number: attemptNumber, allowed: chapter.maxAttempts })}
        {' · '}
        {t('take.passMark', { percent: chapter.passingScore })}
      </p>
      <QuizProgress
        number={attempt.reviewing ? null : attempt.index + 1}
        total={total}
        answered={total - attempt.unanswered.length}
      />
      <div ref={stepRef} tabIndex={-1} className="mt-8 outline-none">
        {attempt.reviewing || !current ? (
          <QuizReview questions={questions} answers={attempt.answers} onOpen={attempt.goTo} />
        ) : (
          <>
            <p dir="auto" className="mb-2 text-xs font-semibold tracking-wide text-brand-700 uppercase">
              {current.sectionTitle}
            </p>
            <QuizQuestion
              key={current.question._id}
              item={current}
              chosen={attempt.answers[current.question._id] ?? []}
              onChoose={(optionId, checked) => attempt.choose(current.question, optionId, checked)}
            />
          </>
        )}
      </div>
      {submit.isError ? (
        <p role="alert" className="mt-6 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800 ring-1 ring-red-200">
          {t(`take.errors.${submitErrorKind(submit.error)}`)}
        </p>
      ) : null}
      {/* Previous and Next stay on one row on phones; the shortcut to the review wraps under them. */}
      <div className="mt-8 flex flex-wrap items-center justify-between gap-3 border-t border-ink-100 pt-5">
        <Button variant="secondary" onClick={attempt.previous} disabled={!attempt.reviewing && attempt.index === 0}>
          {t('take.previous')}
        </Button>
        {!attempt.reviewing && !onLast ? (
          <Button variant="ghost" onClick={attempt.review} className="order-last w-full sm:order-none sm:ms-auto sm:w-auto">
            {t('take.toReview')}
          </Button>
        ) : null}
        {attempt.reviewing ? (
          <Button onClick={onSubmit} loading={submit.isPending}>
            {t('take.submit')}
          </Button>
        ) : (
          <Button onClick={attempt.next}>{onLast ? t('take.toReview') : t('take.next')}</Button>
        )}
      </div>
      <SubmitConfirm
        open={confirming}
        unanswered={attempt.unanswered.length}
        onCancel={() => setConfirming(false)}
        onConfirm={send}
      />
    </div>
  );
}
