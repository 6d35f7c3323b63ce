import type { TAppPlan } from '@atrium/contracts/apps';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icon';
import { planPriceLabel } from '@/features/marketplace/utils/format';

/** One card per plan: name, price with its billing model, free trial, and what is included. */
export function AppPlans({ plans }: { plans: readonly TAppPlan[] }) {
  const { t, i18n } = useTranslation('marketplace');
  if (plans.length === 0) return <p className="text-sm text-ink-500">{t('plans.none')}</p>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {plans.map((plan) => (
        <li key={plan._id} className="flex flex-col rounded-2xl bg-white p-5 ring-1 ring-ink-200">
          <div className="flex items-start justify-between gap-3">
            <h3 className="text-base font-semibold text-ink-900">{plan.name}</h3>
            <span className="rounded-full bg-ink-100 px-2.5 py-0.5 text-xs font-medium text-ink-700">
              {t(`models.${plan.model}`)}
            </span>
          </div>
          <p className="mt-2 text-2xl font-bold tracking-tight text-ink-900">{planPriceLabel(t, plan, i18n.language)}</p>
          {plan.trialDays > 0 ? (
            <p className="mt-1 text-sm font-medium text-brand-700">{t('price.trial', { count: plan.trialDays })}</p>
          ) : null}
          {plan.features.length > 0 ? (
            <ul className="mt-4 space-y-2 border-t border-ink-100 pt-4 text-sm text-ink-700">
              {plan.features.map((feature) => (
                <li key={feature} className="flex gap-2">
                  <Icon name="check" className="mt-0.5 size-4 text-emerald-600" />
                  <span dir="auto">{feature}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
