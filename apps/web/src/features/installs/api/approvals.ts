import type { TApproval } from '@atrium/contracts/installs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { installKeys } from './install-keys';
import { useInstallMutation } from './use-install-mutation';

/** GET /api/v1/app/approvals: the agency's approved apps and its locations' pending requests. */
export async function getApprovals(token: string | null, signal?: AbortSignal): Promise<TApproval[]> {
  const res = await apiFetch<{ data: TApproval[] }>({ method: 'GET', path: '/app/approvals', token, signal });
  return res.data;
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
export async function approveApp(appId: string, token: string | null): Promise<TApproval> {
  const res = await apiFetch<{ data: TApproval }>({ method: 'POST', path: '/app/approvals', body: { appId }, token });
  return res.data;
}

/** POST /api/v1/app/approval_requests (location admin): asks the agency to approve the app. */
export async function requestApproval(appId: string, token: string | null): Promise<TApproval> {
  const res = await apiFetch<{ data: TApproval }>({ method: 'POST', path: '/app/approval_requests', body: { appId }, token });
  return res.data;
}

/** DELETE /api/v1/app/approvals/:appId: revokes an approval (or declines a request). */
export async function revokeApproval(appId: string, token: string | null): Promise<void> {
  await apiFetch<unknown>({ method: 'DELETE', path: `/app/approvals/${encodeURIComponent(appId)}`, token });
}

export const useApproveApp = () => useInstallMutation(approveApp);
export const useRequestApproval = () => useInstallMutation(requestApproval);
export const useRevokeApproval = () => useInstallMutation(revokeApproval);
