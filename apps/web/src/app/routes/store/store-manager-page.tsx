import type { TRole } from '@atrium/contracts/roles';
import type { TStore } from '@atrium/contracts/store';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, NavLink, Route, Routes, useLocation, useParams } from 'react-router';
import { TextsPageShell } from '@/app/routes/texts-page-shell';
import { buttonClasses } from '@/components/ui/button-classes';
import { focusRing } from '@/components/ui/focus-ring';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { LoadError, StateCard } from '@/components/ui/state-card';
import { useStore } from '@/features/store/api/stores';
import { CollectionsPanel } from '@/features/store/components/manager/collections-panel';
import { OrderList } from '@/features/store/components/manager/order-list';
import { ProductList } from '@/features/store/components/manager/product-list';
import { StoreSettingsForm } from '@/features/store/components/manager/store-settings-form';
import { StripeBanner } from '@/features/store/components/manager/stripe-banner';
import { TagsPanel } from '@/features/store/components/manager/tags-panel';
import { SubscriptionList } from '@/features/store/components/subscription-list';
import { useStoreOrderLive } from '@/features/store/hooks/use-store-order-live';
import { ApiError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/preferences/preferences-context';
import { useSession } from '@/lib/session-store';
import { ManagerOrder, ManagerProduct } from './store-manager-sections';

/** The agency's team runs its store; the server checks the role and the agency again on every call. */
export const STORE_MANAGERS: readonly TRole[] = ['agency_admin', 'agency_staff'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `/:company_id/:app_id/service_store/:app_creator_app_id/*`: the agency's store manager (issue 23): products,
 * collections, tags, orders, subscriptions and the store's own settings. `:company_id` must be the viewer's agency
 * (else the store is not found), `:app_id` the app the agency came from (the Back link), `:app_creator_app_id` the
 * store.
 */
export function StoreManagerPage() {
  const { user } = useSession();
  const location = useLocation();
  if (!user) return <Navigate to={`/login?redirectTo=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  return (
    <TextsPageShell namespace="store" width="max-w-6xl lg:px-8">
      <Manager />
    </TextsPageShell>
  );
}

function Manager() {
  const { t } = useTranslation('store');
  const { user } = useSession();
  const { company_id = '', app_id = '', app_creator_app_id = '' } = useParams();
  const allowed = user !== null && STORE_MANAGERS.includes(user.role) && user.agencyId === company_id;
  const store = useStore(app_creator_app_id, allowed);
  useStoreOrderLive();
  usePageTitle(store.data?.name ?? t('manager.title'));
  const backHref = UUID.test(app_id) ? `/${app_id}` : '/';
  const back = (
    <Link to={backHref} className={buttonClasses('secondary')}>
      {t(UUID.test(app_id) ? 'manager.backToApp' : 'manager.backHome')}
    </Link>
  );

  if (!allowed)
    return <StateCard icon="search" title={t('manager.notFoundTitle')} body={t('manager.notFoundBody')} action={back} />;
  if (store.isPending)
    return (
      <div className="flex justify-center py-24">
        <Spinner size="lg" label={t('manager.loading')} />
      </div>
    );
  if (store.isError) {
    if (store.error instanceof ApiError && [400, 403, 404].includes(store.error.status))
      return <StateCard icon="search" title={t('manager.notFoundTitle')} body={t('manager.notFoundBody')} action={back} />;
    return (
      <LoadError
        title={t('manager.errorTitle')}
        body={store.error.message}
        retryLabel={t('actions.retry')}
        retrying={store.isFetching}
        onRetry={() => void store.refetch()}
      />
    );
  }
  if (store.data.agencyId !== company_id)
    return <StateCard icon="search" title={t('manager.notFoundTitle')} body={t('manager.notFoundBody')} action={back} />;
  return <ManagerBody store={store.data} back={back} base={`/${company_id}/${app_id}/service_store/${app_creator_app_id}`} />;
}

const TABS = ['products', 'collections', 'tags', 'orders', 'subscriptions', 'settings'] as const;

function ManagerBody({ store, back, base }: { store: TStore; back: ReactNode; base: string }) {
  const { t } = useTranslation('store');
  const { pathname } = useLocation();
  // The products tab holds the product forms too.
  const onProducts = pathname.replace(/\/+$/, '') === base || pathname.startsWith(`${base}/products`);
  // The settings tab shows the payment state itself, with the same way to Stripe.
  const onSettings = pathname.startsWith(`${base}/settings`);
  // On a phone the tabs scroll sideways: keep the open one in sight (Settings, the last, starts off screen).
  const nav = useRef<HTMLElement>(null);
  const open = onProducts ? 'products' : (TABS.find((name) => pathname.startsWith(`${base}/${name}`)) ?? 'products');
  useEffect(() => {
    nav.current?.querySelector(`[data-tab="${open}"]`)?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [open]);
  const tab = (isActive: boolean) =>
    `rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap sm:px-4 ${focusRing} ${isActive ? 'bg-white text-ink-900 shadow-sm' : 'text-ink-600 hover:text-ink-900'}`;
  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow={t('manager.eyebrow')}
        title={<span dir="auto">{store.name}</span>}
        subtitle={t('manager.subtitle', { currency: store.currency, total: store.publishedCount })}
        actions={back}
      />
      {onSettings ? null : <StripeBanner store={store} />}
      {!store.open ? <p className="rounded-xl bg-ink-100 px-4 py-3 text-sm text-ink-700">{t('manager.closed')}</p> : null}
      <nav
        ref={nav}
        aria-label={t('manager.tabs')}
        className="flex max-w-full gap-1 overflow-x-auto rounded-xl bg-ink-100 p-1 sm:inline-flex"
      >
        {TABS.map((name) => (
          <NavLink
            key={name}
            data-tab={name}
            to={name === 'products' ? base : `${base}/${name}`}
            end={name === 'products'}
            className={({ isActive }) => tab(name === 'products' ? onProducts : isActive)}
            aria-current={name === 'products' && onProducts ? 'page' : undefined}
          >
            {t(`manager.tab.${name}`)}
          </NavLink>
        ))}
      </nav>
      <Routes>
        <Route
          index
          element={<ProductList store={store} productHref={(id) => `${base}/products/${id}`} newHref={`${base}/products/new`} />}
        />
        <Route path="products/new" element={<ManagerProduct store={store} base={base} productId={null} />} />
        <Route path="products/:productId" element={<ManagerProduct store={store} base={base} />} />
        <Route path="collections" element={<CollectionsPanel storeId={store._id} />} />
        <Route path="tags" element={<TagsPanel storeId={store._id} />} />
        <Route path="orders" element={<OrderList storeId={store._id} orderHref={(id) => `${base}/orders/${id}`} />} />
        <Route path="orders/:orderId" element={<ManagerOrder base={base} />} />
        <Route path="subscriptions" element={<SubscriptionList side="seller" filters={{ storeId: store._id }} />} />
        <Route path="settings" element={<StoreSettingsForm store={store} basePath={`${base}/settings`} />} />
        <Route path="*" element={<Navigate to={base} replace />} />
      </Routes>
    </div>
  );
}
