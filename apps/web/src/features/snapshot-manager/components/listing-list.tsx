import type { TPage } from '@atrium/contracts/endpoint';
import type { TSnapshot, TSnapshotFolder } from '@atrium/contracts/snapshots';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadMoreFooter } from '@/components/ui/load-more-footer';
import { Spinner } from '@/components/ui/spinner';
import { LoadError } from '@/components/ui/state-card';
import { useDeleteListing, useUpdateListing } from '@/features/snapshot-manager/api/listings';
import { errorText } from '@/features/snapshot-manager/utils/error-text';
import { formatNumber } from '@/lib/format';
import { ListingRow } from './listing-row';
import { MoveDialog } from './move-dialog';

interface ListingListProps {
  list: UseInfiniteQueryResult<InfiniteData<TPage<TSnapshot>>>;
  folders: readonly TSnapshotFolder[];
  /** What an empty list shows (it differs with a search, a folder, or nothing published yet). */
  empty: ReactNode;
  /** Whether rows name their folder (when the list spans folders). */
  showFolders: boolean;
}

/** The chosen folder's listings: each can be dragged onto a folder, moved with "Move to…", edited or deleted. */
export function ListingList({ list, folders, empty, showFolders }: ListingListProps) {
  const { t, i18n } = useTranslation('snapshot-manager');
  const [moving, setMoving] = useState<TSnapshot | null>(null);
  const [deleting, setDeleting] = useState<TSnapshot | null>(null);
  const update = useUpdateListing();
  const remove = useDeleteListing();
  const listings = list.data?.pages.flatMap((page) => page.data) ?? [];
  const total = list.data?.pages[0]?.meta.total ?? 0;

  if (list.isPending)
    return (
      <div role="status" className="flex justify-center py-16">
        <Spinner size="lg" />
        <span className="sr-only">{t('listings.loading')}</span>
      </div>
    );
  if (list.isError && listings.length === 0)
    return (
      <LoadError
        title={t('listings.errorTitle')}
        body={errorText(list.error, t('errors.offline'), t('listings.errorBody'))}
        retryLabel={t('actions.retry')}
        retrying={list.isFetching}
        onRetry={() => void list.refetch()}
      />
    );
  if (listings.length === 0) return empty;

  return (
    <div aria-busy={list.isFetching && !list.isFetchingNextPage}>
      <ul className="divide-y divide-ink-100 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink-200">
        {listings.map((listing) => (
          <ListingRow
            key={listing._id}
            listing={listing}
            folderName={showFolders ? (folders.find((f) => f._id === listing.folderId)?.name ?? null) : null}
            onMove={() => {
              update.reset();
              setMoving(listing);
            }}
            onDelete={() => {
              remove.reset();
              setDeleting(listing);
            }}
          />
        ))}
      </ul>
      <LoadMoreFooter
        summary={t('listings.showing', {
          shown: formatNumber(listings.length, i18n.language),
          total: formatNumber(total, i18n.language),
        })}
        hasMore={list.hasNextPage}
        loading={list.isFetchingNextPage}
        onLoadMore={() => void list.fetchNextPage()}
        label={t('listings.loadMore')}
        error={list.isFetchNextPageError ? t('listings.loadMoreFailed') : null}
      />
      <MoveDialog
        name={moving?.name ?? null}
        folders={folders}
        current={moving?.folderId ?? null}
        pending={update.isPending}
        error={update.isError ? errorText(update.error, t('errors.offline'), t('errors.save')) : null}
        onClose={() => setMoving(null)}
        onMove={(folderId) =>
          moving &&
          update.mutate(
            { id: moving._id, body: { folderId } },
            {
              onSuccess: () => {
                setMoving(null);
                toast.success(t('move.listingMoved'));
              },
            },
          )
        }
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('listings.deleteTitle', { name: deleting?.name ?? '' })}
        confirmLabel={t('listings.delete')}
        pending={remove.isPending}
        error={remove.isError ? errorText(remove.error, t('errors.offline'), t('errors.save')) : null}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting._id, {
            onSuccess: () => {
              setDeleting(null);
              toast.success(t('listings.deleted'));
            },
          })
        }
      >
        {t('listings.deleteBody')}
      </ConfirmDialog>
    </div>
  );
}
