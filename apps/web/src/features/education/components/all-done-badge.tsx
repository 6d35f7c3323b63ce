import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icon';

export function AllDoneBadge() {
  const { t } = useTranslation('education');
  return (
    <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-700 ring-1 ring-emerald-200">
      <Icon name="check" className="size-3.5" />
      {t('steps.allDone')}
    </span>
  );
}
