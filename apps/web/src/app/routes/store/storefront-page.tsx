import type { TStore } from '@atrium/contracts/store';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { focusRing } from '@/components/ui/focus-ring';
import { RichText } from '@/components/ui/rich-text';
import { MyOrder, MyOrders } from '@/features/store/components/storefront/my-orders';
import { StorefrontBrowse } from '@/features/store/components/storefront/storefront-browse';
import { SubscriptionList } from '@/features/store/components/subscription-list';
import { useSearchParams } from '@/lib/use-search-params';
import { StorefrontFrame, useStorefrontIds } from './storefront-frame';

const VIEWS = ['store', 'orders', 'subscriptions'] as const;
type View = (typeof VIEWS)[number];

/**
 * `/app/:company_id/:planId/:userId/:locationId/:app_creator_app_id/store_services`: the agency's store inside the
 * CRM: its shelves, the location's orders (`?view=orders`, one with `&order=`) and its subscriptions.
 */
export function StorefrontPage() {
  return <StorefrontFrame>{(store) => <Storefront store={store} />}</StorefrontFrame>;
}

function Storefront({ store }: { store: TStore }) {
  const { t } = useTranslation('store');
  const { base, storeHref } = useStorefrontIds();
  const [params] = useSearchParams();
  const view: View = (VIEWS as readonly string[]).includes(params.get('view') ?? '') ? (params.get('view') as View) : 'store';
  const orderId = params.get('order');
  const orderHref = (id: string) => `${storeHref}?view=orders&order=${id}`;
  const tab = (active: boolean) =>
    `rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap ${focusRing} ${active ? 'bg-white text-ink-900 shadow-sm' : 'text-ink-600 hover:text-ink-900'}`;

  return (
    <div className="space-y-5">
      <header className="space-y-1">
        <h1 dir="auto" className="text-2xl font-bold text-ink-900">
          {store.name}
        </h1>
        {store.description ? <RichText html={store.description} className="max-w-3xl" /> : null}
        {!store.open || !store.canTakePayments ? (
          <p className="text-sm text-amber-800">{!store.open ? t('checkout.closed') : t('checkout.noPayments')}</p>
        ) : null}
      </header>
      <nav
        aria-label={t('storefront.sections')}
        className="flex max-w-full gap-1 overflow-x-auto rounded-xl bg-ink-100 p-1 sm:inline-flex"
      >
        {VIEWS.map((v) => (
          <Link
            key={v}
            to={v === 'store' ? storeHref : `${storeHref}?view=${v}`}
            aria-current={view === v ? 'page' : undefined}
            className={tab(view === v)}
          >
            {t(`storefront.view.${v}`)}
          </Link>
        ))}
      </nav>
      {view === 'store' ? (
        <StorefrontBrowse storeId={store._id} productHref={(id) => `${base}/product/${id}`} />
      ) : view === 'orders' ? (
        orderId ? (
          <MyOrder orderId={orderId} backHref={`${storeHref}?view=orders`} />
        ) : (
          <MyOrders orderHref={orderHref} />
        )
      ) : (
        <SubscriptionList side="buyer" />
      )}
    </div>
  );
}
