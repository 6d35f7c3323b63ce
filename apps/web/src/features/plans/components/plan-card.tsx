import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-classes';
import { Icon } from '@/components/ui/icon';
import { featureCount, type PlanFeatureGroup } from '@/features/plans/utils/plan-features';
import { PLAN_CURRENCY, priceOf } from '@/features/plans/utils/plan-prices';
import { formatMoney } from '@/lib/format';

export interface PlanCardProps {
  plan: string;
  groups: PlanFeatureGroup[];
  /** The viewer's agency is on this plan. */
  current: boolean;
  /** Where a visitor signs in (and comes back); null for signed-in viewers. */
  signInHref: string | null;
  /** Lays the features out in columns: the only plan gets the page's width. */
  wide: boolean;
}

/** One plan as a pricing card: name, monthly price, what it includes, and whether the agency is on it. */
export function PlanCard({ plan, groups, current, signInHref, wide }: PlanCardProps) {
  const { t, i18n } = useTranslation('updates');
  const { t: tc } = useTranslation();
  const count = featureCount(groups);
  const nameId = `plan-${plan}`;
  return (
    <article
      aria-labelledby={nameId}
      data-testid={`plan-${plan}`}
      className={`relative flex flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ${current ? 'ring-2 ring-brand-500' : 'ring-ink-200'}`}
    >
      <div
        className={`border-b border-ink-100 bg-gradient-to-br from-brand-50 via-white to-white p-6 sm:p-8 ${wide ? 'lg:flex lg:items-end lg:justify-between lg:gap-8' : ''}`}
      >
        <div>
          <div className="flex flex-wrap items-center gap-3">
            <h2 id={nameId} className="text-xl font-bold text-ink-900">
              {t(`plans.names.${plan}`, { defaultValue: plan })}
            </h2>
            {current ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-brand-600 px-2.5 py-1 text-xs font-semibold text-white">
                <Icon name="check" className="size-3.5" />
                {t('plans.current')}
              </span>
            ) : null}
          </div>
          <p className="mt-2 max-w-xl text-sm text-ink-600">{t(`plans.descriptions.${plan}`, { defaultValue: '' })}</p>
          <p className="mt-5 flex items-baseline gap-2">
            <span className="text-5xl font-bold tracking-tight text-ink-900">
              {formatMoney(priceOf(plan), PLAN_CURRENCY, i18n.language)}
            </span>
            <span className="text-sm font-medium text-ink-500">{t('plans.perMonth')}</span>
          </p>
          <p className="mt-1 text-xs text-ink-500">{t('plans.noCard')}</p>
        </div>
        <div className={`mt-6 ${wide ? 'lg:mt-0 lg:w-64' : ''}`}>
          {current ? (
            <p className="flex h-11 items-center justify-center gap-2 rounded-lg bg-brand-50 text-sm font-semibold text-brand-700 ring-1 ring-brand-200">
              <Icon name="check" className="size-4" />
              {t('plans.yourPlan')}
            </p>
          ) : signInHref ? (
            <Link to={signInHref} className={buttonClasses('primary', 'lg', 'w-full')}>
              {t('plans.signIn')}
            </Link>
          ) : null}
        </div>
      </div>
      <div className="flex-1 p-6 sm:p-8">
        <h3 className="text-sm font-semibold text-ink-900">{t('plans.includes', { count })}</h3>
        <div className={`mt-5 grid gap-6 ${wide ? 'sm:grid-cols-2 lg:grid-cols-4' : ''}`}>
          {groups.map((group) => (
            <section key={group.id} aria-label={tc(group.title)}>
              <h4 className="flex items-center gap-2 text-xs font-semibold tracking-wide text-ink-500 uppercase">
                <Icon name={group.icon} className="size-4 text-brand-600" />
                {tc(group.title)}
              </h4>
              <ul className="mt-3 space-y-2">
                {group.entries.map((entry) => (
                  <li key={entry.id} className="flex items-center gap-2.5 text-sm text-ink-700">
                    <span className="flex size-5 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
                      <Icon name="check" className="size-3" />
                    </span>
                    {tc(entry.title)}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
