import type { TStore } from '@atrium/contracts/store';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SelectField } from '@/components/forms/select-field';
import { buttonClasses } from '@/components/ui/button-classes';
import { focusRing } from '@/components/ui/focus-ring';
import { SearchField } from '@/components/ui/search-field';
import { Spinner } from '@/components/ui/spinner';
import { LoadError, StateCard } from '@/components/ui/state-card';
import { StatusPill } from '@/components/ui/status-pill';
import { type ProductFilters, useProducts } from '@/features/store/api/products';
import { useMoney } from '@/features/store/hooks/use-money';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { SyncPill } from './sync-state';

const STATUS_TONES = { draft: 'idle', published: 'good', archived: 'idle' } as const;

/** The store's products with status, price, billing, tags and Stripe sync; each opens its form. */
export function ProductList({
  store,
  productHref,
  newHref,
}: {
  store: TStore;
  productHref: (id: string) => string;
  newHref: string;
}) {
  const { t } = useTranslation('store');
  const { price } = useMoney();
  const [status, setStatus] = useState<ProductFilters['status'] | ''>('');
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const products = useProducts(store._id, { status: status || undefined, q: q || undefined });
  const filtered = Boolean(status || q);

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <SearchField
            value={search}
            onChange={setSearch}
            label={t('products.search')}
            placeholder={t('products.searchPlaceholder')}
          />
          <SelectField
            label={t('products.status')}
            className="sm:w-44"
            value={status}
            onChange={(e) => setStatus(e.target.value as ProductFilters['status'] | '')}
          >
            <option value="">{t('products.anyStatus')}</option>
            {(['draft', 'published', 'archived'] as const).map((s) => (
              <option key={s} value={s}>
                {t(`productStatus.${s}`)}
              </option>
            ))}
          </SelectField>
        </div>
        <Link to={newHref} className={buttonClasses('primary')}>
          {t('products.add')}
        </Link>
      </div>
      {products.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label={t('products.loading')} />
        </div>
      ) : products.isError ? (
        <LoadError
          title={t('products.errorTitle')}
          body={products.error.message}
          retryLabel={t('actions.retry')}
          retrying={products.isFetching}
          onRetry={() => void products.refetch()}
        />
      ) : products.data.data.length === 0 ? (
        filtered ? (
          <StateCard icon="search" title={t('products.noMatchTitle')} body={t('products.noMatchBody')} />
        ) : (
          <StateCard
            icon="store"
            title={t('products.emptyTitle')}
            body={t('products.emptyBody')}
            action={
              <Link to={newHref} className={buttonClasses('primary')}>
                {t('products.add')}
              </Link>
            }
          />
        )
      ) : (
        <ul className="divide-y divide-ink-100 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink-200">
          {products.data.data.map((product) => (
            <li key={product._id}>
              <Link to={productHref(product._id)} className={`flex gap-3 p-4 hover:bg-ink-50 ${focusRing}`}>
                {product.images[0] ? (
                  <img src={product.images[0]} alt="" className="hidden h-14 w-20 shrink-0 rounded-lg object-cover sm:block" />
                ) : null}
                <span className="min-w-0 flex-1 space-y-1">
                  <span className="flex flex-wrap items-center gap-2">
                    <span dir="auto" className="font-medium text-ink-900">
                      {product.name}
                    </span>
                    <StatusPill tone={STATUS_TONES[product.status]}>{t(`productStatus.${product.status}`)}</StatusPill>
                    <SyncPill product={product} store={store} />
                  </span>
                  <span className="block text-sm text-ink-600">
                    {t(`kind.${product.kind}`)} · {price(product.priceMinor, product.currency, product.billing)}
                    {product.orderCount > 0 ? ` · ${t('products.orders', { total: product.orderCount })}` : ''}
                  </span>
                  {product.tags.length > 0 ? (
                    <span className="flex flex-wrap gap-1">
                      {product.tags.map((tag) => (
                        <span key={tag._id} dir="auto" className="rounded-full bg-ink-100 px-2 py-0.5 text-xs text-ink-700">
                          {tag.name}
                        </span>
                      ))}
                    </span>
                  ) : null}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
