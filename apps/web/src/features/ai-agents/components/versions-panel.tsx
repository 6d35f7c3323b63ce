import type { TAgent, TAgentVersion } from '@atrium/contracts/ai-agents';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { LoadError, StateCard } from '@/components/ui/state-card';
import { useAgentVersions, useRestoreVersion } from '@/features/ai-agents/api/agents';
import { errorMessage } from '@/features/ai-agents/utils/error-message';
import { formatDate } from '@/lib/format';

export interface VersionsPanelProps {
  agent: TAgent;
  /** Unsaved edits would be replaced by the restore: the confirmation says so. */
  dirty: boolean;
  /** Called with the restored agent, so the form takes it as its new baseline. */
  onRestored: (agent: TAgent) => void;
}

/** The published versions, newest first; Restore copies one's settings into the draft (published again by hand). */
export function VersionsPanel({ agent, dirty, onRestored }: VersionsPanelProps) {
  const { t, i18n } = useTranslation('aiAgents');
  const versions = useAgentVersions(agent._id);
  const restore = useRestoreVersion();
  const [chosen, setChosen] = useState<TAgentVersion | null>(null);

  if (versions.isPending)
    return (
      <div className="flex justify-center py-12">
        <Spinner label={t('loading')} />
      </div>
    );
  if (versions.isError)
    return (
      <LoadError
        title={t('versions.failed')}
        body={t('errors.loadBody')}
        retryLabel={t('actions.retry')}
        onRetry={() => void versions.refetch()}
        retrying={versions.isFetching}
      />
    );
  if (versions.data.length === 0)
    return <StateCard icon="list" title={t('versions.emptyTitle')} body={t('versions.emptyBody')} />;

  const confirm = () => {
    if (!chosen) return;
    restore.mutate(
      { id: agent._id, versionId: chosen._id },
      {
        onSuccess: (restored) => {
          onRestored(restored);
          setChosen(null);
          toast.success(t('versions.restored', { version: chosen.version }));
        },
      },
    );
  };

  return (
    <section aria-label={t('versions.title')} className="space-y-3">
      <p className="text-sm text-ink-600">{t('versions.intro')}</p>
      <ol className="divide-y divide-ink-100 rounded-2xl bg-white shadow-sm ring-1 ring-ink-200">
        {versions.data.map((version) => (
          <li key={version._id} className="flex flex-wrap items-center gap-3 px-4 py-3">
            <div className="min-w-0 flex-1">
              <p className="text-sm font-semibold text-ink-900">
                {t('versions.name', { version: version.version })}
                {agent.status === 'published' && version.version === agent.publishedVersion ? (
                  <span className="ms-2 text-xs font-medium text-green-700">{t('versions.live')}</span>
                ) : null}
              </p>
              <p className="text-xs text-ink-500">
                {version.publishedBy
                  ? t('versions.byOn', { name: version.publishedBy.name, date: formatDate(version.createdAt, i18n.language) })
                  : formatDate(version.createdAt, i18n.language)}
              </p>
            </div>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setChosen(version)}
              aria-label={t('versions.restoreNamed', { version: version.version })}
            >
              {t('versions.restore')}
            </Button>
          </li>
        ))}
      </ol>
      <ConfirmDialog
        open={chosen !== null}
        title={t('versions.confirmTitle', { version: chosen?.version ?? '' })}
        confirmLabel={t('versions.restore')}
        pending={restore.isPending}
        error={restore.error ? errorMessage(restore.error, t) : null}
        onConfirm={confirm}
        onClose={() => {
          setChosen(null);
          restore.reset();
        }}
      >
        <p>{t('versions.confirmBody')}</p>
        {dirty ? <p className="mt-2 font-medium text-amber-800">{t('versions.confirmUnsaved')}</p> : null}
      </ConfirmDialog>
    </section>
  );
}
