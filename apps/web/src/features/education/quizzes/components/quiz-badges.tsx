import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icon';

export function PassedBadge() {
  const { t } = useTranslation('quizzes');
  return (
    <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-700 ring-1 ring-emerald-200">
      <Icon name="check" className="size-3.5" />
      {t('badge.passed')}
    </span>
  );
}

/** Passed or not, in words and colour (never colour alone). */
export function OutcomeBadge({ passed }: { passed: boolean }) {
  const { t } = useTranslation('quizzes');
  if (passed) return <PassedBadge />;
  return (
    <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-semibold text-red-700 ring-1 ring-red-200">
      <Icon name="close" className="size-3.5" />
      {t('badge.failed')}
    </span>
  );
}
