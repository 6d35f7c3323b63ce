import type { TInstall } from '@atrium/contracts/installs';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session-store';
import { installApp } from '../api/install-app';
import { useInstallMutation } from '../api/use-install-mutation';
import { updateTargets } from '../utils/install-panel-view';

/** Updates the installs behind to the latest version: installing again keeps the plan and the place. */
export function useUpdateInstalls(app: { _id: string; name: string }) {
  const { t } = useTranslation('installs');
  const { token } = useSession();
  const mutation = useInstallMutation(async (installs: TInstall[]) => {
    for (const { target, planId } of updateTargets(installs)) await installApp({ appId: app._id, planId, target }, token);
  });
  const update = (installs: TInstall[]) => {
    mutation.mutate(installs, {
      onSuccess: () => toast.success(t('toast.updated', { name: app.name })),
      onError: (err) => toast.error(t('states.error', { message: err.message })),
    });
  };
  return { update, pending: mutation.isPending };
}
