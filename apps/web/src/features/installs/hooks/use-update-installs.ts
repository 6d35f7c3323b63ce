import type { TInstall, TInstallAnswer } from '@atrium/contracts/installs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { applyInstallAnswer } from '@/features/installs/api/apply-install-answer';
import { installApp } from '@/features/installs/api/install-app';
import { updateTargets } from '@/features/installs/utils/install-panel-view';
import { useSession } from '@/lib/session-store';

/**
 * Updates the installs behind to the latest version: installing again keeps the plan and the place. The
 * last answer holds the state after every call, and is applied as it is.
 */
export function useUpdateInstalls(app: { _id: string; name: string }) {
  const { t } = useTranslation('installs');
  const { token } = useSession();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async (installs: TInstall[]) => {
      let last: TInstallAnswer | null = null;
      for (const { target, planId } of updateTargets(installs))
        last = await installApp({ appId: app._id, planId, target }, token);
      return last;
    },
    onSuccess: (last) => {
      if (last) applyInstallAnswer(queryClient, app._id, last.state);
    },
  });
  const update = (installs: TInstall[]) => {
    mutation.mutate(installs, {
      onSuccess: () => toast.success(t('toast.updated', { name: app.name })),
      onError: (err) => toast.error(t('states.error', { message: err.message })),
    });
  };
  return { update, pending: mutation.isPending };
}
