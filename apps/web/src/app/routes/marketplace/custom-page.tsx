import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useApp } from '@/features/marketplace/api/get-app';
import { AppIcon } from '@/features/marketplace/components/app-icon';
import { DetailSkeleton } from '@/features/marketplace/components/detail-skeleton';
import { EmptyState, isNotFound, LoadError, NotFoundPage } from '@/features/marketplace/components/marketplace-states';
import { usePageTitle } from '@/lib/preferences/preferences-context';

/**
 * `/custom_page/:app_id`: the app's own page in a sandboxed frame. Scripts and forms run, but without
 * allow-same-origin the page is an opaque origin: it cannot read Atrium's storage, cookies or DOM.
 */
export function CustomPage() {
  const { t } = useTranslation('marketplace');
  const { app_id: appId = '' } = useParams();
  const app = useApp(appId);
  usePageTitle(app.data?.name ?? t('app.pageTitle'), t('customPage.pageTitle'));

  if (app.isPending) return <DetailSkeleton label={t('app.loading')} />;
  if (app.isError) {
    if (isNotFound(app.error)) return <NotFoundPage title={t('notFound.appTitle')} body={t('notFound.appBody')} />;
    return <LoadError error={app.error} onRetry={() => void app.refetch()} />;
  }
  const data = app.data;
  // A developer's page is a full http(s) address; a path on Atrium's own address is the demo's stand-in (/demo/).
  const url = data.customPageUrl && /^(https?:\/\/|\/(?!\/))/i.test(data.customPageUrl) ? data.customPageUrl : null;

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3 rounded-2xl bg-white px-4 py-3 shadow-sm ring-1 ring-ink-200">
        <AppIcon name={data.name} type={data.type} iconUrl={data.iconUrl} size="sm" />
        <h1 dir="auto" className="min-w-0 flex-1 truncate text-base font-semibold text-ink-900">
          {data.name}
        </h1>
        <Link
          to={`/${data._id}`}
          className="inline-flex items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-semibold text-brand-600 hover:bg-brand-50 hover:text-brand-800"
        >
          {t('customPage.back')}
        </Link>
      </div>
      {url ? (
        <iframe
          src={url}
          title={t('customPage.frameTitle', { name: data.name })}
          sandbox="allow-scripts allow-forms allow-popups"
          referrerPolicy="no-referrer"
          className="h-[calc(100vh-13rem)] min-h-[28rem] w-full rounded-2xl bg-white shadow-sm ring-1 ring-ink-200"
        />
      ) : (
        <EmptyState
          title={t('customPage.noneTitle')}
          body={t('customPage.noneBody', { name: data.name })}
          action={
            <Link to={`/${data._id}`} className="text-sm font-semibold text-brand-600 hover:text-brand-800">
              {t('customPage.back')}
            </Link>
          }
        />
      )}
    </div>
  );
}
