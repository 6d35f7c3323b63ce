import type { TPartnerStripeConnection } from '@atrium/contracts/payments';
import { useTranslation } from 'react-i18next';
import { StateCard } from '@/components/ui/state-card';
import {
  useDisconnectPartnerStripe,
  usePartnerConnections,
  useStartPartnerConnection,
} from '@/features/payments/api/stripe-connection';
import { ConnectChoices } from '@/features/payments/components/connect-choices';
import { ConnectionStatus } from '@/features/payments/components/connection-status';
import { DisconnectStripe } from '@/features/payments/components/disconnect-stripe';
import { Loading, QueryError } from '@/features/payments/components/query-states';

/**
 * The Stripe accounts of the partners an app creator publishes as: a paid install of their apps transfers the
 * partner's share there, so a partner without one cannot sell paid plans.
 */
export function PartnerConnections() {
  const { t } = useTranslation('payments', { keyPrefix: 'partner' });
  const list = usePartnerConnections();
  if (list.isPending) return <Loading label={t('loading')} />;
  if (list.isError) return <QueryError title={t('loadFailed')} query={list} />;
  if (list.data.length === 0) return <StateCard icon="card" title={t('none.title')} body={t('none.body')} />;
  return (
    <div className="flex flex-col gap-8">
      {list.data.map((entry) => (
        <PartnerConnection key={entry.partner._id} entry={entry} />
      ))}
    </div>
  );
}

function PartnerConnection({ entry }: { entry: TPartnerStripeConnection }) {
  const { t } = useTranslation('payments', { keyPrefix: 'partner' });
  const start = useStartPartnerConnection(entry.partner._id);
  const disconnect = useDisconnectPartnerStripe();
  return (
    <section aria-label={entry.partner.name} className="flex flex-col gap-3">
      <h2 className="text-xl font-semibold text-ink-900">{entry.partner.name}</h2>
      {entry.connection ? (
        <ConnectionStatus
          connection={entry.connection}
          canManage
          start={start}
          actions={<DisconnectStripe connection={entry.connection} disconnect={disconnect} owner="partner" />}
        />
      ) : (
        <ConnectChoices canManage start={start} intro={t('intro')} />
      )}
    </section>
  );
}
