import type { TInstall, TInstallAppBody } from '@atrium/contracts/installs';
import { apiFetch } from '../../../lib/api-client';
import { useInstallMutation } from './use-install-mutation';

/** POST /api/v1/app/update_app_with_company_id: installs, or (again) changes the plan / updates to the latest version. */
export async function installApp(body: TInstallAppBody, token: string | null): Promise<TInstall[]> {
  const res = await apiFetch<{ data: { installs: TInstall[] } }>({
    method: 'POST',
    path: '/app/update_app_with_company_id',
    body,
    token,
  });
  return res.data.installs;
}

export function useInstallApp() {
  return useInstallMutation(installApp);
}
