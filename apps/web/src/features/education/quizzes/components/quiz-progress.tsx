import { useTranslation } from 'react-i18next';

/** "Question 3 of 12" with a bar of how many are answered; the bar is a progressbar so it is announced. */
export function QuizProgress({ number, total, answered }: { number: number | null; total: number; answered: number }) {
  const { t } = useTranslation('quizzes');
  const percent = total === 0 ? 0 : Math.round((answered / total) * 100);
  const answeredText = t('take.answered', { answered, total });
  return (
    <div>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 text-sm">
        <span className="font-semibold text-ink-800">
          {number === null ? t('take.reviewStep') : t('take.position', { number, total })}
        </span>
        <span className="text-ink-500 tabular-nums">{answeredText}</span>
      </div>
      <div
        role="progressbar"
        aria-label={t('take.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={answeredText}
        className="mt-2 h-2 overflow-hidden rounded-full bg-ink-100"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] duration-300 motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
