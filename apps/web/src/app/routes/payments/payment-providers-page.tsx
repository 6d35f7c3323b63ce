import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { TextsPageShell } from '@/app/routes/texts-page-shell';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useDisconnectStripe, useStartStripeConnection, useStripeConnection } from '@/features/payments/api/stripe-connection';
import { ACTIVITY_TABS, ActivityPanel, type ActivityTab } from '@/features/payments/components/activity-panel';
import { ConnectChoices } from '@/features/payments/components/connect-choices';
import { ConnectionStatus } from '@/features/payments/components/connection-status';
import { DisconnectStripe } from '@/features/payments/components/disconnect-stripe';
import { QueryError } from '@/features/payments/components/query-states';
import { usePageTitle } from '@/lib/preferences/preferences-context';
import { useSession } from '@/lib/session-store';
import { PaymentsAccess } from './payments-access';

/** /paymentproviders/* (SPEC 2): the agency's payments area; `/paymentproviders/payouts` opens on the payouts. */
export function PaymentProvidersPage() {
  return (
    <TextsPageShell namespace="payments" width="max-w-6xl">
      <PaymentsAccess>
        <PaymentProviders />
      </PaymentsAccess>
    </TextsPageShell>
  );
}

function PaymentProviders() {
  const { t } = useTranslation('payments', { keyPrefix: 'area' });
  usePageTitle(t('title'));
  const { user } = useSession();
  const canManage = user?.role === 'agency_admin';
  const connection = useStripeConnection();
  const start = useStartStripeConnection();
  const disconnect = useDisconnectStripe();
  const rest = useParams()['*'] ?? '';
  const navigate = useNavigate();
  const tab: ActivityTab = (ACTIVITY_TABS as readonly string[]).includes(rest) ? (rest as ActivityTab) : 'payments';
  return (
    <div className="flex flex-col gap-6">
      <PageHeader eyebrow={t('eyebrow')} title={t('title')} subtitle={t('subtitle')} />
      {connection.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner size="lg" label={t('loading')} />
        </div>
      ) : connection.isError ? (
        <QueryError title={t('loadFailed')} query={connection} />
      ) : connection.data === null ? (
        <ConnectChoices canManage={canManage} start={start} />
      ) : (
        <>
          <ConnectionStatus
            connection={connection.data}
            canManage={canManage}
            start={start}
            actions={canManage ? <DisconnectStripe connection={connection.data} disconnect={disconnect} /> : null}
          />
          <ActivityPanel
            connectionId={connection.data._id}
            tab={tab}
            onTabChange={(next) =>
              navigate(next === 'payments' ? '/paymentproviders' : `/paymentproviders/${next}`, { replace: true })
            }
          />
        </>
      )}
    </div>
  );
}
