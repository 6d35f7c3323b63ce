import { agencyCrmEndpoints, crmEndpoints, type TCrmConnectionKind } from '@atrium/contracts/crm';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { crmKeys } from './crm-keys';

/** GET /api/v1/crm/connections: the agency's connections (agency admins only). */
export const connectionsQuery = () =>
  queryOptions({
    queryKey: crmKeys.connections,
    queryFn: ({ signal }) => apiFetch(crmEndpoints.connections, { signal }),
  });

/** GET /api/v1/agency/get_ghl_company: the linked CRM company, or null. */
export const companyQuery = () =>
  queryOptions({
    queryKey: crmKeys.company,
    queryFn: ({ signal }) => apiFetch(agencyCrmEndpoints.company, { signal }),
  });

/** GET /api/v1/agency/get_app_setup: each connection's state and the scopes its consent left out. */
export const appSetupQuery = () =>
  queryOptions({
    queryKey: crmKeys.appSetup,
    queryFn: ({ signal }) => apiFetch(agencyCrmEndpoints.appSetup, { signal }),
  });

export const useCrmConnections = () => useQuery(connectionsQuery());
export const useCrmCompany = () => useQuery(companyQuery());
export const useCrmAppSetup = () => useQuery(appSetupQuery());

/** Where the browser goes to give consent: the CRM's chooselocation screen, with a signed single-use state. */
export function startCrmConnection(kind: TCrmConnectionKind): Promise<{ url: string }> {
  return apiFetch(crmEndpoints.authorize, { params: { kind }, body: {} });
}

/** The way out to the CRM's consent screen (an object, so tests can watch the call jsdom cannot make). */
export const consentNavigation = { assign: (url: string) => window.location.assign(url) };

/** Connect and Reconnect: asks the server for the consent address and leaves for it. */
export function useStartCrmConnection() {
  return useMutation({
    mutationFn: startCrmConnection,
    onSuccess: ({ url }) => consentNavigation.assign(url),
  });
}

/** Forgets a connection and its tokens; what the page shows of the CRM is read again. */
export function useDisconnectCrm() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch(crmEndpoints.disconnect, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: crmKeys.all }),
  });
}

/** PUT /api/v1/agency/update_ghl_company: the sync's settings, or unlinking the CRM company; the page reads again. */
export function useUpdateCrmCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { autoSync?: boolean; syncContacts?: boolean; unlink?: true }) =>
      apiFetch(agencyCrmEndpoints.updateCompany, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: crmKeys.all }),
  });
}
