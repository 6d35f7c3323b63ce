import { PLANS } from '@atrium/contracts/plans';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '@/components/ui/icon';
import { useLoginHref } from '@/components/ui/sign-in-prompt';
import { BillingOverview } from '@/features/app-billing/components/billing-overview';
import { PlanCard } from '@/features/plans/components/plan-card';
import { planFeatures } from '@/features/plans/utils/plan-features';
import { usePageTitle } from '@/lib/preferences/preferences-context';
import { useSession } from '@/lib/session-store';
import { useSiteConfig } from '@/lib/site-config';

/**
 * /app_billings: every plan, what each includes (from the menus' plans), and the plan the viewer's agency is on; for the
 * agency's team also what it pays for apps (issue 23): spend, subscriptions, invoices and cards.
 */
export function Component() {
  const { t } = useTranslation('updates');
  usePageTitle(t('plans.pageTitle'));
  const { hostKind } = useSiteConfig();
  const { token, agency, user } = useSession();
  const agencyTeam =
    token !== null && agency !== null && !user?.locationId && (user?.role === 'agency_admin' || user?.role === 'agency_staff');
  const loginHref = useLoginHref();
  const signInHref = token ? null : loginHref;
  const agencyPlan = token ? (agency?.plan ?? null) : null;
  const plans = useMemo(() => PLANS.map((plan) => ({ plan, groups: planFeatures(hostKind, plan) })), [hostKind]);
  const unlisted = agencyPlan !== null && !(PLANS as readonly string[]).includes(agencyPlan);

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">{t('plans.eyebrow')}</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">{t('plans.title')}</h1>
        <p className="mt-3 text-base text-ink-600">{t('plans.subtitle')}</p>
      </div>

      {signInHref ? (
        <p className="mx-auto mt-8 flex max-w-2xl flex-wrap items-center justify-center gap-x-2 gap-y-1 rounded-xl bg-brand-50 px-4 py-3 text-center text-sm text-brand-900 ring-1 ring-brand-200">
          <Icon name="user" className="size-4 shrink-0" />
          {t('plans.signInHint')}
          <Link to={signInHref} className="font-semibold underline hover:text-brand-700">
            {t('plans.signIn')}
          </Link>
        </p>
      ) : agency ? (
        <p className="mx-auto mt-8 max-w-2xl text-center text-sm text-ink-600" data-testid="agency-plan">
          {unlisted
            ? t('plans.agencyOnUnlisted', { agency: agency.name, plan: agencyPlan })
            : t('plans.agencyOn', { agency: agency.name, plan: t(`plans.names.${agency.plan}`, { defaultValue: agency.plan }) })}
        </p>
      ) : null}

      {agencyTeam ? <BillingOverview canManage={user?.role === 'agency_admin'} /> : null}
      {agencyTeam ? (
        <h2 className="mx-auto mt-12 max-w-5xl text-2xl font-bold tracking-tight text-ink-900">{t('plans.allPlans')}</h2>
      ) : null}

      <div className={`mx-auto mt-10 grid gap-6 ${plans.length === 1 ? 'max-w-5xl' : 'md:grid-cols-2 xl:grid-cols-3'}`}>
        {plans.map(({ plan, groups }) => (
          <PlanCard
            key={plan}
            plan={plan}
            groups={groups}
            current={agencyPlan === plan}
            signInHref={signInHref}
            wide={plans.length === 1}
          />
        ))}
      </div>
      <p className="mx-auto mt-6 max-w-5xl text-center text-xs text-ink-500">{t('plans.footnote')}</p>
    </div>
  );
}
