import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RichText } from '@/components/ui/rich-text';
import { usePartner } from '@/features/marketplace/api/get-partner';
import { AppGrid } from '@/features/marketplace/components/app-grid';
import { AppIcon } from '@/features/marketplace/components/app-icon';
import { DetailSkeleton } from '@/features/marketplace/components/detail-skeleton';
import { EmptyState, isNotFound, LoadError, NotFoundPage } from '@/features/marketplace/components/marketplace-states';
import { SnapshotList } from '@/features/snapshots/components/snapshot-list';
import { formatCompact } from '@/lib/format';
import { usePageTitle } from '@/lib/preferences/preferences-context';

/** `/partner/:slug`: a partner's profile, its live apps and its marketplace snapshots. */
export function PartnerPage() {
  const { t, i18n } = useTranslation('marketplace');
  const { slug = '' } = useParams();
  const partner = usePartner(slug);
  usePageTitle(partner.data?.name ?? t('partners.pageTitle'));

  if (partner.isPending) return <DetailSkeleton label={t('partners.loading')} />;
  if (partner.isError) {
    if (isNotFound(partner.error)) return <NotFoundPage title={t('notFound.partnerTitle')} body={t('notFound.partnerBody')} />;
    return <LoadError error={partner.error} onRetry={() => void partner.refetch()} />;
  }
  const data = partner.data;
  const website = data.website && /^https?:\/\//i.test(data.website) ? data.website : null;

  return (
    <div className="mx-auto max-w-7xl space-y-10">
      <header className="flex flex-col gap-6 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-ink-200 sm:flex-row sm:items-start sm:p-8">
        <AppIcon name={data.name} type="partner" iconUrl={data.logoUrl} size="lg" />
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold tracking-wide text-brand-600 uppercase">{t('partners.eyebrow')}</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-ink-900">{data.name}</h1>
          <p dir="auto" className="mt-1 text-base text-ink-600">
            {data.tagline}
          </p>
          <RichText html={data.description} className="mt-4 max-w-3xl" />
          <div className="mt-5 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm text-ink-600">
            <span className="font-medium">{t('partners.apps', { count: data.appCount })}</span>
            <span className="font-medium">
              {t('card.installs', { count: data.totalInstalls, formatted: formatCompact(data.totalInstalls, i18n.language) })}
            </span>
            {website ? (
              <a
                href={website}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold text-brand-600 hover:text-brand-800 hover:underline"
              >
                {t('partners.website')}
              </a>
            ) : null}
          </div>
        </div>
      </header>
      <section aria-labelledby="partner-apps">
        <h2 id="partner-apps" className="mb-4 text-xl font-semibold tracking-tight text-ink-900">
          {t('partners.appsBy', { name: data.name })}
        </h2>
        {data.apps.length === 0 ? <EmptyState title={t('partners.noApps')} /> : <AppGrid apps={data.apps} />}
      </section>
      <section aria-labelledby="partner-snapshots">
        <h2 id="partner-snapshots" className="mb-4 text-xl font-semibold tracking-tight text-ink-900">
          {t('snapshots.partnerTitle', { name: data.name })}
        </h2>
        <SnapshotList
          filters={{ scope: 'marketplace', partnerId: data._id }}
          emptyTitle={t('snapshots.partnerEmptyTitle')}
          emptyBody={t('snapshots.partnerEmptyBody', { name: data.name })}
        />
      </section>
    </div>
  );
}
