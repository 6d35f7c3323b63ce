import type { TInstall, TInstallTargetInput } from '@atrium/contracts/installs';
import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useUninstallApp } from '@/features/installs/api/uninstall-app';
import { buildTarget, type TargetKind } from '@/features/installs/utils/install-panel-view';
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
}

export function UninstallDialog(props: UninstallDialogProps) {
  return props.open ? <UninstallForm {...props} /> : null;
}

/** Uninstalling is the confirmation itself: a danger button and what gets cleaned up. */
function UninstallForm({ onClose, app, installs, fixedTarget, placeName }: UninstallDialogProps) {
  const { t } = useTranslation('installs');
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

  const confirm = () => {
    const target = fixedTarget ?? buildTarget(kind, selected);
    if (!target) {
      setError(t('dialog.chooseAtLeastOne'));
      return;
    }
    uninstall.mutate(
      { appId: app._id, target },
      {
        onSuccess: () => {
          toast.success(t('toast.uninstalled', { name: app.name }));
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
            {t('actions.uninstall')}
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
