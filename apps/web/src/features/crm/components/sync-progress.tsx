import type { TCrmSyncCount, TCrmSyncCounts, TCrmSyncRun } from '@atrium/contracts/crm-sync';
import { useTranslation } from 'react-i18next';
import { type PillTone, StatusPill } from '@/components/ui/status-pill';
import { formatNumber } from '@/lib/format';
import { ProgressBar } from './progress-bar';

const KINDS = ['locations', 'users', 'contacts'] as const satisfies readonly (keyof TCrmSyncCounts)[];

export const RUN_TONE: Record<TCrmSyncRun['status'], PillTone> = {
  queued: 'idle',
  running: 'busy',
  succeeded: 'good',
  partial: 'warn',
  failed: 'bad',
};

export function RunStatusBadge({ run }: { run: TCrmSyncRun }) {
  const { t } = useTranslation('crm', { keyPrefix: 'sync.status' });
  return <StatusPill tone={RUN_TONE[run.status]}>{t(run.status)}</StatusPill>;
}

/**
 * A run's progress: its phase and, per kind, how many of those seen so far are done, with what changed. Announced
 * politely, so a screen reader hears the phase change without every count.
 */
export function SyncProgress({ run }: { run: TCrmSyncRun }) {
  const { t } = useTranslation('crm', { keyPrefix: 'sync' });
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2" aria-live="polite">
        <RunStatusBadge run={run} />
        <span className="text-sm text-ink-700">{t(`phase.${run.phase}`)}</span>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        {KINDS.map((kind) => (
          <KindProgress key={kind} label={t(`kinds.${kind}`)} count={run.counts[kind]} stage={stageOf(run, kind)} />
        ))}
      </div>
      {run.error ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 ring-1 ring-red-200">
          {run.error}
        </p>
      ) : null}
    </div>
  );
}

type Stage = 'waiting' | 'active' | 'passed';

/** Where a run is with one kind: phases go locations, users, contacts; a finished run has passed them all. */
function stageOf(run: TCrmSyncRun, kind: (typeof KINDS)[number]): Stage {
  if (run.phase === 'done' || run.finishedAt) return 'passed';
  if (run.phase === kind) return 'active';
  return KINDS.indexOf(kind) < KINDS.indexOf(run.phase as (typeof KINDS)[number]) ? 'passed' : 'waiting';
}

function KindProgress({ label, count, stage }: { label: string; count: TCrmSyncCount; stage: Stage }) {
  const { t, i18n } = useTranslation('crm', { keyPrefix: 'sync' });
  const n = (value: number) => formatNumber(value, i18n.language);
  // Nothing of a kind counts as done once its phase is over; while it runs with no total yet, the bar waits.
  const empty = count.total === 0;
  const value = empty && stage === 'passed' ? 1 : count.done;
  const max = empty ? (stage === 'active' ? 0 : 1) : count.total;
  const active = stage === 'active';
  return (
    <div className={`rounded-xl p-3 ring-1 ${active ? 'bg-brand-50/50 ring-brand-200' : 'ring-ink-200'}`}>
      <div className="mb-2 flex items-baseline justify-between gap-2 text-sm">
        <span className="font-medium text-ink-900">{label}</span>
        <span className="text-ink-600 tabular-nums">{t('doneOf', { done: n(count.done), total: n(count.total) })}</span>
      </div>
      <ProgressBar value={value} max={max} label={label} />
      <p className="mt-2 text-xs text-ink-600">
        {t('changes', { created: n(count.created), updated: n(count.updated), archived: n(count.archived) })}
        {count.failed > 0 ? (
          <span className="ms-1 font-medium text-red-700">{t('failedCount', { failed: n(count.failed) })}</span>
        ) : null}
      </p>
    </div>
  );
}
