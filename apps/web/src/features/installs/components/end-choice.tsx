import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export type EndWhen = 'period_end' | 'now';

/**
 * Ending a paid subscription, said plainly: by default it ends with the period already paid for and the app stays
 * until then; ending it now removes the app at once.
 */
export function EndChoice({ date, value, onChange }: { date: string; value: EndWhen; onChange: (when: EndWhen) => void }) {
  const { t } = useTranslation('installs');
  const name = useId();
  const options: { when: EndWhen; title: string; hint: string }[] = [
    { when: 'period_end', title: t('paid.endAtPeriod', { date }), hint: t('paid.endAtPeriodHint') },
    { when: 'now', title: t('paid.endNow'), hint: t('paid.endNowHint') },
  ];
  return (
    <fieldset className="space-y-3">
      <legend className="rounded-xl bg-brand-50 px-4 py-3 text-sm font-medium text-brand-900" data-testid="paid-end-notice">
        {t('paid.endsOn', { date })}
      </legend>
      {options.map((option) => (
        <label
          key={option.when}
          className={`flex cursor-pointer gap-3 rounded-xl border p-3 focus-within:ring-2 focus-within:ring-brand-500 ${
            value === option.when ? 'border-brand-500 bg-brand-50/60' : 'border-ink-200'
          }`}
        >
          <input
            type="radio"
            name={name}
            checked={value === option.when}
            onChange={() => onChange(option.when)}
            className="mt-1 accent-brand-600"
          />
          <span>
            <span className="block text-sm font-medium text-ink-900">{option.title}</span>
            <span className="block text-xs text-ink-600">{option.hint}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
