import type { TStore, TStoreProduct } from '@atrium/contracts/store';
import { useTranslation } from 'react-i18next';
import { StatusPill } from '@/components/ui/status-pill';
import { useDateTime } from '@/features/store/hooks/use-money';

/** Whether a product's price is at Stripe: synced (and when), waiting for Stripe, or a draft that is not sold yet. */
export function SyncPill({ product, store }: { product: TStoreProduct; store: TStore }) {
  const { t } = useTranslation('store');
  if (product.stripePriceId && product.syncedAt) return <StatusPill tone="good">{t('sync.synced')}</StatusPill>;
  if (product.status !== 'published') return <StatusPill tone="idle">{t('sync.notSold')}</StatusPill>;
  return <StatusPill tone="warn">{store.canTakePayments ? t('sync.pending') : t('sync.noStripe')}</StatusPill>;
}

export function SyncState({ product, store }: { product: TStoreProduct; store: TStore }) {
  const { t } = useTranslation('store');
  const { dateTime } = useDateTime();
  const synced = product.stripePriceId && product.syncedAt;
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-ink-600">
      <SyncPill product={product} store={store} />
      {synced && product.syncedAt
        ? t('sync.syncedAt', { date: dateTime(product.syncedAt) })
        : product.status === 'published'
          ? t(store.canTakePayments ? 'sync.pendingBody' : 'sync.noStripeBody')
          : t('sync.notSoldBody')}
    </p>
  );
}
