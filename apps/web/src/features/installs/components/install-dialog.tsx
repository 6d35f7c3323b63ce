import type { TAppInstallState } from '@atrium/contracts/installs';
import { type FormEvent, useId, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { useInstallApp } from '@/features/installs/api/install-app';
import {
  buildTarget,
  defaultPlanId,
  type InstallableApp,
  isAgencyAdmin,
  type TargetKind,
  targetKinds,
  type Viewer,
} from '@/features/installs/utils/install-panel-view';
import { useAgencyLocations } from '@/lib/queries/agency-locations';
import { CrmScopeList } from './crm-scope-list';
import { LocationChecklist } from './location-checklist';
import { PlanOptions } from './plan-options';
import { TargetOptions } from './target-options';

interface InstallDialogProps {
  open: boolean;
  onClose: () => void;
  app: InstallableApp;
  state: TAppInstallState;
  viewer: Viewer;
}

/** Mounted only while open, so every opening starts from fresh choices. */
export function InstallDialog(props: InstallDialogProps) {
  return props.open ? <InstallForm {...props} /> : null;
}

function InstallForm({ onClose, app, state, viewer }: InstallDialogProps) {
  const { t } = useTranslation('installs');
  const formId = useId();
  const agencyAdmin = isAgencyAdmin(viewer);
  const kinds = targetKinds(state, app.installTarget);
  const [planId, setPlanId] = useState<string | null>(() => defaultPlanId(app.plans, state.installs));
  const [kind, setKind] = useState<TargetKind>(kinds[0] ?? 'locations');
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [error, setError] = useState<string | null>(null);
  const locations = useAgencyLocations(agencyAdmin);
  const install = useInstallApp();
  const installedAt = useMemo(
    () => new Set(state.installs.flatMap((i) => (i.locationId && i.status === 'active' ? [i.locationId] : []))),
    [state.installs],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A location admin installs for its own location only; an agency admin chooses where.
    const target = agencyAdmin
      ? buildTarget(kind, selected)
      : buildTarget('locations', viewer.locationId ? [viewer.locationId] : []);
    if (!target) {
      setError(t('dialog.chooseAtLeastOne'));
      return;
    }
    setError(null);
    install.mutate(
      { appId: app._id, planId: planId ?? undefined, target },
      {
        onSuccess: () => {
          toast.success(t('toast.installed', { name: app.name }));
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      open
      onClose={install.isPending ? () => {} : onClose}
      title={t('dialog.title', { name: app.name })}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={install.isPending}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={install.isPending}>
            {install.isPending ? t('dialog.installing') : t('actions.install')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="space-y-6">
        {app.plans.length > 0 ? <PlanOptions plans={app.plans} value={planId} onChange={setPlanId} /> : null}
        <CrmScopeList name={app.name} scopes={app.crmScopes ?? []} />
        {agencyAdmin ? (
          <div>
            <TargetOptions kinds={kinds} value={kind} onChange={setKind} />
            {kind === 'locations' ? (
              locations.isPending ? (
                <div className="flex justify-center py-6">
                  <Spinner label={t('states.loading')} />
                </div>
              ) : (
                <LocationChecklist
                  locations={locations.data ?? []}
                  selected={selected}
                  onChange={(next) => {
                    setSelected(next);
                    if (next.size > 0) setError(null);
                  }}
                  installed={installedAt}
                  error={error}
                />
              )
            ) : null}
            {kind === 'all_locations' && state.allLocations ? (
              <p className="mt-2 text-xs text-ink-500">{t('dialog.allLocationsActive')}</p>
            ) : null}
          </div>
        ) : (
          <p className="rounded-xl bg-ink-50 px-4 py-3 text-sm text-ink-700">{t('dialog.forYourLocation')}</p>
        )}
        {error && !(agencyAdmin && kind === 'locations') ? (
          <p role="alert" className="text-sm text-red-600">
            {error}
          </p>
        ) : null}
        {install.isError ? (
          <p role="alert" className="text-sm text-red-600">
            {t('states.error', { message: install.error.message })}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}
