import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useNestedStore } from '@/features/marketplace/api/get-nested-store';
import { AppGrid, AppGridSkeleton } from '@/features/marketplace/components/app-grid';
import { EmptyState, isNotFound, LoadError, NotFoundPage } from '@/features/marketplace/components/marketplace-states';
import { usePageTitle } from '@/lib/preferences/preferences-context';

/** `/NestedStore/:app_type` and `/nestedstore/:id` (one route: matching ignores case): a curated store. */
export function NestedStorePage() {
  const { t } = useTranslation('marketplace');
  const { key = '' } = useParams();
  const store = useNestedStore(key);
  usePageTitle(store.data?.name ?? t('store.pageTitle'));

  if (store.isError && isNotFound(store.error))
    return <NotFoundPage title={t('notFound.storeTitle')} body={t('notFound.storeBody')} />;
  return (
    <div className="mx-auto max-w-7xl">
      <header className="relative isolate overflow-hidden rounded-3xl bg-gradient-to-br from-ink-900 via-ink-800 to-brand-800 px-6 py-10 text-white shadow-lg sm:px-10">
        <div aria-hidden="true" className="absolute -end-20 -top-24 -z-10 size-72 rounded-full bg-brand-500/30 blur-3xl" />
        <p className="text-xs font-semibold tracking-wide text-brand-200 uppercase">{t('store.eyebrow')}</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight">{store.data?.name ?? '\u00a0'}</h1>
        <p className="mt-2 max-w-2xl text-base text-ink-200">{store.data?.description ?? '\u00a0'}</p>
        {store.data ? (
          <p className="mt-4 text-sm font-medium text-white/80">{t('store.count', { count: store.data.apps.length })}</p>
        ) : null}
      </header>
      <div className="mt-8">
        {store.isPending ? (
          <AppGridSkeleton label={t('catalogue.loading')} />
        ) : store.isError ? (
          <LoadError error={store.error} onRetry={() => void store.refetch()} />
        ) : store.data.apps.length === 0 ? (
          <EmptyState title={t('store.emptyTitle')} body={t('store.emptyBody')} />
        ) : (
          <AppGrid apps={store.data.apps} />
        )}
      </div>
    </div>
  );
}
