import type { agencyEndpoints } from '@atrium/contracts/agencies';
import type { userEndpoints } from '@atrium/contracts/users';
import { callEndpoint, firstLoadEndpoint } from './api-client';
import { once } from './load-once';
import { clearSession, getSession, updateSessionRecords } from './session-store';

export type RefreshOutcome = 'signed-out' | 'refreshed' | 'cleared' | 'kept';

const getUser = firstLoadEndpoint<typeof userEndpoints.get>({ method: 'GET', path: '/api/v1/user/:id', kind: 'data' });
const getAgency = firstLoadEndpoint<typeof agencyEndpoints.get>({ method: 'GET', path: '/api/v1/agency/:id', kind: 'data' });

/** The records a stale or revoked session must not keep showing. */
const isGone = (status: number) => status === 401 || status === 404;

/**
 * Start-up refresh (SPEC 4): the stored user and agency are already on screen; fetch them again
 * by _id with the stored token. 401/404 mean the session or the record is gone, so sign out;
 * any other failure (offline, 5xx) keeps the stored copies so the app still opens.
 */
export async function refreshStoredSession(signal?: AbortSignal): Promise<RefreshOutcome> {
  const { token, user, agency } = getSession();
  if (!token || !user) return 'signed-out';

  const userResult = await callEndpoint(getUser, { params: { id: user._id }, token, signal });
  if (!userResult.ok) {
    if (!isGone(userResult.error.status)) return 'kept';
    clearSession();
    return 'cleared';
  }
  const freshUser = userResult.data;
  const agencyId = freshUser.agencyId ?? agency?._id ?? null;
  if (!agencyId) {
    updateSessionRecords({ user: freshUser, agency: null });
    return 'refreshed';
  }

  const agencyResult = await callEndpoint(getAgency, { params: { id: agencyId }, token, signal });
  if (!agencyResult.ok) {
    if (!isGone(agencyResult.error.status)) {
      updateSessionRecords({ user: freshUser });
      return 'kept';
    }
    clearSession();
    return 'cleared';
  }
  updateSessionRecords({ user: freshUser, agency: agencyResult.data });
  return 'refreshed';
}

/** The start-up refresh runs once per page load; `useStartup` shows the overlay until it is done. */
export const sessionRefresh = once(() => refreshStoredSession(), 'kept' as RefreshOutcome);
