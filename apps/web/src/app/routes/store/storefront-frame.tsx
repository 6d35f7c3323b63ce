import type { TStore } from '@atrium/contracts/store';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button-classes';
import { Icon } from '@/components/ui/icon';
import { useLoginHref } from '@/components/ui/sign-in-prompt';
import { Spinner } from '@/components/ui/spinner';
import { LoadError } from '@/components/ui/state-card';
import { useStore } from '@/features/store/api/stores';
import { useStoreOrderLive } from '@/features/store/hooks/use-store-order-live';
import { ApiError } from '@/lib/api-client';
import { lazyNamed } from '@/lib/chunk-errors';
import { usePageTitle } from '@/lib/preferences/preferences-context';
import { useSession } from '@/lib/session-store';

/** The frame has no default layout, so it brings its own toasts. */
const AppToaster = lazyNamed(() => import('@/app/layouts/app-toaster'), 'AppToaster');

/** The address parts of a storefront page and the base every link inside it starts with. */
export function useStorefrontIds() {
  const params = useParams();
  const ids = {
    companyId: params.company_id ?? '',
    planId: params.planId ?? '',
    userId: params.userId ?? '',
    locationId: params.locationId ?? '',
    storeId: params.app_creator_app_id ?? '',
  };
  const base = `/app/${ids.companyId}/${ids.planId}/${ids.userId}/${ids.locationId}/${ids.storeId}`;
  return { ...ids, base, storeHref: `${base}/store_services` };
}

/**
 * The store's pages as the CRM frames them (SPEC 2's app views): no site header, the CRM draws its own. The ids in
 * the address are checked against the signed-in person (the CRM's sign-in puts the location's user in the session):
 * another agency, location or user is a wrong link. The server checks the store belongs to the viewer's agency.
 */
export function StorefrontFrame({ children }: { children: (store: TStore) => ReactNode }) {
  const { t, ready } = useTranslation(['store', 'payments']);
  const { token, user } = useSession();
  const ids = useStorefrontIds();
  const matches =
    user !== null && user._id === ids.userId && user.locationId === ids.locationId && user.agencyId === ids.companyId;
  const store = useStore(ids.storeId, matches);
  useStoreOrderLive();
  usePageTitle(store.data?.name ?? (ready ? t('storefront.title') : ''));

  let body: ReactNode;
  if (!ready)
    body = (
      <div className="flex justify-center py-24">
        <Spinner size="lg" />
      </div>
    );
  else if (!token || !user) body = <FrameSignIn />;
  else if (!matches) body = <FramePanel title={t('frame.mismatchTitle')} body={t('frame.mismatchBody')} />;
  else if (store.isPending)
    body = (
      <div className="flex justify-center py-24">
        <Spinner size="lg" label={t('storefront.loading')} />
      </div>
    );
  else if (store.isError)
    body =
      store.error instanceof ApiError && [400, 403, 404].includes(store.error.status) ? (
        <FramePanel title={t('frame.notFoundTitle')} body={t('frame.notFoundBody')} />
      ) : (
        <LoadError
          title={t('storefront.errorTitle')}
          body={store.error.message}
          retryLabel={t('actions.retry')}
          retrying={store.isFetching}
          onRetry={() => void store.refetch()}
        />
      );
  else body = children(store.data);

  return (
    <div className="flex min-h-screen flex-col bg-ink-50">
      <div className="flex h-11 items-center gap-2 border-b border-ink-200 bg-white px-3 sm:px-5">
        <span className="flex size-7 shrink-0 items-center justify-center rounded-lg bg-brand-600 text-white">
          <Icon name="store" className="size-4" />
        </span>
        <Link to={ids.storeHref} dir="auto" className="truncate text-sm font-semibold text-ink-900 hover:text-brand-700">
          {store.data?.name ?? (ready ? t('storefront.title') : '')}
        </Link>
        {store.data ? (
          <span dir="auto" className="ms-auto min-w-0 truncate text-xs text-ink-500">
            {t('frame.seller', { seller: store.data.sellerName })}
          </span>
        ) : null}
      </div>
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-3 py-4 sm:px-5 sm:py-6">
        {body}
      </main>
      <Suspense fallback={null}>
        <AppToaster />
      </Suspense>
    </div>
  );
}

function FramePanel({ title, body, action }: { title: string; body: string; action?: ReactNode }) {
  return (
    <div role="alert" className="mx-auto mt-6 max-w-md rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-ink-200">
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <Icon name="store" className="size-6" />
      </span>
      <h1 className="mt-3 text-lg font-semibold text-ink-900">{title}</h1>
      <p className="mt-1 text-sm text-ink-600">{body}</p>
      {action ? <div className="mt-4">{action}</div> : null}
    </div>
  );
}

function FrameSignIn() {
  const { t } = useTranslation('store');
  const loginHref = useLoginHref();
  return (
    <FramePanel
      title={t('frame.signInTitle')}
      body={t('frame.signInBody')}
      action={
        <Link to={loginHref} className={buttonClasses('primary')}>
          {t('frame.signIn')}
        </Link>
      }
    />
  );
}
