import type { TSnapshotDetail, TSnapshotTargetLocation } from '@atrium/contracts/snapshots';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { useAttachLocations } from '@/features/snapshot-loading/api/attach-location';
import { useTargetLocations } from '@/features/snapshot-loading/api/list-ghl-locations';
import { useLoad } from '@/features/snapshot-loading/api/load';
import {
  defaultValues,
  locationProblems,
  type ProblemsByLocation,
  serverProblems,
  type ValuesByLocation,
} from '@/features/snapshot-loading/utils/field-values';
import { LoadProgress } from './load-progress';
import { LocationPicker } from './location-picker';
import { ValuesStep } from './values-step';

type Step = 'pick' | 'values' | 'progress';

export interface LoadDialogProps {
  snapshot: TSnapshotDetail;
  open: boolean;
  onClose: () => void;
  /** The owner's admins may also turn on loading into every future location. */
  canIncludeFuture: boolean;
}

/**
 * "Load into locations": pick locations, give each its custom values, then watch the load live. Closing while it
 * runs leaves it running on the server; the Locations tab follows it.
 */
export function LoadDialog({ snapshot, open, onClose, canIncludeFuture }: LoadDialogProps) {
  const { t } = useTranslation('snapshots');
  const targets = useTargetLocations(snapshot._id, open);
  const attach = useAttachLocations();
  const [step, setStep] = useState<Step>('pick');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [includeFuture, setIncludeFuture] = useState(false);
  const [values, setValues] = useState<ValuesByLocation>({});
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [refused, setRefused] = useState<ProblemsByLocation>({});
  const [pickError, setPickError] = useState<string | null>(null);
  const [loadId, setLoadId] = useState<string | null>(null);
  const load = useLoad(loadId);
  const heading = useRef<HTMLHeadingElement>(null);

  // Each step starts at its heading, so keyboard and screen-reader users hear where they are.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the step is what moves the focus, though unread here.
  useEffect(() => {
    if (open) heading.current?.focus();
  }, [step, open]);

  const reset = () => {
    setStep('pick');
    setSelected(new Set());
    setIncludeFuture(false);
    setValues({});
    setTouched(new Set());
    setSubmitted(false);
    setRefused({});
    setPickError(null);
    setLoadId(null);
    attach.reset();
  };
  const close = () => {
    onClose();
    reset();
  };

  const list = targets.data ?? [];
  const chosen: TSnapshotTargetLocation[] = list.filter((target) => selected.has(target._id));
  const fields = snapshot.customFields;

  const submit = () => {
    setSubmitted(true);
    const invalid = chosen.some((location) => Object.keys(locationProblems(fields, values[location._id] ?? {})).length > 0);
    if (invalid) {
      setStep('values');
      return;
    }
    attach.mutate(
      {
        snapshot_id: snapshot._id,
        locations: chosen.map((location) => ({ locationId: location._id, values: trimmed(values[location._id] ?? {}) })),
        includeFuture,
      },
      {
        onSuccess: (started) => {
          setLoadId(started._id);
          setStep('progress');
        },
        onError: (error) => {
          const onFields = serverProblems(
            error,
            chosen.map((location) => location._id),
          );
          setRefused(onFields);
          if (Object.keys(onFields).length > 0 && fields.length > 0) setStep('values');
        },
      },
    );
  };

  const next = () => {
    if (chosen.length === 0 && !includeFuture) {
      setPickError(t('picker.required'));
      return;
    }
    setPickError(null);
    // Values already typed for a location stay when the person goes back and adds another.
    setValues((current) =>
      Object.fromEntries(chosen.map((location) => [location._id, current[location._id] ?? defaultValues(fields)])),
    );
    if (fields.length > 0 && chosen.length > 0) setStep('values');
    else submit();
  };

  const titles: Record<Step, string> = {
    pick: t('dialog.pickTitle'),
    values: t('dialog.valuesTitle'),
    progress: t('dialog.progressTitle'),
  };
  const stepNumber = { pick: 1, values: 2, progress: 3 }[step];

  const footer =
    step === 'pick' ? (
      <>
        <Button variant="secondary" onClick={close}>
          {t('dialog.cancel')}
        </Button>
        <Button onClick={next} disabled={!targets.isSuccess} loading={attach.isPending}>
          {fields.length > 0 && (chosen.length > 0 || !includeFuture) ? t('dialog.next') : t('dialog.load')}
        </Button>
      </>
    ) : step === 'values' ? (
      <>
        <Button variant="secondary" onClick={() => setStep('pick')} disabled={attach.isPending}>
          {t('dialog.back')}
        </Button>
        <Button onClick={submit} loading={attach.isPending}>
          {t('dialog.load')}
        </Button>
      </>
    ) : (
      <Button onClick={close}>{t('dialog.close')}</Button>
    );

  return (
    <Modal open={open} onClose={close} size="xl" title={t('dialog.title', { name: snapshot.name })} footer={footer}>
      <h3 ref={heading} tabIndex={-1} className="mb-4 text-base font-semibold text-ink-900 outline-none">
        <span className="me-2 text-sm font-medium text-ink-500">{t('dialog.step', { step: stepNumber, total: 3 })}</span>
        {titles[step]}
      </h3>
      {step === 'pick' ? (
        targets.isPending ? (
          <div className="flex justify-center py-10">
            <Spinner label={t('picker.loading')} />
          </div>
        ) : targets.isError ? (
          <div role="alert" className="flex flex-col items-start gap-3 rounded-xl bg-red-50 p-4 text-sm text-red-700">
            <p>{targets.error.message}</p>
            <Button variant="secondary" size="sm" onClick={() => void targets.refetch()}>
              {t('dialog.retry')}
            </Button>
          </div>
        ) : (
          <LocationPicker
            targets={list}
            currentVersion={snapshot.version.number}
            selected={selected}
            onSelectedChange={(ids) => {
              setSelected(ids);
              setPickError(null);
            }}
            canIncludeFuture={canIncludeFuture}
            includeFuture={includeFuture}
            onIncludeFutureChange={setIncludeFuture}
            error={pickError}
          />
        )
      ) : null}
      {step === 'values' ? (
        <ValuesStep
          fields={fields}
          locations={chosen}
          values={values}
          onValuesChange={setValues}
          shown={(locationId, key) => submitted || touched.has(`${locationId}:${key}`)}
          onTouched={(locationId, key) => setTouched((s) => new Set(s).add(`${locationId}:${key}`))}
          serverProblems={refused}
          onServerProblemCleared={(locationId, key) =>
            setRefused((current) => {
              if (!current[locationId]?.[key]) return current;
              const { [key]: _gone, ...rest } = current[locationId];
              return { ...current, [locationId]: rest };
            })
          }
        />
      ) : null}
      {step === 'progress' && load.data ? <LoadProgress load={load.data} targets={list} /> : null}
      {attach.isError && step !== 'progress' ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 ring-1 ring-red-200">
          {attach.error.message}
        </p>
      ) : null}
    </Modal>
  );
}

/**
 * What is sent: the values typed, trimmed as the server trims them; an empty one is left out, so the server falls
 * back to the location's earlier values or the field's default.
 */
const trimmed = (values: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(values)
      .map(([key, value]) => [key, value.trim()] as const)
      .filter(([, value]) => value !== ''),
  );
