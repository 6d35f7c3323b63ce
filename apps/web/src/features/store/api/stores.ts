import { storeEndpoints, type TStore, type TStoreCreate, type TStoreUpdate } from '@atrium/contracts/store';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { storeKeys } from './store-keys';

/** GET /api/agency_app/stores: the agency's stores (its team), or its agency's store (a location's people). */
export const storesQuery = () =>
  queryOptions({ queryKey: storeKeys.stores, queryFn: ({ signal }) => apiFetch(storeEndpoints.stores, { signal }) });
export const useStores = () => useQuery(storesQuery());

/** GET /api/agency_app/stores/:storeId: name, currency, and whether Stripe can take its payments. */
export const useStore = (storeId: string, enabled = true) =>
  useQuery({
    queryKey: storeKeys.store(storeId),
    queryFn: ({ signal }) => apiFetch(storeEndpoints.store, { params: { storeId }, signal }),
    enabled: enabled && storeId !== '',
  });

/** POST /api/agency_app/stores: the agency opens its store. */
export function useCreateStore() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TStoreCreate) => apiFetch(storeEndpoints.createStore, { body }),
    onSuccess: (store) => {
      client.setQueryData(storeKeys.store(store._id), store);
      return client.invalidateQueries({ queryKey: storeKeys.stores });
    },
  });
}

/** PUT /api/agency_app/stores/:storeId: name, description, open, currency (until something is sold). */
export function useUpdateStore(storeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TStoreUpdate) => apiFetch(storeEndpoints.updateStore, { params: { storeId }, body }),
    onSuccess: (store: TStore) => {
      client.setQueryData(storeKeys.store(storeId), store);
      return client.invalidateQueries({ queryKey: storeKeys.stores });
    },
  });
}
