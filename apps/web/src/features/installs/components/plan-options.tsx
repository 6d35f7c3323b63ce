import type { TAppPlan } from '@atrium/contracts/apps';
import { useTranslation } from 'react-i18next';
import { isPaidPlan, planPrice } from '@/features/installs/utils/format';

interface PlanOptionsProps {
  plans: TAppPlan[];
  value: string | null;
  onChange: (planId: string) => void;
  /** The app's partner cannot take payments yet: its paid plans say so and cannot be chosen. */
  paidUnavailable?: boolean;
}

/** The app's plans as a radio group of cards: name, price and trial. */
export function PlanOptions({ plans, value, onChange, paidUnavailable = false }: PlanOptionsProps) {
  const { t, i18n } = useTranslation('installs');
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-ink-900">{t('dialog.plan')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {plans.map((plan) => {
          const checked = plan._id === value;
          const blocked = paidUnavailable && isPaidPlan(plan);
          return (
            <label
              key={plan._id}
              className={`relative flex flex-col gap-1 rounded-xl border p-3.5 transition-colors focus-within:ring-2 focus-within:ring-brand-500 ${
                blocked ? 'cursor-not-allowed opacity-75' : 'cursor-pointer'
              } ${checked ? 'border-brand-500 bg-brand-50/60 ring-1 ring-brand-500' : 'border-ink-200 bg-white hover:border-ink-300'}`}
            >
              <input
                type="radio"
                name="plan"
                value={plan._id}
                checked={checked}
                disabled={blocked && !checked}
                onChange={() => onChange(plan._id)}
                className="sr-only"
              />
              <span className="flex items-center justify-between gap-2">
                <span className="font-medium text-ink-900">{plan.name}</span>
                <span
                  aria-hidden="true"
                  className={`size-4 rounded-full border-2 ${checked ? 'border-[5px] border-brand-600' : 'border-ink-300'}`}
                />
              </span>
              <span className="text-sm font-semibold text-ink-800">{planPrice(t, plan, i18n.language)}</span>
              {plan.trialDays > 0 ? (
                <span className="text-xs font-medium text-emerald-700">
                  {t('dialog.trial', { days: plan.trialDays, count: plan.trialDays })}
                </span>
              ) : null}
              {blocked ? <span className="text-xs font-medium text-red-700">{t('paid.cannotTakePayments')}</span> : null}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
