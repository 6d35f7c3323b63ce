import { notificationEndpoints, type TNotificationPreference } from '@atrium/contracts/notifications';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { notificationKeys } from './notification-keys';

/** GET /api/v1/notifications/preferences: every kind with my channel for it. */
export async function getPreferences(signal?: AbortSignal): Promise<TNotificationPreference[]> {
  return apiFetch(notificationEndpoints.preferences, { signal });
}

/** PUT /api/v1/notifications/preferences: the kinds sent change, the rest stay; answers with every kind. */
export async function savePreferences(preferences: TNotificationPreference[]): Promise<TNotificationPreference[]> {
  return apiFetch(notificationEndpoints.setPreferences, { body: { preferences } });
}

export const preferencesQueryOptions = () =>
  queryOptions({ queryKey: notificationKeys.preferences(), queryFn: ({ signal }) => getPreferences(signal) });

export function usePreferences() {
  return useQuery(preferencesQueryOptions());
}

/** Saves and keeps the server's answer as the cached preferences (no second request). */
export function useSavePreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: savePreferences,
    onSuccess: (saved) => client.setQueryData(notificationKeys.preferences(), saved),
  });
}
