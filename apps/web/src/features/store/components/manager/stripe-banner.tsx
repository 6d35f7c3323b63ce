import type { TStore } from '@atrium/contracts/store';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-classes';
import { Icon } from '@/components/ui/icon';

/** A store whose agency cannot take payments yet (no Stripe account, or charges not enabled) sells nothing: say where to fix it. */
export function StripeBanner({ store }: { store: TStore }) {
  const { t } = useTranslation('store');
  if (store.canTakePayments) return null;
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-200 sm:flex-row sm:items-center"
    >
      <Icon name="card" className="size-6 shrink-0 text-amber-700" />
      <div className="flex-1">
        <p className="font-medium text-amber-900">{t('banner.title')}</p>
        <p className="text-sm text-amber-800">{t('banner.body')}</p>
      </div>
      <Link to="/paymentproviders" className={buttonClasses('primary', 'sm')}>
        {t('banner.action')}
      </Link>
    </div>
  );
}
