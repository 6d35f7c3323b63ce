import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button-classes';
import { Spinner } from '@/components/ui/spinner';
import { LoadError, StateCard } from '@/components/ui/state-card';
import { useListing } from '@/features/store/api/storefront';
import { ProductDetail } from '@/features/store/components/storefront/product-detail';
import { useMoney } from '@/features/store/hooks/use-money';
import { ApiError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/preferences/preferences-context';
import { StorefrontFrame, useStorefrontIds } from './storefront-frame';

/** `/app/:company_id/:planId/:userId/:locationId/:app_creator_app_id/product/:productId`: one product and buying it. */
export function ProductPage() {
  return <StorefrontFrame>{() => <Product />}</StorefrontFrame>;
}

function Product() {
  const { t } = useTranslation('store');
  const { productId = '' } = useParams();
  const { storeHref } = useStorefrontIds();
  const listing = useListing(productId);
  const { price } = useMoney();
  usePageTitle(listing.data?.name ?? t('listing.title'));
  const back = (
    <Link to={storeHref} className={buttonClasses('ghost', 'sm')}>
      <span aria-hidden="true" className="rtl:rotate-180">
        ←
      </span>
      {t('listing.back')}
    </Link>
  );

  if (listing.isPending)
    return (
      <div className="flex justify-center py-24">
        <Spinner size="lg" label={t('listing.loading')} />
      </div>
    );
  if (listing.isError) {
    if (listing.error instanceof ApiError && (listing.error.status === 404 || listing.error.status === 400))
      return <StateCard icon="search" title={t('listing.notFoundTitle')} body={t('listing.notFoundBody')} action={back} />;
    return (
      <LoadError
        title={t('listing.errorTitle')}
        body={listing.error.message}
        retryLabel={t('actions.retry')}
        retrying={listing.isFetching}
        onRetry={() => void listing.refetch()}
      />
    );
  }
  const product = listing.data;
  return (
    <div className="space-y-5">
      <div>{back}</div>
      <header className="space-y-1">
        <h1 dir="auto" className="text-2xl font-bold text-ink-900">
          {product.name}
        </h1>
        <p className="text-lg font-semibold text-ink-800">{price(product.priceMinor, product.currency, product.billing)}</p>
        {product.tags.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5 pt-1">
            {product.tags.map((tag) => (
              <li key={tag._id}>
                <Link
                  to={`${storeHref}?tag=${tag._id}`}
                  className="rounded-full bg-ink-100 px-2.5 py-0.5 text-xs font-medium text-ink-700 hover:bg-brand-50 hover:text-brand-700"
                >
                  {tag.name}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </header>
      <ProductDetail
        key={product._id}
        listing={product}
        onStale={() => void listing.refetch()}
        orderHref={(id) => `${storeHref}?view=orders&order=${id}`}
        subscriptionsHref={`${storeHref}?view=subscriptions`}
      />
    </div>
  );
}
