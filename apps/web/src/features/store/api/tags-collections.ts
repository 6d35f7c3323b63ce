import { storeEndpoints } from '@atrium/contracts/store';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { storeKeys } from './store-keys';

/** GET /api/agency_app/tags: the store's tags by name, with how many products carry each. */
export const useTags = (storeId: string) =>
  useQuery({
    queryKey: storeKeys.tags(storeId),
    queryFn: ({ signal }) => apiFetch(storeEndpoints.tags, { query: { store_id: storeId }, signal }),
  });

/** GET /api/agency_app/collections: the store's shelves in order, each with its products in theirs. */
export const useCollections = (storeId: string) =>
  useQuery({
    queryKey: storeKeys.collections(storeId),
    queryFn: ({ signal }) => apiFetch(storeEndpoints.collections, { query: { store_id: storeId }, signal }),
  });

/** Tags and collections show on products and in the buyers' store: those are read again too. */
function useShelfMutation<I, O>(storeId: string, mutationFn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: storeKeys.tags(storeId) }),
        client.invalidateQueries({ queryKey: storeKeys.collections(storeId) }),
        client.invalidateQueries({ queryKey: storeKeys.products(storeId) }),
        client.invalidateQueries({ queryKey: ['store', 'storefront', storeId] }),
      ]),
  });
}

export const useCreateTag = (storeId: string) =>
  useShelfMutation(storeId, (name: string) => apiFetch(storeEndpoints.createTag, { body: { storeId, name } }));
export const useRenameTag = (storeId: string) =>
  useShelfMutation(storeId, ({ id, name }: { id: string; name: string }) =>
    apiFetch(storeEndpoints.updateTag, { params: { id }, body: { name } }),
  );
export const useRemoveTag = (storeId: string) =>
  useShelfMutation(storeId, (id: string) => apiFetch(storeEndpoints.removeTag, { params: { id } }));

export interface CollectionInput {
  name: string;
  description: string | null;
  productIds: string[];
  position?: number;
}

export const useCreateCollection = (storeId: string) =>
  useShelfMutation(storeId, (body: CollectionInput) => apiFetch(storeEndpoints.createCollection, { body: { storeId, ...body } }));
export const useUpdateCollection = (storeId: string) =>
  useShelfMutation(storeId, ({ id, body }: { id: string; body: Partial<CollectionInput> }) =>
    apiFetch(storeEndpoints.updateCollection, { params: { id }, body }),
  );
export const useRemoveCollection = (storeId: string) =>
  useShelfMutation(storeId, (id: string) => apiFetch(storeEndpoints.removeCollection, { params: { id } }));
