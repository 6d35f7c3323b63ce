import { useTranslation } from 'react-i18next';
import { RadioCards } from '@/components/ui/radio-cards';

export type EndWhen = 'period_end' | 'now';

/**
 * Ending a paid subscription, said plainly: by default it ends with the period already paid for and the app stays
 * until then; ending it now removes the app at once.
 */
export function EndChoice({ date, value, onChange }: { date: string; value: EndWhen; onChange: (when: EndWhen) => void }) {
  const { t } = useTranslation('installs');
  return (
    <RadioCards
      legend={<span data-testid="paid-end-notice">{t('paid.endsOn', { date })}</span>}
      legendClassName="mb-3 rounded-xl bg-brand-50 px-4 py-3 text-sm font-medium text-brand-900"
      value={value}
      onChange={onChange}
      options={[
        { value: 'period_end', title: t('paid.endAtPeriod', { date }), hint: t('paid.endAtPeriodHint') },
        { value: 'now', title: t('paid.endNow'), hint: t('paid.endNowHint') },
      ]}
    />
  );
}
