import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RichText } from '@/components/ui/rich-text';
import { AppInstallPanel } from '@/features/installs/components/app-install-panel';
import { useApp } from '@/features/marketplace/api/get-app';
import { AppHeader } from '@/features/marketplace/components/app-header';
import { AppPlans } from '@/features/marketplace/components/app-plans';
import { AppReviews } from '@/features/marketplace/components/app-reviews';
import { AppSummary } from '@/features/marketplace/components/app-summary';
import { AppSupport } from '@/features/marketplace/components/app-support';
import { AppVersions } from '@/features/marketplace/components/app-versions';
import { AppVideo } from '@/features/marketplace/components/app-video';
import { DetailSkeleton } from '@/features/marketplace/components/detail-skeleton';
import { isNotFound, LoadError, NotFoundPage } from '@/features/marketplace/components/marketplace-states';
import { PageSection } from '@/features/marketplace/components/page-section';
import { ScreenshotGallery } from '@/features/marketplace/components/screenshot-gallery';
import { useApplyReview } from '@/features/marketplace/hooks/use-apply-review';
import { usePageTitle } from '@/lib/preferences/preferences-context';

/** `/:app_id`, `/overview/:app_id`, `/app/:app_id`: one app's page. */
export function AppPage() {
  const { t } = useTranslation('marketplace');
  const { app_id: appId = '' } = useParams();
  const app = useApp(appId);
  // A review saved in the install panel shows in the rating and the reviews below at once.
  const applyReview = useApplyReview(appId);
  usePageTitle(app.data?.name ?? t('app.pageTitle'));

  if (app.isPending)
    return (
      <div className="mx-auto max-w-7xl">
        <DetailSkeleton label={t('app.loading')} />
      </div>
    );
  if (app.isError) {
    if (isNotFound(app.error)) return <NotFoundPage title={t('notFound.appTitle')} body={t('notFound.appBody')} />;
    return (
      <div className="mx-auto max-w-3xl">
        <LoadError error={app.error} onRetry={() => void app.refetch()} />
      </div>
    );
  }

  const data = app.data;
  return (
    // On phones the summary follows the header; on desktop it is a sticky column beside everything.
    <div className="mx-auto grid max-w-7xl gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-x-10">
      <div className="min-w-0 lg:col-start-1">
        <AppHeader app={data} />
      </div>
      {/* The install panel (another feature) goes at the top of this column. */}
      <aside aria-label={t('summary.label')} className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <div className="space-y-4 lg:sticky lg:top-20">
          <AppInstallPanel app={data} onReviewSaved={applyReview} />
          <AppSummary app={data} />
        </div>
      </aside>
      <div className="min-w-0 space-y-8 lg:col-start-1">
        {data.screenshots.length > 0 || data.videoUrl ? (
          <div className="space-y-4">
            {data.videoUrl ? <AppVideo url={data.videoUrl} appName={data.name} /> : null}
            <ScreenshotGallery screenshots={data.screenshots} appName={data.name} />
          </div>
        ) : null}
        <PageSection title={t('app.about')}>
          <RichText html={data.description} className="text-base" />
          {data.tags.length > 0 ? (
            <ul className="mt-4 flex flex-wrap gap-2" aria-label={t('app.tags')}>
              {data.tags.map((tag) => (
                <li key={tag} className="rounded-md bg-ink-100 px-2 py-0.5 text-xs text-ink-600">
                  #{tag}
                </li>
              ))}
            </ul>
          ) : null}
        </PageSection>
        <PageSection title={t('plans.title')}>
          <AppPlans plans={data.plans} />
        </PageSection>
        <PageSection title={t('reviews.title')}>
          <AppReviews app={data} />
        </PageSection>
        <PageSection title={t('versions.title')}>
          <AppVersions versions={data.versions} />
        </PageSection>
        <PageSection title={t('support.title')}>
          <AppSupport support={data.support} />
        </PageSection>
      </div>
    </div>
  );
}
