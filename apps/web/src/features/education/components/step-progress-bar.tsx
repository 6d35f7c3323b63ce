import { useTranslation } from 'react-i18next';
import type { ListProgress } from '@/features/education/utils/step-progress';

/** "3 of 6 done" with a bar and the percentage; the bar is a progressbar so its value is announced. */
export function StepProgressBar({ progress, label }: { progress: ListProgress; label: string }) {
  const { t } = useTranslation('education');
  const complete = progress.total > 0 && progress.done === progress.total;
  const text = t('steps.progress', { done: progress.done, total: progress.total });
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-medium text-ink-700">{text}</span>
        <span className="text-ink-500 tabular-nums">{t('steps.percent', { percent: progress.percent })}</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        aria-valuetext={text}
        className="mt-2 h-2 overflow-hidden rounded-full bg-ink-100"
      >
        <div
          className={`h-full rounded-full transition-[width] duration-300 motion-reduce:transition-none ${complete ? 'bg-emerald-500' : 'bg-brand-600'}`}
          style={{ width: `${progress.percent}%` }}
        />
      </div>
    </div>
  );
}
