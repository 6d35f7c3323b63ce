import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button-classes';
import { Spinner } from '@/components/ui/spinner';
import { LoadError, StateCard } from '@/components/ui/state-card';
import { useFolders } from '@/features/snapshot-manager/api/folders';
import { useListingDetail } from '@/features/snapshot-manager/api/listings';
import { EditListing } from '@/features/snapshot-manager/components/edit-listing';
import { errorText } from '@/features/snapshot-manager/utils/error-text';
import { ApiError } from '@/lib/api-client';
import { ManagerSection } from './snapshot-manager-section';

/** `/snapshots/:listingId/edit`: one of the agency's listings, its custom fields, a new version, or deleting it. */
export function ManagerEdit() {
  const { t } = useTranslation('snapshot-manager');
  const { listingId = '' } = useParams();
  const navigate = useNavigate();
  const detail = useListingDetail(listingId);
  const folders = useFolders();

  if (detail.isPending)
    return (
      <div role="status" className="flex justify-center py-16">
        <Spinner size="lg" />
        <span className="sr-only">{t('edit.loading')}</span>
      </div>
    );
  const back = (
    <Link to="/snapshots" className={buttonClasses('secondary')}>
      {t('edit.back')}
    </Link>
  );
  if (detail.isError) {
    if (detail.error instanceof ApiError && (detail.error.status === 404 || detail.error.status === 400))
      return <StateCard icon="search" title={t('edit.notFoundTitle')} body={t('edit.notFoundBody')} action={back} />;
    return (
      <LoadError
        title={t('edit.errorTitle')}
        body={errorText(detail.error, t('errors.offline'), t('listings.errorBody'))}
        retryLabel={t('actions.retry')}
        retrying={detail.isFetching}
        onRetry={() => void detail.refetch()}
      />
    );
  }
  if (!detail.data.viewer.owns)
    return <StateCard icon="shield" title={t('edit.notOwnTitle')} body={t('edit.notOwnBody')} action={back} />;

  return (
    <ManagerSection id="manager-edit" title={t('edit.title', { name: detail.data.name })}>
      <EditListing
        key={detail.data._id}
        listing={detail.data}
        folders={folders.data ?? []}
        onDeleted={() => navigate('/snapshots')}
      />
    </ManagerSection>
  );
}
