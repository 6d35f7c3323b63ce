import type { TStore } from '@atrium/contracts/store';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { CrmFrameShell, FrameLoading, FramePanel, FrameSignIn } from '@/app/routes/crm-frame';
import { LoadError } from '@/components/ui/state-card';
import { useStore } from '@/features/store/api/stores';
import { useStoreOrderLive } from '@/features/store/hooks/use-store-order-live';
import { ApiError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/preferences/preferences-context';
import { useSession } from '@/lib/session-store';

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
  if (!ready) body = <FrameLoading />;
  else if (!token || !user)
    body = <FrameSignIn icon="store" title={t('frame.signInTitle')} body={t('frame.signInBody')} action={t('frame.signIn')} />;
  else if (!matches) body = <FramePanel icon="store" title={t('frame.mismatchTitle')} body={t('frame.mismatchBody')} />;
  else if (store.isPending) body = <FrameLoading label={t('storefront.loading')} />;
  else if (store.isError)
    body =
      store.error instanceof ApiError && [400, 403, 404].includes(store.error.status) ? (
        <FramePanel icon="store" title={t('frame.notFoundTitle')} body={t('frame.notFoundBody')} />
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
    <CrmFrameShell
      icon="store"
      title={
        <Link to={ids.storeHref} dir="auto" className="truncate text-sm font-semibold text-ink-900 hover:text-brand-700">
          {store.data?.name ?? (ready ? t('storefront.title') : '')}
        </Link>
      }
      aside={
        store.data ? (
          <span dir="auto" className="ms-auto min-w-0 truncate text-xs text-ink-500">
            {t('frame.seller', { seller: store.data.sellerName })}
          </span>
        ) : null
      }
    >
      {body}
    </CrmFrameShell>
  );
}
