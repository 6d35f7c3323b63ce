import type { TAccountSession, TPasswordChangeBody, TProfileUpdateBody } from '@atrium/contracts/account';
import type { TUser } from '@atrium/contracts/users';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { updateSessionRecords } from '../../../lib/session-store';

export const accountKeys = {
  profile: ['account', 'profile'] as const,
  sessions: ['account', 'sessions'] as const,
};

export const profileQuery = () =>
  queryOptions({
    queryKey: accountKeys.profile,
    queryFn: async ({ signal }) => (await apiFetch<{ data: TUser }>({ method: 'GET', path: '/account', signal })).data,
  });

export const sessionsQuery = () =>
  queryOptions({
    queryKey: accountKeys.sessions,
    queryFn: async ({ signal }) =>
      (await apiFetch<{ data: TAccountSession[] }>({ method: 'GET', path: '/account/sessions', signal })).data,
  });

export const useProfile = () => useQuery(profileQuery());
export const useSessions = () => useQuery(sessionsQuery());

/** Name and email; the stored user follows, so the header shows the new name at once. */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: TProfileUpdateBody) =>
      (await apiFetch<{ data: TUser }>({ method: 'PUT', path: '/account', body })).data,
    onSuccess: (user) => {
      client.setQueryData(accountKeys.profile, user);
      updateSessionRecords({ user });
    },
  });
}

/** A new password; the server signs out the other sessions, so the list is read again. */
export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: TPasswordChangeBody) =>
      (await apiFetch<{ data: { signedOut: number } }>({ method: 'PUT', path: '/account/password', body })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}

export function useRevokeSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<{ data: { ok: true } }>({ method: 'DELETE', path: `/account/sessions/${encodeURIComponent(id)}` }),
    onSuccess: (_data, id) => {
      client.setQueryData<TAccountSession[]>(accountKeys.sessions, (list) => list?.filter((s) => s._id !== id));
      return client.invalidateQueries({ queryKey: accountKeys.sessions });
    },
  });
}
