import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-classes';

/** The console's way to the partner's Stripe connection (shown once its texts are in, so no key flashes). */
export function PayoutsLink() {
  const { t, ready } = useTranslation('payments', { keyPrefix: 'partner' });
  if (!ready) return null;
  return (
    <Link to="/console/payouts" className={buttonClasses('secondary', 'md')}>
      {t('link')}
    </Link>
  );
}
