import type { TStoreOrder } from '@atrium/contracts/store';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import { useOrderStatus, useRefundOrder } from '@/features/store/api/orders';
import { MessageForm } from '@/features/store/components/order-thread';
import { useMoney } from '@/features/store/hooks/use-money';
import { minorToInput, parseMinor } from '@/features/store/utils/money';
import { isOpenOrder, isRefundable } from '@/features/store/utils/states';

/** The agency's moves on a paid order: Mark in progress, Deliver (a message and files), Refund (all or part). */
export function OrderActions({ order }: { order: TStoreOrder }) {
  const { t } = useTranslation('store');
  const status = useOrderStatus(order._id);
  const [delivering, setDelivering] = useState(false);
  const [refunding, setRefunding] = useState(false);
  const refundable = isRefundable(order.status) && order.refundedMinor < order.amountMinor;
  if (!isOpenOrder(order.status) && !refundable) return null;
  return (
    <>
      {order.status === 'paid' ? (
        <Button
          variant="secondary"
          loading={status.isPending}
          onClick={() =>
            status.mutate('in_progress', {
              onSuccess: () => toast.success(t('order.movedInProgress')),
              onError: (err) => toast.error(err.message),
            })
          }
        >
          {t('order.markInProgress')}
        </Button>
      ) : null}
      {isOpenOrder(order.status) ? <Button onClick={() => setDelivering(true)}>{t('order.deliver')}</Button> : null}
      {refundable ? (
        <Button variant="ghost" className="text-red-700" onClick={() => setRefunding(true)}>
          {t('order.refund')}
        </Button>
      ) : null}
      <Modal
        open={delivering}
        onClose={() => setDelivering(false)}
        title={t('deliver.title', { product: order.productName })}
        size="lg"
        closeLabel={t('actions.close')}
      >
        <p className="mb-4 text-sm text-ink-600">{t('deliver.body')}</p>
        <MessageForm
          orderId={order._id}
          delivery
          onSent={() => {
            setDelivering(false);
            toast.success(t('deliver.done'));
          }}
        />
      </Modal>
      {refunding ? <RefundDialog order={order} onClose={() => setRefunding(false)} /> : null}
    </>
  );
}

/** A refund of the whole remaining amount or a part of it, said back before it is sent. */
function RefundDialog({ order, onClose }: { order: TStoreOrder; onClose: () => void }) {
  const { t } = useTranslation('store');
  const { money } = useMoney();
  const refund = useRefundOrder(order._id);
  const left = order.amountMinor - order.refundedMinor;
  const [whole, setWhole] = useState(true);
  const [amount, setAmount] = useState(minorToInput(left, order.currency));
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const minor = whole ? left : parseMinor(amount, order.currency);

  const check = () => {
    if (minor === null || minor < 1) return setError(t('refund.amountInvalid'));
    if (minor > left) return setError(t('refund.amountTooBig', { max: money(left, order.currency) }));
    setError(null);
    setConfirming(true);
  };
  const send = () =>
    refund.mutate(
      { amountMinor: whole ? undefined : (minor ?? undefined), reason: reason.trim() || undefined },
      {
        onSuccess: () => {
          toast.success(t('refund.sent'));
          onClose();
        },
      },
    );

  return (
    <Modal
      open
      onClose={onClose}
      title={t('refund.title', { product: order.productName })}
      size="sm"
      closeLabel={t('actions.close')}
      footer={
        confirming ? (
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={refund.isPending}>
              {t('refund.back')}
            </Button>
            <Button variant="danger" loading={refund.isPending} onClick={send}>
              {t('refund.confirm', { amount: money(minor ?? 0, order.currency) })}
            </Button>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button onClick={check}>{t('refund.next')}</Button>
          </>
        )
      }
    >
      {confirming ? (
        <div className="space-y-2 text-sm text-ink-700">
          <p>{t('refund.confirmBody', { amount: money(minor ?? 0, order.currency), location: order.location.name })}</p>
          {refund.error ? (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-red-700 ring-1 ring-red-200">
              {refund.error.message}
            </p>
          ) : null}
        </div>
      ) : (
        <div className="space-y-4">
          <p className="text-sm text-ink-600">{t('refund.left', { amount: money(left, order.currency) })}</p>
          <fieldset className="space-y-2">
            <legend className="sr-only">{t('refund.how')}</legend>
            <label className="flex items-center gap-2 text-sm text-ink-800">
              <input type="radio" name="refund-kind" checked={whole} onChange={() => setWhole(true)} />
              {t('refund.full', { amount: money(left, order.currency) })}
            </label>
            <label className="flex items-center gap-2 text-sm text-ink-800">
              <input type="radio" name="refund-kind" checked={!whole} onChange={() => setWhole(false)} />
              {t('refund.partial')}
            </label>
          </fieldset>
          {!whole ? (
            <Field
              name="amount"
              label={t('refund.amount')}
              inputMode="decimal"
              value={amount}
              error={error}
              endAdornment={<span className="pe-2 text-xs text-ink-500">{order.currency}</span>}
              onChange={(e) => {
                setAmount(e.target.value);
                setError(null);
              }}
            />
          ) : null}
          <Field
            name="reason"
            label={t('refund.reason')}
            value={reason}
            maxLength={500}
            onChange={(e) => setReason(e.target.value)}
          />
        </div>
      )}
    </Modal>
  );
}
