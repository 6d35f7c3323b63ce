import type { TSnapshotTargetLocation } from '@atrium/contracts/snapshots';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchField } from '@/components/ui/search-field';
import { StatusPill } from '@/components/ui/status-pill';
import { FINISHED_PUSH } from '@/features/snapshot-loading/api/push-cache';

export interface LocationPickerProps {
  targets: readonly TSnapshotTargetLocation[];
  /** The listing's current version: a location that has it already is left out. */
  currentVersion: number;
  selected: ReadonlySet<string>;
  onSelectedChange: (next: Set<string>) => void;
  /** Shown to the listing's owner: also load it into every location the agency gains. */
  canIncludeFuture: boolean;
  includeFuture: boolean;
  onIncludeFutureChange: (on: boolean) => void;
  error?: string | null;
}

/** Why a location cannot be picked now, or null: it has the version, or a push into it is under way. */
export function unavailableReason(target: TSnapshotTargetLocation, currentVersion: number): 'has' | 'loading' | null {
  if (target.lastPush && !FINISHED_PUSH.has(target.lastPush.status)) return 'loading';
  if (target.version !== null && target.version >= currentVersion) return 'has';
  return null;
}

/** Step 1: the locations to load into, searchable, with select all and "All present and future locations". */
export function LocationPicker({
  targets,
  currentVersion,
  selected,
  onSelectedChange,
  canIncludeFuture,
  includeFuture,
  onIncludeFutureChange,
  error,
}: LocationPickerProps) {
  const { t } = useTranslation('snapshots');
  const [q, setQ] = useState('');
  const ids = useId();
  const shown = useMemo(() => {
    const needle = q.trim().toLocaleLowerCase();
    return needle ? targets.filter((target) => target.name.toLocaleLowerCase().includes(needle)) : targets;
  }, [targets, q]);
  const pickable = shown.filter((target) => !unavailableReason(target, currentVersion));
  const allPicked = pickable.length > 0 && pickable.every((target) => selected.has(target._id));

  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    onSelectedChange(next);
  };
  const toggleAll = (on: boolean) => {
    const next = new Set(selected);
    for (const target of pickable) {
      if (on) next.add(target._id);
      else next.delete(target._id);
    }
    onSelectedChange(next);
  };
  const toggleFuture = (on: boolean) => {
    onIncludeFutureChange(on);
    // "All present and future": every location that can take it now is picked too.
    if (on) onSelectedChange(new Set(targets.filter((tg) => !unavailableReason(tg, currentVersion)).map((tg) => tg._id)));
  };

  if (targets.length === 0) return <p className="text-sm text-ink-600">{t('picker.none')}</p>;
  return (
    <div className="flex flex-col gap-3">
      {canIncludeFuture ? (
        <label className="flex items-start gap-3 rounded-xl bg-brand-50/60 p-3 ring-1 ring-brand-200">
          <input
            type="checkbox"
            checked={includeFuture}
            onChange={(e) => toggleFuture(e.target.checked)}
            className="mt-0.5 size-4 accent-brand-600"
          />
          <span>
            <span className="block text-sm font-medium text-ink-900">{t('picker.future')}</span>
            <span className="block text-xs text-ink-600">{t('picker.futureHelp')}</span>
          </span>
        </label>
      ) : null}
      <SearchField value={q} onChange={setQ} label={t('picker.search')} placeholder={t('picker.searchPlaceholder')} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label className="flex items-center gap-2 text-sm font-medium text-ink-800">
          <input
            type="checkbox"
            checked={allPicked}
            disabled={pickable.length === 0}
            onChange={(e) => toggleAll(e.target.checked)}
            className="size-4 accent-brand-600"
          />
          {t('picker.selectAll')}
        </label>
        <span className="text-sm text-ink-600" aria-live="polite">
          {t('picker.selected', { n: selected.size })}
        </span>
      </div>
      {shown.length === 0 ? (
        <p className="rounded-xl border border-dashed border-ink-300 px-4 py-6 text-center text-sm text-ink-600">
          {t('picker.noMatch', { q: q.trim() })}
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-ink-100 rounded-xl ring-1 ring-ink-200" aria-label={t('picker.listLabel')}>
          {shown.map((target) => {
            const reason = unavailableReason(target, currentVersion);
            const id = `${ids}-${target._id}`;
            return (
              <li key={target._id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2.5">
                <label htmlFor={id} className="flex min-w-0 items-center gap-3 text-sm text-ink-900">
                  <input
                    id={id}
                    type="checkbox"
                    checked={selected.has(target._id)}
                    disabled={reason !== null}
                    onChange={(e) => toggle(target._id, e.target.checked)}
                    className="size-4 shrink-0 accent-brand-600"
                  />
                  <span className="min-w-0 break-words">{target.name}</span>
                </label>
                <TargetState target={target} />
              </li>
            );
          })}
        </ul>
      )}
      {error ? (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** What a location has of the listing: "Loading…", "Update available", "Has v2", or nothing yet. */
export function TargetState({ target }: { target: TSnapshotTargetLocation }) {
  const { t } = useTranslation('snapshots');
  if (target.lastPush && !FINISHED_PUSH.has(target.lastPush.status))
    return <StatusPill tone="busy">{t('target.loading')}</StatusPill>;
  if (target.updateAvailable) return <StatusPill tone="warn">{t('target.update')}</StatusPill>;
  if (target.version !== null) return <StatusPill tone="good">{t('target.has', { version: target.version })}</StatusPill>;
  return null;
}
