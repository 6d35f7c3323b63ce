import { snapshotEndpoints } from '@atrium/contracts/snapshots';
import { storeEndpoints, type TStoreProductCreate, type TStoreProductUpdate } from '@atrium/contracts/store';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { storeKeys } from './store-keys';

export interface ProductFilters {
  status?: 'draft' | 'published' | 'archived';
  tag?: string;
  q?: string;
}

/** GET /api/agency_app/app_creator/services: the store's products for its owner (a store sells at most a few hundred). */
export const useProducts = (storeId: string, filters: ProductFilters = {}) =>
  useQuery({
    queryKey: storeKeys.productList(storeId, filters),
    queryFn: ({ signal }) => apiFetch(storeEndpoints.products, { query: { store_id: storeId, limit: 100, ...filters }, signal }),
  });

export const useProduct = (id: string | null) =>
  useQuery({
    queryKey: storeKeys.product(id ?? ''),
    queryFn: ({ signal }) => apiFetch(storeEndpoints.product, { params: { id: id ?? '' }, signal }),
    enabled: id !== null,
  });

/** A product changes lists, tags' counts, collections and the buyers' store: all read again. */
function useProductMutation<I, O>(storeId: string, mutationFn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: storeKeys.products(storeId) }),
        client.invalidateQueries({ queryKey: ['store', 'product'] }),
        client.invalidateQueries({ queryKey: storeKeys.tags(storeId) }),
        client.invalidateQueries({ queryKey: ['store', 'storefront', storeId] }),
        client.invalidateQueries({ queryKey: storeKeys.store(storeId) }),
      ]),
  });
}

/** POST /api/agency_app/app_creator/services (a published one is synced to Stripe on the way). */
export const useCreateProduct = (storeId: string) =>
  useProductMutation(storeId, (body: TStoreProductCreate) => apiFetch(storeEndpoints.createProduct, { body }));

export const useUpdateProduct = (storeId: string) =>
  useProductMutation(storeId, ({ id, body }: { id: string; body: TStoreProductUpdate }) =>
    apiFetch(storeEndpoints.updateProduct, { params: { id }, body }),
  );

/** DELETE: gone when nobody bought it, archived otherwise (the answer says which). */
export const useRemoveProduct = (storeId: string) =>
  useProductMutation(storeId, (id: string) => apiFetch(storeEndpoints.removeProduct, { params: { id } }));

/** The agency's own snapshot listings, which a snapshot product loads (GET /api/v1/snap_shot/list-snapshots?scope=mine). */
export const useAgencySnapshots = (enabled: boolean) =>
  useQuery({
    queryKey: storeKeys.snapshots,
    queryFn: ({ signal }) => apiFetch(snapshotEndpoints.list, { query: { scope: 'mine', sort: 'name', limit: 100 }, signal }),
    enabled,
  });
