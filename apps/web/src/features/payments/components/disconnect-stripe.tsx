import type { TStripeConnection } from '@atrium/contracts/payments';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDisconnectStripe } from '@/features/payments/api/stripe-connection';

/** Disconnect, asked once more with what stops working (and, for OAuth, that Stripe forgets Atrium too). */
export function DisconnectStripe({ connection }: { connection: TStripeConnection }) {
  const { t } = useTranslation('payments', { keyPrefix: 'disconnect' });
  const [open, setOpen] = useState(false);
  const disconnect = useDisconnectStripe();
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
        error={disconnect.isError ? disconnect.error.message : null}
        onConfirm={() => disconnect.mutate(connection._id, { onSuccess: () => setOpen(false) })}
        onClose={() => {
          setOpen(false);
          disconnect.reset();
        }}
      >
        <p>{t('stops')}</p>
        <ul className="mt-2 list-disc space-y-1 ps-5">
          <li>{t('store')}</li>
          <li>{t('subscriptions')}</li>
          <li>{t('money')}</li>
          {connection.method === 'oauth' ? <li>{t('oauth')}</li> : null}
        </ul>
      </ConfirmDialog>
    </>
  );
}
