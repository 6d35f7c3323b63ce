import {
  accountEndpoints,
  type TAccountSession,
  type TPasswordChangeBody,
  type TProfileUpdateBody,
} from '@atrium/contracts/account';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { updateSessionRecords } from '@/lib/session-store';

export const accountKeys = {
  profile: ['account', 'profile'] as const,
  sessions: ['account', 'sessions'] as const,
};

export const profileQuery = () =>
  queryOptions({
    queryKey: accountKeys.profile,
    queryFn: ({ signal }) => apiFetch(accountEndpoints.profile, { signal }),
  });

export const sessionsQuery = () =>
  queryOptions({
    queryKey: accountKeys.sessions,
    queryFn: ({ signal }) => apiFetch(accountEndpoints.sessions, { signal }),
  });

export const useProfile = () => useQuery(profileQuery());
export const useSessions = () => useQuery(sessionsQuery());

/** Name and email; the stored user follows, so the header shows the new name at once. */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TProfileUpdateBody) => apiFetch(accountEndpoints.updateProfile, { body }),
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
    mutationFn: (body: TPasswordChangeBody) => apiFetch(accountEndpoints.changePassword, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}

export function useRevokeSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch(accountEndpoints.revokeSession, { params: { id } }),
    onSuccess: (_data, id) => {
      client.setQueryData<TAccountSession[]>(accountKeys.sessions, (list) => list?.filter((s) => s._id !== id));
      return client.invalidateQueries({ queryKey: accountKeys.sessions });
    },
  });
}
