import type { TStripeConnection } from '@atrium/contracts/payments';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/** Disconnect, asked once more with what stops working (and, for OAuth, that Stripe forgets Atrium too). */
export function DisconnectStripe({
  connection,
  disconnect,
  owner = 'agency',
}: {
  connection: TStripeConnection;
  /** The owner's disconnect mutation. */
  disconnect: {
    mutate: (id: string, opts: { onSuccess: () => void }) => void;
    reset: () => void;
    isPending: boolean;
    isError: boolean;
    error: Error | null;
  };
  owner?: 'agency' | 'partner';
}) {
  const { t } = useTranslation('payments', { keyPrefix: 'disconnect' });
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('action')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('title')}
        confirmLabel={t('confirm')}
        pending={disconnect.isPending}
        error={disconnect.isError ? (disconnect.error?.message ?? null) : null}
        onConfirm={() => disconnect.mutate(connection._id, { onSuccess: () => setOpen(false) })}
        onClose={() => {
          setOpen(false);
          disconnect.reset();
        }}
      >
        <p>{t('stops')}</p>
        <ul className="mt-2 list-disc space-y-1 ps-5">
          {owner === 'agency' ? (
            <>
              <li>{t('store')}</li>
              <li>{t('subscriptions')}</li>
            </>
          ) : (
            <li>{t('partnerPlans')}</li>
          )}
          <li>{t('money')}</li>
          {connection.method === 'oauth' ? <li>{t('oauth')}</li> : null}
        </ul>
      </ConfirmDialog>
    </>
  );
}
