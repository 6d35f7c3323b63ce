import { apiFetch } from '../../../lib/api-client';
import { useInstallMutation } from './use-install-mutation';

export interface WebIntegrationInput {
  appId: string;
  locationId: string;
  enabled: boolean;
}

/** POST /api/v1/app/enable_web_integration_location: switches the app's website widget for one location. */
export async function setWebIntegration(body: WebIntegrationInput, token: string | null): Promise<void> {
  await apiFetch<unknown>({ method: 'POST', path: '/app/enable_web_integration_location', body, token });
}

export function useSetWebIntegration() {
  return useInstallMutation(setWebIntegration);
}
