import { crmSyncEndpoints } from '@atrium/contracts/crm-sync';
import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { crmKeys } from './crm-keys';

export const CONTACTS_PAGE_SIZE = 25;

/** GET /api/v1/crm/contacts/locations: the locations whose contacts the viewer may read (a location person: its own). */
export const contactLocationsQuery = () =>
  queryOptions({
    queryKey: crmKeys.contactLocations,
    queryFn: ({ signal }) => apiFetch(crmSyncEndpoints.contactLocations, { signal }),
  });

/** GET /api/v1/crm/locations/:id/contacts: one location's CRM contacts by name, searchable, keyset paged. */
export const contactsQuery = (locationId: string, q: string) =>
  infiniteQueryOptions({
    queryKey: crmKeys.contacts(locationId, q),
    queryFn: ({ pageParam, signal }) =>
      apiFetch(crmSyncEndpoints.contacts, {
        params: { id: locationId },
        query: { q: q || undefined, limit: CONTACTS_PAGE_SIZE, cursor: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.meta.nextCursor ?? undefined,
    // A new search keeps the old rows on screen (dimmed) until the new ones arrive.
    placeholderData: keepPreviousData,
    enabled: Boolean(locationId),
  });

export const useContactLocations = () => useQuery(contactLocationsQuery());
export const useContacts = (locationId: string, q: string) => useInfiniteQuery(contactsQuery(locationId, q));
