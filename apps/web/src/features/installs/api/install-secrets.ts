import {
  appTokenEndpoints,
  type TMaskedSecret,
  type TSaveCredentialsBody,
  type TWhitelabelBody,
} from '@atrium/contracts/app-tokens';
import type { EndpointResult } from '@atrium/contracts/endpoint';
import type { TInstall } from '@atrium/contracts/installs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';
import { installKeys } from './install-keys';
import { useInstallMutation } from './use-install-mutation';

export type InstallSetup = EndpointResult<typeof appTokenEndpoints.checkApiKey>;

/** POST /api/v1/app_token/CheckApiKey: what an install has set up, secrets masked to their last 4. */
export function getInstallSetup(installId: string, token: string | null, signal?: AbortSignal): Promise<InstallSetup> {
  return apiFetch(appTokenEndpoints.checkApiKey, { body: { installId }, token, signal });
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
  const saved = await apiFetch(appTokenEndpoints.saveCredentials, { body, token });
  return saved.fields;
}

export type NewApiKey = EndpointResult<typeof appTokenEndpoints.saveApiKey>;

/** POST /api/v1/app_token/SaveApiKey: issues or rotates the key; the answer is the only time it is shown in full. */
export function issueApiKey(installId: string, token: string | null): Promise<NewApiKey> {
  return apiFetch(appTokenEndpoints.saveApiKey, { body: { installId }, token });
}

/** PUT /api/v1/app_token/whitelabel-config: how the app presents itself to this install's users. */
export function saveWhitelabel(body: TWhitelabelBody, token: string | null): Promise<TInstall> {
  return apiFetch(appTokenEndpoints.whitelabel, { body, token });
}

export const useSaveCredentials = () => useInstallMutation(saveCredentials);
export const useIssueApiKey = () => useInstallMutation(issueApiKey);
export const useSaveWhitelabel = () => useInstallMutation(saveWhitelabel);
