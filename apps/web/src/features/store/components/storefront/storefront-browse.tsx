import type { TStorefront, TStoreListing } from '@atrium/contracts/store';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { focusRing } from '@/components/ui/focus-ring';
import { SearchField } from '@/components/ui/search-field';
import { Spinner } from '@/components/ui/spinner';
import { LoadError, StateCard } from '@/components/ui/state-card';
import { useStorefront } from '@/features/store/api/storefront';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useSearchParams } from '@/lib/use-search-params';
import { ProductCard } from './product-card';

/**
 * The store's shelves: collections as rows, then everything; a tag or a search narrows it to one grid. The tag and
 * the search live in the address, so Back and a shared link keep them.
 */
export function StorefrontBrowse({ storeId, productHref }: { storeId: string; productHref: (id: string) => string }) {
  const { t } = useTranslation('store');
  const [params, setParams] = useSearchParams();
  const tag = params.get('tag') ?? undefined;
  const q = params.get('q') ?? '';
  const [draft, setDraft] = useState(q);
  const debounced = useDebouncedValue(draft.trim(), 300);
  useEffect(() => {
    if (debounced === q) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (debounced) next.set('q', debounced);
        else next.delete('q');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [debounced, q, setParams]);
  const front = useStorefront(storeId, { tag, q: q || undefined });
  const setTag = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('tag', id);
        else next.delete('tag');
        return next;
      },
      { preventScrollReset: true },
    );

  if (front.isPending)
    return (
      <div className="flex justify-center py-16">
        <Spinner size="lg" label={t('storefront.loading')} />
      </div>
    );
  if (front.isError)
    return (
      <LoadError
        title={t('storefront.errorTitle')}
        body={front.error.message}
        retryLabel={t('actions.retry')}
        retrying={front.isFetching}
        onRetry={() => void front.refetch()}
      />
    );
  const data = front.data;
  const filtered = Boolean(tag || q);
  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SearchField
          value={draft}
          onChange={setDraft}
          label={t('storefront.search')}
          placeholder={t('storefront.searchPlaceholder')}
        />
        {front.isFetching ? <Spinner size="sm" label={t('storefront.updating')} /> : null}
      </div>
      {data.tags.length > 0 ? (
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">{t('storefront.tags')}</legend>
          <TagChip label={t('storefront.allTags')} pressed={!tag} onClick={() => setTag(null)} />
          {data.tags.map((item) => (
            <TagChip
              key={item._id}
              label={item.name}
              pressed={tag === item._id}
              onClick={() => setTag(tag === item._id ? null : item._id)}
            />
          ))}
        </fieldset>
      ) : null}
      {data.products.length === 0 ? (
        filtered ? (
          <StateCard
            icon="search"
            title={t('storefront.noMatchTitle')}
            body={t('storefront.noMatchBody')}
            action={
              <Button
                variant="secondary"
                onClick={() => {
                  setDraft('');
                  setParams(new URLSearchParams(), { replace: true });
                }}
              >
                {t('storefront.clear')}
              </Button>
            }
          />
        ) : (
          <StateCard icon="store" title={t('storefront.emptyTitle')} body={t('storefront.emptyBody')} />
        )
      ) : filtered ? (
        <ProductGrid products={data.products} productHref={productHref} />
      ) : (
        <Shelves data={data} productHref={productHref} />
      )}
    </div>
  );
}

function TagChip({ label, pressed, onClick }: { label: string; pressed: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={`rounded-full px-3 py-1.5 text-sm font-medium ring-1 transition ${focusRing} ${
        pressed ? 'bg-brand-600 text-white ring-brand-600' : 'bg-white text-ink-700 ring-ink-200 hover:ring-brand-300'
      }`}
    >
      <span dir="auto">{label}</span>
    </button>
  );
}

function ProductGrid({ products, productHref }: { products: TStoreListing[]; productHref: (id: string) => string }) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {products.map((product) => (
        <li key={product._id}>
          <ProductCard product={product} to={productHref(product._id)} />
        </li>
      ))}
    </ul>
  );
}

/** Each collection as a row that scrolls sideways on small screens, then every product. */
function Shelves({ data, productHref }: { data: TStorefront; productHref: (id: string) => string }) {
  const { t } = useTranslation('store');
  const byId = new Map(data.products.map((p) => [p._id, p]));
  const rows = data.collections
    .map((collection) => ({
      collection,
      products: collection.productIds.map((id) => byId.get(id)).filter((p): p is TStoreListing => p !== undefined),
    }))
    .filter((row) => row.products.length > 0);
  return (
    <div className="space-y-8">
      {rows.map(({ collection, products }) => (
        <section key={collection._id} aria-labelledby={`collection-${collection._id}`} className="space-y-3">
          <div>
            <h2 id={`collection-${collection._id}`} dir="auto" className="text-lg font-semibold text-ink-900">
              {collection.name}
            </h2>
            {collection.description ? (
              <p dir="auto" className="text-sm text-ink-600">
                {collection.description}
              </p>
            ) : null}
          </div>
          <ul className="-mx-1 flex snap-x gap-4 overflow-x-auto px-1 pb-2">
            {products.map((product) => (
              <li key={product._id} className="w-64 shrink-0 snap-start">
                <ProductCard product={product} to={productHref(product._id)} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      <section aria-labelledby="all-products" className="space-y-3">
        <h2 id="all-products" className="text-lg font-semibold text-ink-900">
          {t('storefront.all')}
        </h2>
        <ProductGrid products={data.products} productHref={productHref} />
      </section>
    </div>
  );
}
