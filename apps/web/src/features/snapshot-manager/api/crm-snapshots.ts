import { agencyCrmEndpoints } from '@atrium/contracts/crm';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { managerKeys } from './manager-keys';

/** GET /api/v1/agency/list-snapshots: the agency's snapshots in its CRM, the ones it may publish. */
export const crmSnapshotsQuery = () =>
  queryOptions({
    queryKey: managerKeys.crmSnapshots,
    queryFn: ({ signal }) => apiFetch(agencyCrmEndpoints.snapshots, { signal }),
    // A 409 (not connected, reconnect, scope missing) is an answer to show, not a hiccup to retry.
    retry: false,
  });

export const useCrmSnapshots = () => useQuery(crmSnapshotsQuery());
