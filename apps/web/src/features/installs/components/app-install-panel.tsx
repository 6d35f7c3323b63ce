import type { TAppSubscription } from '@atrium/contracts/app-billing';
import type { TSubmitFeedbackResult } from '@atrium/contracts/installs';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAppSubscriptions } from '@/features/installs/api/app-subscriptions';
import { useInstallState } from '@/features/installs/api/get-install-state';
import { isPaidPlan } from '@/features/installs/utils/format';
import { type InstallableApp, isAgencyAdmin, panelAction, type Viewer } from '@/features/installs/utils/install-panel-view';
import { useSession } from '@/lib/session-store';
import { AppSubscriptions } from './app-subscriptions';
import { ChangePlanDialog } from './change-plan-dialog';
import { InstallDialog } from './install-dialog';
import { InstalledPlaces } from './installed-places';
import { PanelAction } from './panel-action';
import { ReviewDialog } from './review-dialog';
import { UninstallDialog } from './uninstall-dialog';

type Open = 'install' | 'uninstall' | 'review' | null;

/**
 * The app page's install panel: the viewer's state for this app (GET /app/install_state) as one main
 * action, where it is installed, uninstall and the review. Every write's answer updates the state.
 */
export function AppInstallPanel({
  app,
  onReviewSaved,
}: {
  app: InstallableApp;
  /** The page's own reaction to a saved review (its rating and review list, another feature's). */
  onReviewSaved?: (result: TSubmitFeedbackResult, editing: boolean) => void;
}) {
  const { t, ready } = useTranslation('installs');
  const { user } = useSession();
  const state = useInstallState(app._id);
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const viewer: Viewer | null = user ? { role: user.role, agencyId: user.agencyId, locationId: user.locationId } : null;
  // The agency's team sees what it pays for the app (issue 23); only apps with a paid plan can have subscriptions.
  const agencyTeam =
    Boolean(viewer?.agencyId) && !viewer?.locationId && (viewer?.role === 'agency_admin' || viewer?.role === 'agency_staff');
  const paidPlans = app.plans.filter(isPaidPlan);
  const subscriptions = useAppSubscriptions({ appId: app._id }, agencyTeam && paidPlans.length > 0);
  const [changing, setChanging] = useState<TAppSubscription | null>(null);

  let body: ReactNode;
  if (!ready || state.isPending) {
    body = (
      <div className="flex justify-center py-6">
        <Spinner label={ready ? t('states.loading') : undefined} />
      </div>
    );
  } else if (state.isError) {
    body = (
      <div role="alert" className="text-sm text-red-700">
        <p>{t('states.error', { message: state.error.message })}</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => state.refetch()}>
          {t('states.retry')}
        </Button>
      </div>
    );
  } else {
    const data = state.data;
    const action = panelAction(data, viewer, app.installTarget);
    const active = data.installs.filter((i) => i.status === 'active');
    const agencyAdmin = isAgencyAdmin(viewer);
    const ownLocation = viewer?.role === 'location_admin' && viewer.locationId ? viewer.locationId : null;
    const canUninstall = active.length > 0 && (agencyAdmin || ownLocation !== null);
    body = (
      <>
        <PanelAction action={action} app={app} state={data} onInstall={() => setOpen('install')} />
        <InstalledPlaces installs={active} allLocations={data.allLocations} />
        <AppSubscriptions
          subscriptions={subscriptions.data ?? []}
          canManage={agencyAdmin}
          canChangePlan={paidPlans.length > 1}
          onChangePlan={setChanging}
        />
        {data.feedback.canReview || canUninstall ? (
          <div className="mt-5 flex flex-wrap gap-2 border-t border-ink-100 pt-4">
            {data.feedback.canReview ? (
              <Button variant="secondary" size="sm" icon={<span aria-hidden="true">★</span>} onClick={() => setOpen('review')}>
                {data.feedback.reviewId ? t('actions.editReview') : t('actions.writeReview')}
              </Button>
            ) : null}
            {canUninstall ? (
              <Button
                variant="ghost"
                size="sm"
                className="text-red-700 hover:bg-red-50 hover:text-red-800"
                onClick={() => setOpen('uninstall')}
              >
                {t('actions.uninstall')}
              </Button>
            ) : null}
          </div>
        ) : null}
        {viewer ? <InstallDialog open={open === 'install'} onClose={close} app={app} state={data} viewer={viewer} /> : null}
        <UninstallDialog
          open={open === 'uninstall'}
          onClose={close}
          app={app}
          installs={active}
          fixedTarget={!agencyAdmin && ownLocation ? { kind: 'locations', locationIds: [ownLocation] } : undefined}
          placeName={active[0]?.locationName ?? undefined}
          subscriptions={agencyAdmin ? subscriptions.data : undefined}
        />
        <ChangePlanDialog subscription={changing} plans={app.plans} appName={app.name} onClose={() => setChanging(null)} />
        <ReviewDialog
          open={open === 'review'}
          onClose={close}
          app={app}
          state={data}
          locationUser={Boolean(viewer?.locationId)}
          onSaved={onReviewSaved}
        />
      </>
    );
  }

  return (
    <section
      aria-label={ready ? t('panel.label') : undefined}
      className="rounded-2xl border border-ink-200 bg-white p-5 shadow-sm"
      data-testid="app-install-panel"
    >
      {body}
    </section>
  );
}
