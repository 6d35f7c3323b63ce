import type { TMaskedApiKey, TMaskedSecret, TSaveCredentialsBody, TWhitelabelBody } from '@atrium/contracts/app-tokens';
import type { TInstall } from '@atrium/contracts/installs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { installKeys } from './install-keys';
import { useInstallMutation } from './use-install-mutation';

export interface InstallSetup {
  hasApiKey: boolean;
  apiKey: TMaskedApiKey | null;
  credentials: TMaskedSecret[];
}

/** POST /api/v1/app_token/CheckApiKey: what an install has set up, secrets masked to their last 4. */
export async function getInstallSetup(installId: string, token: string | null, signal?: AbortSignal): Promise<InstallSetup> {
  const res = await apiFetch<{ data: InstallSetup }>({
    method: 'POST',
    path: '/app_token/CheckApiKey',
    body: { installId },
    token,
    signal,
  });
  return res.data;
}

export function useInstallSetup(installId: string) {
  const { token } = useSession();
  return useQuery(
    queryOptions({
      queryKey: installKeys.setup(installId),
      queryFn: ({ signal }) => getInstallSetup(installId, token, signal),
      enabled: Boolean(token),
    }),
  );
}

/** POST /api/v1/app_token/save_credentials: replaces the install's saved credentials. */
export async function saveCredentials(body: TSaveCredentialsBody, token: string | null): Promise<TMaskedSecret[]> {
  const res = await apiFetch<{ data: { fields: TMaskedSecret[] } }>({
    method: 'POST',
    path: '/app_token/save_credentials',
    body,
    token,
  });
  return res.data.fields;
}

export type NewApiKey = TMaskedApiKey & { key: string };

/** POST /api/v1/app_token/SaveApiKey: issues or rotates the key; the answer is the only time it is shown in full. */
export async function issueApiKey(installId: string, token: string | null): Promise<NewApiKey> {
  const res = await apiFetch<{ data: NewApiKey }>({ method: 'POST', path: '/app_token/SaveApiKey', body: { installId }, token });
  return res.data;
}

/** PUT /api/v1/app_token/whitelabel-config: how the app presents itself to this install's users. */
export async function saveWhitelabel(body: TWhitelabelBody, token: string | null): Promise<TInstall> {
  const res = await apiFetch<{ data: TInstall }>({ method: 'PUT', path: '/app_token/whitelabel-config', body, token });
  return res.data;
}

export const useSaveCredentials = () => useInstallMutation(saveCredentials);
export const useIssueApiKey = () => useInstallMutation(issueApiKey);
export const useSaveWhitelabel = () => useInstallMutation(saveWhitelabel);
