import { useTranslation } from 'react-i18next';
import { useBillingLive } from '@/features/app-billing/hooks/use-billing-live';
import { InvoicesSection } from './invoices-section';
import { PaymentMethodsSection } from './payment-methods-section';
import { SpendSection } from './spend-section';

/**
 * /app_billings for the agency's team (issue 23): the agency's plan and what it spends on apps each month, the
 * subscriptions behind it, invoices and saved cards. Admins cancel, resume and manage cards; staff read.
 */
export function BillingOverview({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation('billing');
  useBillingLive();
  return (
    <section aria-labelledby="billing-title" className="mx-auto mt-10 max-w-5xl space-y-6" data-testid="billing-overview">
      <div>
        <h2 id="billing-title" className="text-2xl font-bold tracking-tight text-ink-900">
          {t('title')}
        </h2>
        <p className="mt-1 text-sm text-ink-600">{canManage ? t('subtitle') : t('subtitleStaff')}</p>
      </div>
      <SpendSection canManage={canManage} />
      <InvoicesSection />
      <PaymentMethodsSection canManage={canManage} />
    </section>
  );
}
