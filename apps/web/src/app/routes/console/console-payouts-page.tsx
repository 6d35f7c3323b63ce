import { useTranslation } from 'react-i18next';
import { TextsPageShell } from '@/app/routes/texts-page-shell';
import { PageHeader } from '@/components/ui/page-header';
import { PartnerConnections } from '@/features/payments/components/partner-connections';
import { usePageTitle } from '@/lib/preferences/preferences-context';
import { ConsolePage } from './console-page';

/** /console/payouts: where an app creator connects the Stripe account their partner's share is paid to. */
export function ConsolePayoutsPage() {
  return (
    <ConsolePage>
      <TextsPageShell namespace="payments" width="max-w-5xl">
        <PayoutsScreen />
      </TextsPageShell>
    </ConsolePage>
  );
}

function PayoutsScreen() {
  const { t } = useTranslation('payments', { keyPrefix: 'partner' });
  usePageTitle(t('title'));
  return (
    <div className="flex flex-col gap-6">
      <PageHeader eyebrow={t('eyebrow')} title={t('title')} subtitle={t('subtitle')} />
      <PartnerConnections />
    </div>
  );
}
