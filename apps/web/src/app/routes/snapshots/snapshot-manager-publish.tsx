import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFolders } from '@/features/snapshot-manager/api/folders';
import { PublishForm } from '@/features/snapshot-manager/components/publish-form';
import { useSnapshotList } from '@/features/snapshots/api/list-snapshots';
import { useSearchParams } from '@/lib/use-search-params';
import { ManagerSection } from './snapshot-manager-section';

/** `/snapshots/new`: publish one of the agency's CRM snapshots; it opens in the folder it was asked from. */
export function ManagerPublish() {
  const { t } = useTranslation('snapshot-manager');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const folders = useFolders();
  // Which CRM snapshots are listed already: the agency's own listings (a hundred cover any agency's CRM).
  const mine = useSnapshotList({ scope: 'mine', sort: 'name' }, { pageSize: 100 });
  const listed = new Set(
    mine.data?.pages.flatMap((page) => page.data.flatMap((s) => (s.crmSnapshotId ? [s.crmSnapshotId] : []))) ?? [],
  );
  return (
    <ManagerSection id="manager-publish" title={t('publish.title')} body={t('publish.body')}>
      <PublishForm
        folders={folders.data ?? []}
        listed={listed}
        initialFolder={params.get('folder')}
        onPublished={(listing) => navigate(listing.folderId ? `/snapshots?folder=${listing.folderId}` : '/snapshots')}
      />
    </ManagerSection>
  );
}
