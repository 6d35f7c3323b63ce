import { installEndpoints, type TUninstallAnswer, type TUninstallAppBody } from '@atrium/contracts/installs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';
import { applyInstallAnswer } from './apply-install-answer';

/** POST /api/v1/app/remove_subscription: uninstalls and cleans up the install's secrets and web integration. */
export function uninstallApp(body: TUninstallAppBody, token: string | null): Promise<TUninstallAnswer> {
  return apiFetch(installEndpoints.uninstall, { body, token });
}

/** Uninstalls; the viewer's new state in the answer is applied as it is. */
export function useUninstallApp() {
  const { token } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUninstallAppBody) => uninstallApp(body, token),
    onSuccess: (answer, body) => {
      applyInstallAnswer(queryClient, body.appId, answer.state);
      // Paid installs were not removed but their subscriptions cancelled: those now say when they end.
      if (body.when || answer.endingSubscriptions?.length)
        void queryClient.invalidateQueries({ queryKey: ['installs', 'subscriptions'] });
    },
  });
}
