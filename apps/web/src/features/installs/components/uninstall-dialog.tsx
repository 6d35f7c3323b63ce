import type { TAppSubscription } from '@atrium/contracts/app-billing';
import type { TInstall, TInstallTargetInput } from '@atrium/contracts/installs';
import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useUninstallApp } from '@/features/installs/api/uninstall-app';
import { buildTarget, type TargetKind } from '@/features/installs/utils/install-panel-view';
import { paidEndDate } from '@/features/installs/utils/subscription-view';
import { formatDate } from '@/lib/format';
import { EndChoice, type EndWhen } from './end-choice';
import { LocationChecklist } from './location-checklist';
import { TargetOptions } from './target-options';

interface UninstallDialogProps {
  open: boolean;
  onClose: () => void;
  app: { _id: string; name: string };
  /** The active installs the viewer may remove; with a fixed target the dialog only confirms. */
  installs: TInstall[];
  fixedTarget?: TInstallTargetInput;
  /** Shown as "Uninstall from …" when the target is fixed. */
  placeName?: string;
  /** The agency's current subscriptions of this app: uninstalling paid installs cancels them (issue 23). */
  subscriptions?: TAppSubscription[];
}

export function UninstallDialog(props: UninstallDialogProps) {
  return props.open ? <UninstallForm {...props} /> : null;
}

/** Uninstalling is the confirmation itself: a danger button and what gets cleaned up. */
function UninstallForm({ onClose, app, installs, fixedTarget, placeName, subscriptions = [] }: UninstallDialogProps) {
  const { t, i18n } = useTranslation('installs');
  const uninstall = useUninstallApp();
  const placed = useMemo(
    () =>
      installs
        .filter((i) => i.locationId)
        .map((i) => ({ _id: i.locationId as string, name: i.locationName ?? '', createdAt: i.installedAt })),
    [installs],
  );
  const kinds: TargetKind[] = [];
  if (installs.some((i) => i.locationId === null)) kinds.push('agency');
  if (placed.length > 0) kinds.push('locations', 'all_locations');
  const [kind, setKind] = useState<TargetKind>(kinds[0] ?? 'agency');
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [error, setError] = useState<string | null>(null);
  const [when, setWhen] = useState<EndWhen>('period_end');
  const chosen = fixedTarget ?? buildTarget(kind, selected);
  const endDate = chosen ? paidEndDate(subscriptions, chosen) : null;
  const endText = endDate ? formatDate(endDate, i18n.language) : '';

  const confirm = () => {
    const target = fixedTarget ?? buildTarget(kind, selected);
    if (!target) {
      setError(t('dialog.chooseAtLeastOne'));
      return;
    }
    uninstall.mutate(
      { appId: app._id, target, ...(endDate ? { when } : {}) },
      {
        onSuccess: (answer) => {
          const ending = answer.endingSubscriptions?.find((s) => s.endsAt);
          toast.success(
            ending?.endsAt
              ? t('toast.paidEnding', { name: app.name, date: formatDate(ending.endsAt, i18n.language) })
              : t('toast.uninstalled', { name: app.name }),
          );
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      open
      onClose={uninstall.isPending ? () => {} : onClose}
      title={t('uninstall.title', { name: app.name })}
      size={fixedTarget ? 'sm' : 'lg'}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={uninstall.isPending}>
            {t('actions.cancel')}
          </Button>
          <Button variant="danger" onClick={confirm} loading={uninstall.isPending}>
            {endDate && when === 'period_end' ? t('paid.cancelAtEnd') : t('actions.uninstall')}
          </Button>
        </>
      }
    >
      <div className="space-y-5">
        {fixedTarget ? (
          <p className="text-sm text-ink-700">{t('uninstall.from', { place: placeName ?? '' })}</p>
        ) : (
          <div>
            <TargetOptions kinds={kinds} value={kind} onChange={setKind} />
            {kind === 'locations' ? (
              <LocationChecklist
                locations={placed}
                selected={selected}
                onChange={(next) => {
                  setSelected(next);
                  if (next.size > 0) setError(null);
                }}
                installed={new Set()}
                error={error}
              />
            ) : null}
          </div>
        )}
        {endDate ? <EndChoice date={endText} value={when} onChange={setWhen} /> : null}
        <p className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-800">
          {t('uninstall.warning')}
        </p>
        {uninstall.isError ? (
          <p role="alert" className="text-sm text-red-600">
            {t('states.error', { message: uninstall.error.message })}
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
