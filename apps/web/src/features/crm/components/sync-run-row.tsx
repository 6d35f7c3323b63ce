import type { TCrmSyncRun } from '@atrium/contracts/crm-sync';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { formatNumber } from '@/lib/format';
import { RunStatusBadge } from './sync-progress';
import { SyncRunItems } from './sync-run-items';
import { useWhen } from './use-when';

const FINISHED = ['succeeded', 'partial', 'failed'];

const failedOf = (run: TCrmSyncRun) => run.counts.locations.failed + run.counts.users.failed + run.counts.contacts.failed;
const changedOf = (run: TCrmSyncRun) =>
  (['locations', 'users', 'contacts'] as const).reduce(
    (sum, kind) => sum + run.counts[kind].created + run.counts[kind].updated + run.counts[kind].archived,
    0,
  );

export interface SyncRunRowProps {
  run: TCrmSyncRun;
  canRetry: boolean;
  retrying: boolean;
  onRetry: (run: TCrmSyncRun) => void;
}

/** One run of the log: when, why, what changed and failed; opens to its items, with Retry for its failures. */
export function SyncRunRow({ run, canRetry, retrying, onRetry }: SyncRunRowProps) {
  const { t, i18n } = useTranslation('crm', { keyPrefix: 'sync.log' });
  const when = useWhen();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const failed = failedOf(run);
  const n = (value: number) => formatNumber(value, i18n.language);
  const seconds = run.durationMs === null ? null : Math.max(1, Math.round(run.durationMs / 1000));
  return (
    <li className="px-4 py-3 sm:px-5">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          className="flex min-w-0 flex-1 items-start gap-3 rounded-lg text-start focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
        >
          <Icon name="chevronDown" className={`mt-0.5 size-5 shrink-0 text-ink-400 transition ${open ? 'rotate-180' : ''}`} />
          <span className="min-w-0 flex-1">
            <span className="flex flex-wrap items-center gap-2">
              <RunStatusBadge run={run} />
              <span className="text-sm font-medium text-ink-900">{t(`triggers.${run.trigger}`)}</span>
              {run.full ? <span className="text-xs text-ink-500">{t('full')}</span> : null}
            </span>
            <span className="mt-1 block text-xs text-ink-600">
              {when(run.createdAt)}
              {seconds !== null ? ` · ${t('duration', { seconds: n(seconds) })}` : ''}
              {run.startedBy ? ` · ${t('by', { name: run.startedBy.name })}` : ''}
            </span>
            <span className="mt-1 block text-xs text-ink-700">
              {t('summary', { changed: n(changedOf(run)) })}
              {failed > 0 ? <span className="ms-1 font-medium text-red-700">{t('failed', { failed: n(failed) })}</span> : null}
            </span>
          </span>
        </button>
        {canRetry && failed > 0 && FINISHED.includes(run.status) ? (
          <Button size="sm" variant="secondary" loading={retrying} onClick={() => onRetry(run)}>
            {t('retry')}
          </Button>
        ) : null}
      </div>
      {open ? (
        <div id={panelId} className="mt-3 ms-0 sm:ms-8">
          {run.error ? <p className="mb-2 text-sm text-red-700">{run.error}</p> : null}
          <SyncRunItems runId={run._id} hasFailures={failed > 0} />
        </div>
      ) : null}
    </li>
  );
}
