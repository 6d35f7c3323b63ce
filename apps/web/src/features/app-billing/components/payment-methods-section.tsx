import type { TPaymentMethod } from '@atrium/contracts/app-billing';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { StatusPill } from '@/components/ui/status-pill';
import { paymentMethodsQuery, useRemoveCard, useSetDefaultCard } from '@/features/app-billing/api/billing-api';
import { cardExpired, cardExpiry } from '@/features/app-billing/utils/billing-view';
import { AddCardDialog } from './add-card-dialog';
import { BillingCard, EmptyLine, QueryGate } from './billing-card';

const brandName = (brand: string) => (brand ? brand.charAt(0).toUpperCase() + brand.slice(1) : brand);

/** The agency's saved cards: brand, last 4, expiry and the default; add, make default, remove. */
export function PaymentMethodsSection({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation('billing');
  const methods = useQuery(paymentMethodsQuery());
  const [adding, setAdding] = useState(false);
  const add = canManage ? (
    <Button size="sm" onClick={() => setAdding(true)}>
      {t('cards.add')}
    </Button>
  ) : null;
  return (
    <BillingCard title={t('cards.title')} action={methods.data && methods.data.length > 0 ? add : null}>
      <QueryGate query={methods} />
      {methods.data && methods.data.length === 0 ? <EmptyLine action={add}>{t('cards.empty')}</EmptyLine> : null}
      {methods.data && methods.data.length > 0 ? (
        <ul className="grid gap-3 sm:grid-cols-2">
          {methods.data.map((card) => (
            <CardItem key={card.id} card={card} canManage={canManage} />
          ))}
        </ul>
      ) : null}
      {adding ? <AddCardDialog onClose={() => setAdding(false)} /> : null}
    </BillingCard>
  );
}

function CardItem({ card, canManage }: { card: TPaymentMethod; canManage: boolean }) {
  const { t } = useTranslation('billing');
  const makeDefault = useSetDefaultCard();
  const remove = useRemoveCard();
  const [confirming, setConfirming] = useState(false);
  const label = t('cards.label', { brand: brandName(card.brand), last4: card.last4 });
  const expired = cardExpired(card.expMonth, card.expYear);
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-ink-200 p-4" data-testid="billing-card">
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="font-medium text-ink-900">{label}</p>
          <p className={`text-xs ${expired ? 'text-red-700' : 'text-ink-500'}`}>
            {t(expired ? 'cards.expired' : 'cards.expires', { date: cardExpiry(card.expMonth, card.expYear) })}
          </p>
          {card.subscriptions > 0 ? (
            <p className="text-xs text-ink-500">{t('cards.usedBy', { count: card.subscriptions })}</p>
          ) : null}
        </div>
        {card.isDefault ? <StatusPill tone="good">{t('cards.default')}</StatusPill> : null}
      </div>
      {canManage ? (
        <div className="flex flex-wrap gap-2">
          {card.isDefault ? null : (
            <Button
              variant="secondary"
              size="sm"
              loading={makeDefault.isPending}
              onClick={() =>
                makeDefault.mutate(card.id, {
                  onSuccess: () => toast.success(t('toast.defaultSet', { card: label })),
                  onError: (error) => toast.error(t('states.error', { message: error.message })),
                })
              }
            >
              {t('cards.makeDefault')}
            </Button>
          )}
          <Button
            variant="ghost"
            size="sm"
            className="text-red-700 hover:bg-red-50"
            aria-label={t('cards.removeLabel', { card: label })}
            onClick={() => setConfirming(true)}
          >
            {t('cards.remove')}
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t('cards.removeTitle', { card: label })}
        confirmLabel={t('cards.remove')}
        pending={remove.isPending}
        error={remove.error ? remove.error.message : null}
        onClose={() => {
          remove.reset();
          setConfirming(false);
        }}
        onConfirm={() =>
          remove.mutate(card.id, {
            onSuccess: () => {
              toast.success(t('toast.cardRemoved', { card: label }));
              setConfirming(false);
            },
          })
        }
      >
        {card.subscriptions > 0 ? t('cards.removeInUse') : t('cards.removeHint')}
      </ConfirmDialog>
    </li>
  );
}
