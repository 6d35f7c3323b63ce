import { crmEndpoints, type TCrmConnection, type TCrmConnectionKind } from '@atrium/contracts/crm';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiFetch } from '@/lib/api-client';
import { crmKeys } from './crm-keys';

/** What the CRM's redirect brought back to /integrations/<kind>. */
export interface CallbackParams {
  kind: TCrmConnectionKind;
  state: string;
  code?: string;
  error?: string;
}

export function completeCrmCallback(params: CallbackParams): Promise<TCrmConnection> {
  return apiFetch(crmEndpoints.callback, { body: params });
}

/**
 * Completes the connection exactly once. The state is single use, so a second POST would fail and hide the first
 * one's success: as a query keyed by the state, React's double effects and remounts share the one request, and
 * nothing sends it again (no retry, never stale). Then everything the page shows of the CRM is read again.
 */
export function useCompleteCrmCallback(params: CallbackParams | null) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: crmKeys.callback(params?.kind ?? '', params?.state ?? ''),
    queryFn: () => completeCrmCallback(params as CallbackParams),
    enabled: params !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnMount: false,
    refetchOnReconnect: false,
    refetchOnWindowFocus: false,
  });
  const connected = query.isSuccess;
  useEffect(() => {
    if (!connected) return;
    void client.invalidateQueries({ queryKey: crmKeys.connections });
    void client.invalidateQueries({ queryKey: crmKeys.company });
    void client.invalidateQueries({ queryKey: crmKeys.appSetup });
  }, [connected, client]);
  return query;
}
