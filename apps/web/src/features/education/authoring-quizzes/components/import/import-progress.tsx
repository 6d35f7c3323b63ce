import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { ImportProgress as Progress } from '@/features/education/authoring-quizzes/utils/run-import';
import { formatNumber } from '@/lib/format';

export const progressPercent = ({ done, total }: Progress) => (total === 0 ? 100 : Math.round((done / total) * 100));

/** The import's real progress (rows answered by the server), with Cancel, which stops before the next chunk. */
export function ImportProgress({
  progress,
  cancelling,
  onCancel,
}: {
  progress: Progress;
  cancelling: boolean;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation('authoring-quizzes');
  const percent = progressPercent(progress);
  const text = t('import.progress.rows', {
    done: formatNumber(progress.done, i18n.language),
    total: formatNumber(progress.total, i18n.language),
    count: progress.total,
  });
  return (
    <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-200">
      <div className="flex items-center justify-between gap-3">
        <p id="import-progress-label" className="text-sm font-medium text-ink-900">
          {cancelling ? t('import.progress.cancelling') : t('import.progress.label')}
        </p>
        <p className="text-sm text-ink-600" aria-hidden="true">
          {text}
        </p>
      </div>
      <div
        role="progressbar"
        aria-labelledby="import-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className="mt-3 h-3 overflow-hidden rounded-full bg-ink-100"
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width] duration-300" style={{ width: `${percent}%` }} />
      </div>
      <div className="mt-4 flex justify-end">
        <Button variant="secondary" size="sm" disabled={cancelling} onClick={onCancel}>
          {t('import.progress.cancel')}
        </Button>
      </div>
    </div>
  );
}
