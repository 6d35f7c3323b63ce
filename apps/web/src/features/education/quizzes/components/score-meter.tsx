import { useTranslation } from 'react-i18next';

/** The score as a big number and a bar, with the pass mark drawn on the bar. */
export function ScoreMeter({ score, passingScore, passed }: { score: number; passingScore: number; passed: boolean }) {
  const { t } = useTranslation('quizzes');
  const scoreText = t('result.score', { percent: score });
  return (
    <div>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-4xl font-bold text-ink-900 tabular-nums">{t('percent', { percent: score })}</p>
        <p className="text-sm text-ink-600">{t('result.passMark', { percent: passingScore })}</p>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a native <meter> cannot draw the pass mark on its bar. */}
      <div
        role="meter"
        aria-label={t('result.scoreLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={score}
        aria-valuetext={scoreText}
        className="relative mt-3 h-3 rounded-full bg-ink-100"
      >
        <div className={`h-full rounded-full ${passed ? 'bg-emerald-500' : 'bg-amber-500'}`} style={{ width: `${score}%` }} />
        {/* Logical inset: in Arabic the bar fills from the right, and so does the mark. */}
        <span
          aria-hidden="true"
          className="absolute -top-1 -bottom-1 w-0.5 rounded bg-ink-800"
          style={{ insetInlineStart: `${passingScore}%` }}
        />
      </div>
    </div>
  );
}
