import type { TAppBillingConfirmation, TAppBillingPurchase, TAppBillingQuote } from '@atrium/contracts/app-billing';
import type { TAppInstallState } from '@atrium/contracts/installs';
import { type FormEvent, useId, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { useInstallApp } from '@/features/installs/api/install-app';
import { paymentRequiredQuote } from '@/features/installs/api/paid-checkout';
import { usePaidChoice } from '@/features/installs/hooks/use-paid-choice';
import {
  buildTarget,
  defaultPlanId,
  type InstallableApp,
  isAgencyAdmin,
  type TargetKind,
  targetKinds,
  type Viewer,
} from '@/features/installs/utils/install-panel-view';
import { formatDate } from '@/lib/format';
import { useAgencyLocations } from '@/lib/queries/agency-locations';
import { CrmScopeList } from './crm-scope-list';
import { LocationChecklist } from './location-checklist';
import { PaidQuoteLine } from './paid-quote-line';
import { PaymentStep } from './payment-step';
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

/** Paying for a paid plan (issue 23): the purchase and the quote the choice step showed. */
interface PayStep {
  purchase: TAppBillingPurchase;
  quote: TAppBillingQuote | null;
}

function InstallForm({ onClose, app, state, viewer }: InstallDialogProps) {
  // The card form's texts ('payments') load while the plan and places are chosen.
  const { t, i18n } = useTranslation(['installs', 'payments']);
  const formId = useId();
  const agencyAdmin = isAgencyAdmin(viewer);
  const kinds = targetKinds(state, app.installTarget);
  const [planId, setPlanId] = useState<string | null>(() => defaultPlanId(app.plans, state.installs));
  const [kind, setKind] = useState<TargetKind>(kinds[0] ?? 'locations');
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [error, setError] = useState<string | null>(null);
  const [pay, setPay] = useState<PayStep | null>(null);
  const [paying, setPaying] = useState(false);
  const locations = useAgencyLocations(agencyAdmin);
  const install = useInstallApp();
  const installedAt = useMemo(
    () => new Set(state.installs.flatMap((i) => (i.locationId && i.status === 'active' ? [i.locationId] : []))),
    [state.installs],
  );
  // A location admin installs for its own location only; an agency admin chooses where.
  const target = agencyAdmin
    ? buildTarget(kind, selected)
    : buildTarget('locations', viewer.locationId ? [viewer.locationId] : []);
  const paid = usePaidChoice({
    app,
    planId,
    target,
    canBuy: agencyAdmin,
    probeTarget: kinds.includes('agency') ? { kind: 'agency' } : { kind: 'all_locations' },
  });
  const blocked = paid.paid && (!agencyAdmin || paid.unavailable || paid.quote.isError);

  const finish = (confirmation: TAppBillingConfirmation) => {
    const trialEnd = confirmation.subscription.trialEndsAt;
    toast.success(
      trialEnd
        ? t('toast.paidTrial', { name: app.name, date: formatDate(trialEnd, i18n.language) })
        : t('toast.paidActive', { name: app.name }),
    );
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!target) {
      setError(t('dialog.chooseAtLeastOne'));
      return;
    }
    setError(null);
    if (paid.purchase) {
      if (!blocked) setPay({ purchase: paid.purchase, quote: paid.current });
      return;
    }
    if (blocked) return;
    install.mutate(
      { appId: app._id, planId: planId ?? undefined, target },
      {
        onSuccess: () => {
          toast.success(t('toast.installed', { name: app.name }));
          onClose();
        },
        onError: (err) => {
          // The server prices a plan we took for free (it changed meanwhile): pay for it.
          const quote = paymentRequiredQuote(err);
          if (quote && planId && agencyAdmin) setPay({ purchase: { appId: app._id, planId, target }, quote });
        },
      },
    );
  };

  const busy = install.isPending || paying;
  return (
    <Modal
      open
      onClose={busy ? () => {} : onClose}
      title={pay ? t('paid.payTitle', { name: app.name }) : t('dialog.title', { name: app.name })}
      size="lg"
      footer={
        pay ? (
          <Button variant="secondary" onClick={() => setPay(null)} disabled={paying}>
            {t('paid.back')}
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose} disabled={install.isPending}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" form={formId} loading={install.isPending} disabled={blocked}>
              {install.isPending ? t('dialog.installing') : paid.paid ? t('paid.continue') : t('actions.install')}
            </Button>
          </>
        )
      }
    >
      {pay ? (
        <PaymentStep purchase={pay.purchase} quote={pay.quote} onDone={finish} onBusyChange={setPaying} />
      ) : (
        <form id={formId} onSubmit={submit} noValidate className="space-y-6">
          {app.plans.length > 0 ? (
            <PlanOptions plans={app.plans} value={planId} onChange={setPlanId} paidUnavailable={paid.unavailable} />
          ) : null}
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
          {paid.paid ? <PaidQuoteLine paid={paid} canBuy={agencyAdmin} hasTarget={target !== null} /> : null}
          {error && !(agencyAdmin && kind === 'locations') ? (
            <p role="alert" className="text-sm text-red-600">
              {error}
            </p>
          ) : null}
          {install.isError && !paymentRequiredQuote(install.error) ? (
            <p role="alert" className="text-sm text-red-600">
              {t('states.error', { message: install.error.message })}
            </p>
          ) : null}
        </form>
      )}
    </Modal>
  );
}
