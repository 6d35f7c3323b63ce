import { STRIPE_PAYMENT_STATUSES, STRIPE_PAYOUT_STATUSES } from '@atrium/contracts/payments';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

export interface ActivityFilterValues {
  status: string;
  /** Calendar days (YYYY-MM-DD) as the date inputs give them; empty for no limit. */
  from: string;
  to: string;
}

export const NO_FILTER: ActivityFilterValues = { status: '', from: '', to: '' };

const control =
  'block h-10 w-full rounded-lg border border-ink-200 bg-white px-3 text-sm text-ink-900 shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none';

/** Status and created-between filters of the payments or payouts list. */
export function ActivityFilters({
  kind,
  value,
  onChange,
}: {
  kind: 'payments' | 'payouts';
  value: ActivityFilterValues;
  onChange: (next: ActivityFilterValues) => void;
}) {
  const { t } = useTranslation('payments', { keyPrefix: 'activity' });
  const id = useId();
  const statuses = kind === 'payments' ? STRIPE_PAYMENT_STATUSES : STRIPE_PAYOUT_STATUSES;
  const badRange = value.from !== '' && value.to !== '' && value.from > value.to;
  return (
    <fieldset className="grid gap-3 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end">
      <legend className="sr-only">{t('filters')}</legend>
      <div>
        <label htmlFor={`${id}-status`} className="mb-1 block text-sm font-medium text-ink-800">
          {t('status')}
        </label>
        <select
          id={`${id}-status`}
          className={control}
          value={value.status}
          onChange={(e) => onChange({ ...value, status: e.target.value })}
        >
          <option value="">{t('anyStatus')}</option>
          {statuses.map((s) => (
            <option key={s} value={s}>
              {t(`statuses.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-from`} className="mb-1 block text-sm font-medium text-ink-800">
          {t('from')}
        </label>
        <input
          id={`${id}-from`}
          type="date"
          className={control}
          value={value.from}
          max={value.to || undefined}
          onChange={(e) => onChange({ ...value, from: e.target.value })}
        />
      </div>
      <div>
        <label htmlFor={`${id}-to`} className="mb-1 block text-sm font-medium text-ink-800">
          {t('to')}
        </label>
        <input
          id={`${id}-to`}
          type="date"
          className={control}
          value={value.to}
          min={value.from || undefined}
          aria-invalid={badRange || undefined}
          aria-describedby={badRange ? `${id}-range` : undefined}
          onChange={(e) => onChange({ ...value, to: e.target.value })}
        />
      </div>
      <Button variant="ghost" onClick={() => onChange(NO_FILTER)} disabled={value === NO_FILTER}>
        {t('clear')}
      </Button>
      {badRange ? (
        <p id={`${id}-range`} role="alert" className="text-sm text-red-600 sm:col-span-4">
          {t('badRange')}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The filter as the server takes it: whole days, in the reader's time zone, the end day included. */
export function toServerFilter(kind: 'payments' | 'payouts', value: ActivityFilterValues) {
  const day = (d: string, end: boolean) => new Date(`${d}T${end ? '23:59:59.999' : '00:00:00'}`).toISOString();
  const badRange = value.from !== '' && value.to !== '' && value.from > value.to;
  return {
    kind,
    limit: 20,
    ...(value.status ? { status: value.status as (typeof STRIPE_PAYMENT_STATUSES)[number] } : {}),
    ...(value.from && !badRange ? { from: day(value.from, false) } : {}),
    ...(value.to && !badRange ? { to: day(value.to, true) } : {}),
  };
}
