import type { TStore } from '@atrium/contracts/store';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-classes';
import { Icon } from '@/components/ui/icon';

/**
 * Whether the store can take card payments now (the agency's Stripe account is connected with charges enabled),
 * and what its buyers get as a result; the way to Stripe's settings either way.
 */
export function StorePaymentState({ store }: { store: TStore }) {
  const { t } = useTranslation('store');
  const ready = store.canTakePayments;
  return (
    <section
      aria-labelledby="store-payments-title"
      className={`flex flex-col gap-4 rounded-2xl p-5 ring-1 sm:flex-row sm:items-center sm:p-6 ${
        ready ? 'bg-white shadow-sm ring-ink-200' : 'bg-amber-50 ring-amber-200'
      }`}
    >
      <Icon name="card" className={`size-6 shrink-0 ${ready ? 'text-emerald-600' : 'text-amber-700'}`} />
      <div className="min-w-0 flex-1 space-y-1">
        <h2 id="store-payments-title" className="text-base font-semibold text-ink-900">
          {t('settings.payments')}
        </h2>
        <p className={`text-sm ${ready ? 'text-ink-700' : 'text-amber-900'}`}>
          {ready ? t('settings.paymentsReady', { seller: store.sellerName }) : t('settings.paymentsMissing')}
        </p>
      </div>
      <Link to="/paymentproviders" className={buttonClasses(ready ? 'secondary' : 'primary', 'sm')}>
        {ready ? t('settings.paymentsManage') : t('banner.action')}
      </Link>
    </section>
  );
}
