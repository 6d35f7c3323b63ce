import { installEndpoints, type TApproval } from '@atrium/contracts/installs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';
import { installKeys } from './install-keys';
import { useInstallMutation } from './use-install-mutation';

/** GET /api/v1/app/approvals: the agency's approved apps and its locations' pending requests. */
export function getApprovals(token: string | null, signal?: AbortSignal): Promise<TApproval[]> {
  return apiFetch(installEndpoints.approvals, { token, signal });
}

export const approvalsQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: installKeys.approvals(),
    queryFn: ({ signal }) => getApprovals(token, signal),
    enabled: Boolean(token),
  });

export function useApprovals() {
  const { token } = useSession();
  return useQuery(approvalsQueryOptions(token));
}

/** POST /api/v1/app/approvals (agency admin): lets the agency's location admins install the app. */
export function approveApp(appId: string, token: string | null): Promise<TApproval> {
  return apiFetch(installEndpoints.approve, { body: { appId }, token });
}

/** POST /api/v1/app/approval_requests (location admin): asks the agency to approve the app. */
export function requestApproval(appId: string, token: string | null): Promise<TApproval> {
  return apiFetch(installEndpoints.requestApproval, { body: { appId }, token });
}

/** DELETE /api/v1/app/approvals/:appId: revokes an approval (or declines a request). */
export async function revokeApproval(appId: string, token: string | null): Promise<void> {
  await apiFetch(installEndpoints.revokeApproval, { params: { appId }, token });
}

export const useApproveApp = () => useInstallMutation(approveApp);
export const useRequestApproval = () => useInstallMutation(requestApproval);
export const useRevokeApproval = () => useInstallMutation(revokeApproval);
