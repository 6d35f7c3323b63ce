import type { TStoreListing } from '@atrium/contracts/store';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { focusRing } from '@/components/ui/focus-ring';
import { Icon } from '@/components/ui/icon';
import { useMoney } from '@/features/store/hooks/use-money';

/** "Delivered within 5 days", or nothing when the agency promised no time. */
export function useDeliveryPromise() {
  const { t } = useTranslation('store');
  return (days: number | null) => (days === null ? null : t('listing.deliveryDays', { count: days }));
}

/** One product in the store: picture, name, price with its billing, and when it is delivered. */
export function ProductCard({ product, to }: { product: TStoreListing; to: string }) {
  const { t } = useTranslation('store');
  const { price } = useMoney();
  const promise = useDeliveryPromise()(product.deliveryDays);
  const image = product.images[0];
  return (
    <Link
      to={to}
      className={`group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink-200 transition hover:shadow-md hover:ring-brand-300 ${focusRing}`}
    >
      <div className="relative aspect-[16/10] bg-ink-100">
        {image ? (
          <img src={image} alt="" loading="lazy" className="size-full object-cover" />
        ) : (
          <span className="flex size-full items-center justify-center text-ink-400">
            <Icon name="store" className="size-10" />
          </span>
        )}
        {product.kind === 'snapshot' ? (
          <span className="absolute start-2 top-2 rounded-full bg-white/90 px-2 py-0.5 text-xs font-medium text-ink-800 shadow-sm">
            {t('kind.snapshot')}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h3 dir="auto" className="line-clamp-2 font-semibold text-ink-900 group-hover:text-brand-700">
          {product.name}
        </h3>
        <p className="text-sm font-semibold text-ink-900">{price(product.priceMinor, product.currency, product.billing)}</p>
        {promise ? <p className="mt-auto pt-1 text-xs text-ink-500">{promise}</p> : null}
      </div>
    </Link>
  );
}
