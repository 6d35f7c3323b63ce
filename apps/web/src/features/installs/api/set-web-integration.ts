import { installEndpoints, type TWebIntegrationBody } from '@atrium/contracts/installs';
import { apiFetch } from '@/lib/api-client';
import { useInstallMutation } from './use-install-mutation';

/** POST /api/v1/app/enable_web_integration_location: switches the app's website widget for one location. */
export async function setWebIntegration(body: TWebIntegrationBody, token: string | null): Promise<void> {
  await apiFetch(installEndpoints.webIntegration, { body, token });
}

export function useSetWebIntegration() {
  return useInstallMutation(setWebIntegration);
}
