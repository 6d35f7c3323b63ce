import type { TUninstallAppBody } from '@atrium/contracts/installs';
import { apiFetch } from '../../../lib/api-client';
import { useInstallMutation } from './use-install-mutation';

/** POST /api/v1/app/remove_subscription: uninstalls and cleans up the install's secrets and web integration. */
export async function uninstallApp(body: TUninstallAppBody, token: string | null): Promise<number> {
  const res = await apiFetch<{ data: { removed: number } }>({ method: 'POST', path: '/app/remove_subscription', body, token });
  return res.data.removed;
}

export function useUninstallApp() {
  return useInstallMutation(uninstallApp);
}
