import type { TStore } from '@atrium/contracts/store';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button-classes';
import { Spinner } from '@/components/ui/spinner';
import { LoadError, StateCard } from '@/components/ui/state-card';
import { useOrder } from '@/features/store/api/orders';
import { useProduct } from '@/features/store/api/products';
import { OrderActions } from '@/features/store/components/manager/order-actions';
import { ProductForm } from '@/features/store/components/manager/product-form';
import { OrderSummary } from '@/features/store/components/order-summary';
import { OrderThread } from '@/features/store/components/order-thread';
import { isRefundable } from '@/features/store/utils/states';
import { ApiError } from '@/lib/api-client';

const notFound = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

function Loading({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-16">
      <Spinner size="lg" label={label} />
    </div>
  );
}

/** `products/new` and `products/:productId`: a product's form. */
export function ManagerProduct({ store, base, productId }: { store: TStore; base: string; productId?: null }) {
  const { t } = useTranslation('store');
  const params = useParams();
  const id = productId === null ? null : (params.productId ?? null);
  const product = useProduct(id);
  const navigate = useNavigate();
  const back = (
    <Link to={base} className={buttonClasses('secondary', 'sm')}>
      {t('products.back')}
    </Link>
  );
  const heading = (title: string) => (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h2 dir="auto" className="text-lg font-semibold text-ink-900">
        {title}
      </h2>
      {back}
    </div>
  );
  const done = (saved: string | null) => navigate(saved ? `${base}/products/${saved}` : base, { replace: saved !== null });
  if (id === null)
    return (
      <div className="space-y-4">
        {heading(t('products.newTitle'))}
        <ProductForm store={store} product={null} onDone={done} />
      </div>
    );
  if (product.isPending) return <Loading label={t('products.loadingOne')} />;
  if (product.isError)
    return notFound(product.error) ? (
      <StateCard icon="search" title={t('products.notFoundTitle')} body={t('products.notFoundBody')} action={back} />
    ) : (
      <LoadError
        title={t('products.errorOneTitle')}
        body={product.error.message}
        retryLabel={t('actions.retry')}
        retrying={product.isFetching}
        onRetry={() => void product.refetch()}
      />
    );
  return (
    <div className="space-y-4">
      {heading(product.data.name)}
      <ProductForm key={product.data._id} store={store} product={product.data} onDone={done} />
    </div>
  );
}

/** `orders/:orderId`: one order with its steps, the agency's actions and the thread with the buyer (live). */
export function ManagerOrder({ base }: { base: string }) {
  const { t } = useTranslation('store');
  const { orderId = '' } = useParams();
  const order = useOrder('seller', orderId);
  const back = (
    <Link to={`${base}/orders`} className={buttonClasses('secondary', 'sm')}>
      {t('orders.back')}
    </Link>
  );
  if (order.isPending) return <Loading label={t('orders.loadingOne')} />;
  if (order.isError)
    return notFound(order.error) ? (
      <StateCard icon="search" title={t('orders.notFoundTitle')} body={t('orders.notFoundBody')} action={back} />
    ) : (
      <LoadError
        title={t('orders.errorOneTitle')}
        body={order.error.message}
        retryLabel={t('actions.retry')}
        retrying={order.isFetching}
        onRetry={() => void order.refetch()}
      />
    );
  return (
    <div className="space-y-4">
      <div>{back}</div>
      <OrderSummary
        order={order.data}
        side="seller"
        actions={isRefundable(order.data.status) ? <OrderActions order={order.data} /> : undefined}
      />
      <OrderThread order={order.data} side="seller" />
    </div>
  );
}
