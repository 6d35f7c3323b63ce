import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RowHeading } from '@/components/ui/row-heading';
import { useSnapshotList } from '@/features/snapshots/api/list-snapshots';
import { SnapshotGrid, SnapshotGridSkeleton } from './snapshot-grid';

/**
 * The home page's row of marketplace snapshots, newest first; 'See all' switches the catalogue to snapshots. Hidden
 * when there are none or they fail to load: the row is an invitation, not a screen of its own.
 */
export function SnapshotCollection({ limit = 4 }: { limit?: number }) {
  const { t } = useTranslation('marketplace');
  const headingId = useId();
  const list = useSnapshotList({ scope: 'marketplace', sort: 'popular' });
  const snapshots = list.data?.pages[0]?.data ?? [];
  if (list.isError || (list.isSuccess && snapshots.length === 0)) return null;
  const title = t('snapshots.collectionTitle');
  return (
    <section aria-labelledby={headingId} className="[contain-intrinsic-size:auto_30rem] [content-visibility:auto]">
      <RowHeading
        id={headingId}
        title={title}
        subtitle={t('snapshots.collectionBody')}
        seeAll="?type=snapshots"
        seeAllLabel={t('collections.seeAll')}
        seeAllName={t('collections.seeAllOf', { title })}
      />
      {list.isPending ? (
        <SnapshotGridSkeleton label={t('snapshots.loading')} />
      ) : (
        <SnapshotGrid snapshots={snapshots.slice(0, limit)} />
      )}
    </section>
  );
}
