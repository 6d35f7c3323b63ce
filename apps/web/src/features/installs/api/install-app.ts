import { installEndpoints, type TInstallAnswer, type TInstallAppBody } from '@atrium/contracts/installs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';
import { applyInstallAnswer } from './apply-install-answer';

/** POST /api/v1/app/update_app_with_company_id: installs, or (again) changes the plan / updates to the latest version. */
export function installApp(body: TInstallAppBody, token: string | null): Promise<TInstallAnswer> {
  return apiFetch(installEndpoints.install, { body, token });
}

/** Installs; the answer (the installs and the viewer's new state) is applied as it is, nothing refetched. */
export function useInstallApp() {
  const { token } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TInstallAppBody) => installApp(body, token),
    onSuccess: (answer, body) => applyInstallAnswer(queryClient, body.appId, answer.state),
  });
}
