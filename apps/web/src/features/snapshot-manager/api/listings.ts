import {
  snapshotEndpoints,
  type TSnapshot,
  type TSnapshotAssetGroup,
  type TSnapshotCreate,
  type TSnapshotUpdate,
} from '@atrium/contracts/snapshots';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { managerKeys } from './manager-keys';

/** GET /api/v1/snap_shot/get-single-snapshot: one listing whole, for editing. */
export const listingDetailQuery = (id: string) =>
  queryOptions({
    queryKey: managerKeys.detail(id),
    queryFn: ({ signal }) => apiFetch(snapshotEndpoints.getSingle, { query: { snapshot_id: id }, signal }),
  });
export const useListingDetail = (id: string) => useQuery(listingDetailQuery(id));

/** Every write changes what lists show: they are read again (the listings sit under one key). */
function useListingMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: managerKeys.listings }),
        client.invalidateQueries({ queryKey: managerKeys.listingPages }),
      ]),
  });
}

/** POST /api/v1/snap_shot/create-agency_snapshot: one of the agency's CRM snapshots becomes a listing. */
export const useCreateListing = () => useListingMutation((body: TSnapshotCreate) => apiFetch(snapshotEndpoints.create, { body }));

/** PUT /api/v1/snap_shot/:id: text, pictures, visibility, price or folder (a move is just the folder). */
export const useUpdateListing = () =>
  useListingMutation(
    ({ id, body }: { id: string; body: TSnapshotUpdate }): Promise<TSnapshot> =>
      apiFetch(snapshotEndpoints.update, { params: { id }, body }),
  );

/** DELETE /api/v1/snap_shot/:id: the CRM snapshot and the locations that have it stay as they are. */
export const useDeleteListing = () => useListingMutation((id: string) => apiFetch(snapshotEndpoints.remove, { params: { id } }));

/** POST /api/v1/snap_shot/publish-version: locations on older versions will see "Update available". */
export const usePublishVersion = () =>
  useListingMutation((body: { snapshot_id: string; releaseNotes: string; contents?: TSnapshotAssetGroup[] }) =>
    apiFetch(snapshotEndpoints.publishVersion, { body }),
  );
