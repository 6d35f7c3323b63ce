import type { TAppInstallState } from '@atrium/contracts/installs';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-classes';
import { useRequestApproval } from '@/features/installs/api/approvals';
import { useUpdateInstalls } from '@/features/installs/hooks/use-update-installs';
import type { InstallableApp, PanelAction as TPanelAction } from '@/features/installs/utils/install-panel-view';
import { StatusBadge } from './status-badge';

interface PanelActionProps {
  action: TPanelAction;
  app: InstallableApp;
  state: TAppInstallState;
  onInstall: () => void;
}

/** The panel's headline: a status and the one main thing the viewer can do about it. */
export function PanelAction({ action, app, state, onInstall }: PanelActionProps) {
  const { t } = useTranslation('installs');
  const location = useLocation();
  const request = useRequestApproval();
  const updater = useUpdateInstalls(app);

  switch (action.kind) {
    case 'sign_in': {
      const back = encodeURIComponent(`${location.pathname}${location.search}`);
      return (
        <>
          <p className="text-sm text-ink-600">{t('panel.signInHint')}</p>
          <Link to={`/login?redirectTo=${back}`} className={buttonClasses('primary', 'lg', 'mt-4 w-full')}>
            {t('actions.signInToInstall')}
          </Link>
        </>
      );
    }
    case 'install':
      return (
        <>
          <p className="text-sm text-ink-600">{t('panel.installHint')}</p>
          <Button size="lg" className="mt-4 w-full" onClick={onInstall}>
            {t('actions.install')}
          </Button>
        </>
      );
    case 'installed':
      return (
        <>
          <StatusBadge tone="success">{t('status.installed')}</StatusBadge>
          {action.canAddMore ? (
            <Button variant="secondary" className="mt-4 w-full" onClick={onInstall}>
              {t('actions.installMore')}
            </Button>
          ) : null}
        </>
      );
    case 'update': {
      const stale = state.installs.find((i) => i.updateAvailable);
      return (
        <>
          <StatusBadge tone="warning">{t('status.updateAvailable')}</StatusBadge>
          {stale?.version && stale.latestVersion ? (
            <p className="mt-2 text-sm text-ink-600">{t('panel.versions', { from: stale.version, to: stale.latestVersion })}</p>
          ) : null}
          <Button size="lg" className="mt-4 w-full" loading={updater.pending} onClick={() => updater.update(state.installs)}>
            {t('actions.update')}
          </Button>
        </>
      );
    }
    case 'request_approval':
      return (
        <>
          <StatusBadge tone="info">{t('status.needsApproval')}</StatusBadge>
          <p className="mt-2 text-sm text-ink-600">{t('panel.needsApprovalHint')}</p>
          <Button
            size="lg"
            className="mt-4 w-full"
            loading={request.isPending}
            onClick={() =>
              request.mutate(app._id, {
                onSuccess: () => toast.success(t('toast.approvalRequested')),
                onError: (err) => toast.error(t('states.error', { message: err.message })),
              })
            }
          >
            {t('actions.requestApproval')}
          </Button>
        </>
      );
    case 'approval_requested':
      return (
        <>
          <StatusBadge tone="info">{t('status.approvalRequested')}</StatusBadge>
          <p className="mt-2 text-sm text-ink-600">{t('panel.approvalRequestedHint')}</p>
        </>
      );
    default:
      return (
        <>
          <StatusBadge tone="muted">{t('status.notAllowed')}</StatusBadge>
          <p className="mt-2 text-sm text-ink-600">{t(`panel.notAllowed.${action.reason}`)}</p>
        </>
      );
  }
}
