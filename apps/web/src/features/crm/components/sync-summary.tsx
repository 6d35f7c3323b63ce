import type { TCrmSyncRun, TCrmSyncStatus } from '@atrium/contracts/crm-sync';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-classes';
import { ProgressBar } from './progress-bar';
import { RunStatusBadge } from './sync-progress';
import { useWhen } from './use-when';

/** Done of seen over the three kinds: one bar for where a run stands. */
export function overallProgress(run: TCrmSyncRun): { done: number; total: number } {
  const { locations, users, contacts } = run.counts;
  return {
    done: locations.done + users.done + contacts.done,
    total: locations.total + users.total + contacts.total,
  };
}

export interface SyncSummaryProps {
  status: TCrmSyncStatus | undefined;
  /** Agency staff read; only admins start a sync. */
  canStart: boolean;
  starting: boolean;
  startError: string | null;
  onStart: () => void;
}

/** The CRM sync connection's last sync, the run under way (one bar), Sync now and the way to the log. */
export function SyncSummary({ status, canStart, starting, startError, onStart }: SyncSummaryProps) {
  const { t } = useTranslation('crm', { keyPrefix: 'sync' });
  const when = useWhen();
  const current = status?.current ?? null;
  const progress = current ? overallProgress(current) : null;
  return (
    <div className="flex flex-col gap-3 rounded-xl bg-ink-50 p-3 text-sm">
      {current && progress ? (
        <div className="flex flex-col gap-2" aria-live="polite">
          <div className="flex flex-wrap items-center gap-2">
            <RunStatusBadge run={current} />
            <span className="text-ink-700">{t(`phase.${current.phase}`)}</span>
          </div>
          <ProgressBar value={progress.done} max={progress.total} label={t('progressLabel')} />
        </div>
      ) : (
        <p className="text-ink-700">
          {status?.lastSucceededAt ? t('lastSync', { when: when(status.lastSucceededAt) }) : t('neverSynced')}
          {status?.last && status.last.status !== 'succeeded' ? (
            <span className="ms-2 inline-block align-middle">
              <RunStatusBadge run={status.last} />
            </span>
          ) : null}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {canStart ? (
          <Button size="sm" onClick={onStart} loading={starting} disabled={Boolean(current)}>
            {t('syncNow')}
          </Button>
        ) : null}
        <Link to="/crm/sync" className={buttonClasses('secondary', 'sm')}>
          {t('openLog')}
        </Link>
      </div>
      {startError ? (
        <p role="alert" className="text-red-700">
          {startError}
        </p>
      ) : null}
    </div>
  );
}
