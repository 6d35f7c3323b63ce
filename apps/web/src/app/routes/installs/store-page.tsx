import type { TAppBundle } from '@atrium/contracts/apps';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { Icon } from '@/components/ui/icon';
import { useBundle } from '@/features/installs/api/get-bundle';
import { BundleAppCard } from '@/features/installs/components/bundle-app-card';
import { BundleSubscribe } from '@/features/installs/components/bundle-subscribe';
import { InstallsError, InstallsLoading, NotFoundNotice } from '@/features/installs/components/install-states';
import { isNotFound } from '@/features/installs/utils/errors';
import { planPrice } from '@/features/installs/utils/format';
import { type StoreVariant, storeVariant } from '@/features/installs/utils/store-variant';
import { usePageTitle } from '@/lib/preferences/preferences-context';
import { PageShell } from './page-shell';

/** The store variants of SPEC 2 (/levelupstore/:app_id and the rest): one bundle, its plan and its apps. */
export function Component() {
  const { pathname } = useLocation();
  const params = useParams();
  const variant = storeVariant(pathname, params);
  return <PageShell>{variant ? <Store variant={variant} /> : <StoreNotFound />}</PageShell>;
}

function StoreNotFound() {
  const { t } = useTranslation('installs');
  return <NotFoundNotice title={t('store.notFoundTitle')} message={t('store.notFoundMessage')} />;
}

function Store({ variant }: { variant: StoreVariant }) {
  const { t } = useTranslation('installs');
  // A location bundle reached without a location in its path: the one the agency admin chooses to subscribe for,
  // whose installs the apps' check marks then show.
  const [chosen, setChosen] = useState<string | null>(null);
  const locationId = variant.locationId ?? chosen;
  const bundle = useBundle({ ...variant, locationId });
  usePageTitle(bundle.data?.name ?? t('store.pageTitle'));
  if (bundle.isPending) return <InstallsLoading />;
  if (bundle.isError) {
    if (isNotFound(bundle.error)) return <StoreNotFound />;
    return <InstallsError message={bundle.error.message} onRetry={() => bundle.refetch()} />;
  }
  return (
    <BundleView
      bundle={bundle.data}
      highlightId={variant.appId}
      subscribe={
        <BundleSubscribe
          bundle={bundle.data}
          locationId={locationId}
          locationFixed={variant.locationId !== null}
          onChooseLocation={setChosen}
        />
      }
    />
  );
}

function BundleView({
  bundle,
  highlightId,
  subscribe,
}: {
  bundle: TAppBundle;
  highlightId: string | null;
  subscribe: ReactNode;
}) {
  const { t, i18n } = useTranslation('installs');
  const installed = new Set(bundle.installedAppIds);
  const installedCount = bundle.apps.filter((app) => installed.has(app._id)).length;
  // The app the viewer came from leads the list.
  const apps = [...bundle.apps].sort((a, b) => Number(b._id === highlightId) - Number(a._id === highlightId));
  return (
    <>
      <section className="overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 via-brand-600 to-brand-500 px-6 py-10 text-white shadow-lg sm:px-10">
        <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">
          {bundle.audience === 'agency' ? t('store.forAgencies') : t('store.forLocations')}
        </p>
        <h1 dir="auto" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
          {bundle.name}
        </h1>
        <p dir="auto" className="mt-3 max-w-2xl text-brand-50">
          {bundle.description}
        </p>
        <div className="mt-6 flex flex-wrap items-center gap-3">
          <span className="rounded-2xl bg-white/15 px-4 py-2 ring-1 ring-white/25 backdrop-blur">
            <span className="block text-xs text-brand-100">{bundle.plan.name}</span>
            <span className="block text-xl font-bold">{planPrice(t, bundle.plan, i18n.language)}</span>
          </span>
          <span className="inline-flex items-center gap-2 rounded-full bg-white px-3.5 py-1.5 text-sm font-semibold text-brand-700">
            <Icon name="check" className="size-4" />
            {t('store.installedCount', { installed: installedCount, total: bundle.apps.length })}
          </span>
        </div>
      </section>
      <section aria-label={t('bundle.subscription')} className="mt-6 rounded-2xl border border-ink-200 bg-white p-5 shadow-sm">
        {subscribe}
      </section>
      <h2 className="mt-10 mb-4 text-xl font-semibold text-ink-900">{t('store.included')}</h2>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {apps.map((app) => (
          <li key={app._id} className="min-w-0">
            <BundleAppCard app={app} installed={installed.has(app._id)} highlighted={app._id === highlightId} />
          </li>
        ))}
      </ul>
    </>
  );
}
