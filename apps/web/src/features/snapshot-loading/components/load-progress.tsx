import type { TSnapshotLoad, TSnapshotTargetLocation } from '@atrium/contracts/snapshots';
import { useTranslation } from 'react-i18next';
import { focusRing } from '@/components/ui/focus-ring';
import { StatusPill } from '@/components/ui/status-pill';
import { FINISHED_PUSH } from '@/features/snapshot-loading/api/push-cache';
import { PushCard } from './push-card';

const LOAD_TONE = { queued: 'idle', running: 'busy', done: 'good', partial: 'warn', failed: 'bad' } as const;

/**
 * A load's progress, live: its summary, the share link of a manual load (a real CRM: decision 027), every
 * location's push, and the locations left out with why.
 */
export function LoadProgress({ load, targets }: { load: TSnapshotLoad; targets: readonly TSnapshotTargetLocation[] }) {
  const { t } = useTranslation('snapshots');
  const count = (status: 'completed' | 'partial' | 'failed') => load.pushes.filter((p) => p.status === status).length;
  const finished = load.pushes.filter((p) => FINISHED_PUSH.has(p.status)).length;
  const nameOf = (id: string) => targets.find((target) => target._id === id)?.name ?? id;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2 rounded-xl bg-ink-50 p-4 ring-1 ring-ink-200" aria-live="polite">
        <div className="flex flex-wrap items-center gap-2">
          <StatusPill tone={LOAD_TONE[load.status]}>{t(`loadStatus.${load.status}`)}</StatusPill>
          <span className="text-sm text-ink-700">{t('progress.summary', { finished, total: load.pushes.length })}</span>
        </div>
        {finished > 0 ? (
          <p className="text-sm text-ink-600">
            {t('progress.outcome', { completed: count('completed'), partial: count('partial'), failed: count('failed') })}
          </p>
        ) : null}
        {load.status === 'queued' || load.status === 'running' ? (
          <p className="text-xs text-ink-500">{t('progress.keepsRunning')}</p>
        ) : null}
      </div>
      {load.mode === 'manual' ? <ManualLoad shareLink={load.shareLink} /> : null}
      {load.skipped.length > 0 ? (
        <section aria-labelledby={`skipped-${load._id}`} className="rounded-xl p-4 ring-1 ring-amber-200">
          <h4 id={`skipped-${load._id}`} className="text-sm font-semibold text-ink-900">
            {t('progress.skippedTitle')}
          </h4>
          <ul className="mt-2 flex flex-col gap-1 text-sm text-ink-700">
            {load.skipped.map((skip) => (
              <li key={skip.locationId}>
                <span className="font-medium text-ink-900">{nameOf(skip.locationId)}</span>
                {': '}
                {t(`progress.skipped.${skip.reason}`)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {load.pushes.length > 0 ? (
        <div className="flex flex-col gap-3">
          {load.pushes.map((push) => (
            <PushCard key={push._id} push={push} canRetry={load.mode === 'automatic'} />
          ))}
        </div>
      ) : null}
      {load.pushes.length === 0 && load.skipped.length === 0 ? (
        <p className="text-sm text-ink-600">{t('progress.futureOnly')}</p>
      ) : null}
    </div>
  );
}

/** Against a real CRM a person loads the snapshot there; Atrium follows each push once it starts. */
export function ManualLoad({ shareLink }: { shareLink: string | null }) {
  const { t } = useTranslation('snapshots');
  return (
    <section className="rounded-xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200">
      <h4 className="font-semibold">{t('manual.title')}</h4>
      <p className="mt-1">{t('manual.body')}</p>
      {shareLink ? (
        <a
          href={shareLink}
          target="_blank"
          rel="noopener noreferrer"
          className={`mt-2 inline-block font-medium break-all text-brand-700 underline ${focusRing}`}
        >
          {shareLink}
        </a>
      ) : null}
    </section>
  );
}
