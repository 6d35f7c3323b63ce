import type { TAppBillingSummary } from '@atrium/contracts/app-billing';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-classes';
import { summaryQuery } from '@/features/app-billing/api/billing-api';
import { formatMoney } from '@/lib/format';
import { BillingCard, EmptyLine, QueryGate } from './billing-card';
import { SubscriptionRow } from './subscription-row';

/** The agency's plan, what it spends on apps each month, and the subscriptions behind it. */
export function SpendSection({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation('billing');
  const summary = useQuery(summaryQuery());
  return (
    <BillingCard title={t('spend.title')}>
      <QueryGate query={summary} />
      {summary.data ? <Spend summary={summary.data} canManage={canManage} /> : null}
    </BillingCard>
  );
}

function Spend({ summary, canManage }: { summary: TAppBillingSummary; canManage: boolean }) {
  const { t, i18n } = useTranslation('billing');
  const lng = i18n.language;
  const planName = t(`plans.names.${summary.agency.plan}`, { ns: 'updates', defaultValue: summary.agency.plan });
  return (
    <div className="space-y-5">
      <dl className="grid gap-4 sm:grid-cols-2">
        <div className="rounded-xl bg-ink-50 px-4 py-3">
          <dt className="text-xs font-semibold tracking-wide text-ink-500 uppercase">{t('spend.agencyPlan')}</dt>
          <dd dir="auto" className="mt-1 text-lg font-bold text-ink-900" data-testid="billing-agency-plan">
            {planName}
          </dd>
        </div>
        <div className="rounded-xl bg-brand-50 px-4 py-3">
          <dt className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{t('spend.monthly')}</dt>
          <dd className="mt-1" data-testid="billing-monthly">
            {summary.monthly.length === 0 ? (
              <span className="text-lg font-bold text-ink-900">{formatMoney(0, 'USD', lng)}</span>
            ) : (
              summary.monthly.map((line) => (
                <span key={line.currency} className="block">
                  <span className="text-lg font-bold text-ink-900">
                    {t('price.month', { price: formatMoney(line.totalMinor, line.currency, lng) })}
                  </span>
                  {line.trialingMinor > 0 ? (
                    <span className="block text-xs text-ink-600">
                      {t('spend.inTrial', { amount: formatMoney(line.trialingMinor, line.currency, lng) })}
                    </span>
                  ) : null}
                </span>
              ))
            )}
          </dd>
        </div>
      </dl>
      {summary.subscriptions.length === 0 ? (
        <EmptyLine
          action={
            <Link to="/" className={buttonClasses('secondary', 'sm')}>
              {t('spend.browse')}
            </Link>
          }
        >
          {t('spend.empty')}
        </EmptyLine>
      ) : (
        <ul className="divide-y divide-ink-100 border-y border-ink-100">
          {summary.subscriptions.map((sub) => (
            <SubscriptionRow key={sub._id} sub={sub} canManage={canManage} />
          ))}
        </ul>
      )}
    </div>
  );
}
