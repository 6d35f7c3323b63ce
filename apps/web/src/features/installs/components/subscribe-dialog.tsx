import type { TAppBillingConfirmation, TAppBillingPurchase } from '@atrium/contracts/app-billing';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { useQuote } from '@/features/installs/api/paid-checkout';
import { PaymentStep } from './payment-step';
import { QuoteSummary } from './quote-summary';

interface SubscribeDialogProps {
  title: string;
  purchase: TAppBillingPurchase;
  onClose: () => void;
  onDone: (confirmation: TAppBillingConfirmation) => void;
}

/** Subscribing to a bundle: the server's quote first, then (on Continue) the card form and the outcome. */
export function SubscribeDialog({ title, purchase, onClose, onDone }: SubscribeDialogProps) {
  // The card form's texts ('payments') load while the quote shows.
  const { t } = useTranslation(['installs', 'payments']);
  const quote = useQuote(purchase);
  const [paying, setPaying] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open
      onClose={busy ? () => {} : onClose}
      title={title}
      size="md"
      footer={
        paying ? (
          <Button variant="secondary" onClick={() => setPaying(false)} disabled={busy}>
            {t('paid.back')}
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button onClick={() => setPaying(true)} disabled={!quote.data}>
              {t('paid.continue')}
            </Button>
          </>
        )
      }
    >
      {paying ? (
        <PaymentStep purchase={purchase} quote={quote.data ?? null} onDone={onDone} onBusyChange={setBusy} />
      ) : quote.isPending ? (
        <div className="flex items-center justify-center gap-2 py-8 text-sm text-ink-600">
          <Spinner size="sm" />
          {t('paid.quoteLoading')}
        </div>
      ) : quote.isError ? (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
          {quote.error.message}
        </p>
      ) : (
        <QuoteSummary quote={quote.data} />
      )}
    </Modal>
  );
}
