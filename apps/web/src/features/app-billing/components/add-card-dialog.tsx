import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/forms/form-alert';
import { CardForm } from '@/components/payments/card-form';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { startAddCard, useConfirmCard } from '@/features/app-billing/api/billing-api';

/**
 * Adding a card: a SetupIntent for the card form (one request key per opening, so a retry finds the same), the card
 * typed into Stripe's frame, then the server reads the card back from Stripe and makes it the default.
 */
export function AddCardDialog({ onClose }: { onClose: () => void }) {
  // The card form's texts ('payments') load beside the SetupIntent.
  const { t } = useTranslation(['billing', 'payments']);
  const [requestKey] = useState(() => crypto.randomUUID());
  const setup = useQuery({
    queryKey: ['app-billing', 'add-card', requestKey],
    queryFn: () => startAddCard(requestKey),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
  const confirm = useConfirmCard();
  const done = () => {
    toast.success(t('toast.cardAdded'));
    onClose();
  };
  return (
    <Modal
      open
      onClose={confirm.isPending ? () => {} : onClose}
      title={t('cards.addTitle')}
      size="md"
      footer={
        <Button variant="secondary" onClick={onClose} disabled={confirm.isPending}>
          {t('actions.close')}
        </Button>
      }
    >
      {setup.isPending ? (
        <div className="flex justify-center py-8">
          <Spinner label={t('states.loading')} />
        </div>
      ) : setup.isError ? (
        <FormAlert message={t('states.error', { message: setup.error.message })} />
      ) : (
        <div className="space-y-3">
          <p className="text-sm text-ink-600">{t('cards.addHint')}</p>
          <CardForm
            publishableKey={setup.data.card.publishableKey}
            stripeAccount={setup.data.card.stripeAccount}
            cardFrameUrl={setup.data.card.cardFrameUrl}
            clientSecret={setup.data.card.clientSecret}
            mode="setup"
            submitLabel={t('cards.save')}
            disabled={confirm.isPending}
            onConfirmed={() => confirm.mutate(setup.data.setupIntentId, { onSuccess: done })}
          />
          {confirm.isPending ? (
            <p className="flex items-center gap-2 text-sm text-ink-600">
              <Spinner size="sm" />
              {t('cards.saving')}
            </p>
          ) : null}
          <FormAlert message={confirm.error ? t('states.error', { message: confirm.error.message }) : null} />
        </div>
      )}
    </Modal>
  );
}
