import type { TSnapshotDetail, TSnapshotTargetLocation } from '@atrium/contracts/snapshots';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { LoadError, StateCard } from '@/components/ui/state-card';
import { useAttachLocations } from '@/features/snapshot-loading/api/attach-location';
import { useTargetLocations } from '@/features/snapshot-loading/api/list-ghl-locations';
import { FINISHED_PUSH } from '@/features/snapshot-loading/api/push-cache';
import { AssetBar } from './asset-bar';
import { ManualLoad } from './load-progress';
import { TargetState } from './location-picker';
import { PushCard } from './push-card';
import { PushHistory } from './push-history';
import { PushStatusPill } from './push-status-pill';

/**
 * The locations that have the listing, with their version, "Update available" and the notes of what is newer,
 * their latest push (live); the outdated ones can be updated together. The push history follows.
 */
export function LocationsTab({ snapshot, loadAction }: { snapshot: TSnapshotDetail; loadAction: ReactNode }) {
  const { t } = useTranslation('snapshots');
  const targets = useTargetLocations(snapshot._id, true);
  const update = useAttachLocations();
  const [selected, setSelected] = useState<Set<string>>(new Set());

  if (targets.isPending)
    return (
      <div className="flex justify-center py-10">
        <Spinner label={t('locations.loading')} />
      </div>
    );
  if (targets.isError)
    return (
      <LoadError
        title={t('locations.errorTitle')}
        body={targets.error.message}
        retryLabel={t('locations.retry')}
        retrying={targets.isRefetching}
        onRetry={() => void targets.refetch()}
      />
    );
  const having = targets.data.filter((target) => target.version !== null || target.lastPush !== null);
  const outdated = having.filter((target) => target.updateAvailable && !busy(target));
  const picked = outdated.filter((target) => selected.has(target._id));
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const namesOf = (ids: string[]) => ids.map((id) => targets.data.find((target) => target._id === id)?.name ?? id).join(', ');
  const pushUpdate = () =>
    update.mutate(
      {
        snapshot_id: snapshot._id,
        trigger: 'update',
        // The server reuses each location's earlier values: nothing is typed again.
        locations: picked.map((target) => ({ locationId: target._id, values: {} })),
      },
      { onSuccess: () => setSelected(new Set()) },
    );

  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="locations-having" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="locations-having" className="text-lg font-semibold text-ink-900">
            {t('locations.title', { n: having.length })}
          </h2>
          {outdated.length > 0 ? (
            <div className="flex flex-wrap items-center gap-3">
              <label className="flex items-center gap-2 text-sm text-ink-800">
                <input
                  type="checkbox"
                  className="size-4 accent-brand-600"
                  checked={picked.length === outdated.length}
                  onChange={(e) => setSelected(e.target.checked ? new Set(outdated.map((o) => o._id)) : new Set())}
                />
                {t('locations.selectOutdated', { n: outdated.length })}
              </label>
              <Button onClick={pushUpdate} disabled={picked.length === 0} loading={update.isPending}>
                {t('locations.pushUpdate', { n: picked.length })}
              </Button>
            </div>
          ) : null}
        </div>
        {update.isError ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 ring-1 ring-red-200">
            {update.error.message}
          </p>
        ) : null}
        {update.isSuccess ? (
          <p role="status" className="rounded-lg bg-green-50 px-3 py-2 text-sm text-green-800 ring-1 ring-green-200">
            {update.data.pushes.length > 0
              ? t('locations.updateStarted', { names: namesOf(update.data.pushes.map((p) => p.location._id)) })
              : null}
            {update.data.skipped.length > 0
              ? ` ${t('locations.updateSkipped', { names: namesOf(update.data.skipped.map((s) => s.locationId)) })}`
              : null}
          </p>
        ) : null}
        {having.length === 0 ? (
          <StateCard icon="map" title={t('locations.emptyTitle')} body={t('locations.emptyBody')} action={loadAction} />
        ) : (
          <ul className="flex flex-col gap-3">
            {having.map((target) => (
              <LocationRow
                key={target._id}
                target={target}
                snapshot={snapshot}
                selectable={outdated.includes(target)}
                selected={selected.has(target._id)}
                onSelect={(on) => toggle(target._id, on)}
              />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="locations-history" className="flex flex-col gap-3">
        <h2 id="locations-history" className="text-lg font-semibold text-ink-900">
          {t('history.title')}
        </h2>
        <PushHistory snapshotId={snapshot._id} />
      </section>
    </div>
  );
}

const busy = (target: TSnapshotTargetLocation) => target.lastPush !== null && !FINISHED_PUSH.has(target.lastPush.status);

interface LocationRowProps {
  target: TSnapshotTargetLocation;
  snapshot: TSnapshotDetail;
  selectable: boolean;
  selected: boolean;
  onSelect: (on: boolean) => void;
}

function LocationRow({ target, snapshot, selectable, selected, onSelect }: LocationRowProps) {
  const { t } = useTranslation('snapshots');
  const push = target.lastPush;
  const [open, setOpen] = useState(false);
  const newer = target.updateAvailable
    ? snapshot.versions.filter((v) => v.number > (target.version ?? 0)).sort((a, b) => b.number - a.number)
    : [];
  return (
    <li className="rounded-2xl bg-white p-4 ring-1 ring-ink-200">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex min-w-0 items-center gap-3">
          {selectable ? (
            <input
              type="checkbox"
              className="size-4 shrink-0 accent-brand-600"
              checked={selected}
              onChange={(e) => onSelect(e.target.checked)}
              aria-label={t('locations.selectOne', { name: target.name })}
            />
          ) : null}
          <h3 className="min-w-0 font-semibold break-words text-ink-900">{target.name}</h3>
        </div>
        <span className="flex flex-wrap items-center gap-2">
          {target.version !== null && target.updateAvailable ? (
            <span className="text-xs text-ink-600">{t('target.has', { version: target.version })}</span>
          ) : null}
          <TargetState target={target} />
        </span>
      </div>
      {newer.length > 0 ? (
        <div className="mt-3 rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          <p className="font-medium">{t('locations.newer', { version: snapshot.version.number })}</p>
          <ul className="mt-1 flex flex-col gap-1">
            {newer.map((v) => (
              <li key={v._id} className="whitespace-pre-line">
                <span className="font-medium">{t('versions.title', { version: v.number })}: </span>
                <span dir="auto">{v.releaseNotes || t('versions.noNotes')}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {push ? (
        <div className="mt-3 flex flex-col gap-2">
          <div className="flex flex-wrap items-center gap-2 text-sm text-ink-700">
            <span>{t('locations.lastPush', { version: push.version })}</span>
            <PushStatusPill status={push.status} />
          </div>
          {busy(target) ? <AssetBar push={push} label={t('progress.barLabel', { name: target.name })} /> : null}
          {push.shareLink ? <ManualLoad shareLink={push.shareLink} /> : null}
          {/* The card renders only while open: a closed one would repeat the name and bar for screen readers. */}
          <details onToggle={(e) => setOpen(e.currentTarget.open)}>
            <summary className="cursor-pointer text-sm font-medium text-brand-700">{t('locations.details')}</summary>
            {open ? (
              <div className="mt-2">
                <PushCard push={push} />
              </div>
            ) : null}
          </details>
        </div>
      ) : null}
    </li>
  );
}
