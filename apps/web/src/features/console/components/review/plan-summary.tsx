import type { TAppPlan } from '@atrium/contracts/apps';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format';

/** A plan as a buyer sees it: price per period, trial, features. */
export function PlanSummary({ plan }: { plan: TAppPlan }) {
  const { t, i18n } = useTranslation('console');
  const price = formatMoney(plan.priceCents, plan.currency, i18n.language, { keepCents: true });
  return (
    <li className="rounded-xl p-4 ring-1 ring-ink-200">
      <p className="font-semibold text-ink-900">{plan.name}</p>
      <p className="mt-1 text-lg font-bold text-brand-700">
        {plan.model === 'free' ? t('models.free') : t(`plans.per.${plan.model}`, { price })}
      </p>
      {plan.trialDays > 0 ? (
        <p className="text-xs text-emerald-700">{t('preview.trial', { days: plan.trialDays, count: plan.trialDays })}</p>
      ) : null}
      {plan.features.length > 0 ? (
        <ul className="mt-3 space-y-1 text-sm text-ink-600">
          {plan.features.map((f) => (
            <li key={f} className="flex gap-2">
              <span aria-hidden="true" className="text-emerald-600">
                ✓
              </span>
              {f}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
