import { AGENT_QA_MAX_PAIRS, type TAgentQaPair } from '@atrium/contracts/agent-knowledge';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSection } from '@/components/forms/form-section';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { LoadError } from '@/components/ui/state-card';
import { useAgentQa, useDeleteQaPair } from '@/features/ai-agents/api/knowledge';
import { errorMessage } from '@/features/ai-agents/utils/error-message';
import { QaPairDialog } from './qa-pair-dialog';

/** The agent's custom answers: add, edit, delete (each change is indexed again on the server). */
export function QaPairs({ agentId }: { agentId: string }) {
  const { t } = useTranslation('aiAgents');
  const pairs = useAgentQa(agentId);
  const remove = useDeleteQaPair(agentId);
  const [editing, setEditing] = useState<TAgentQaPair | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TAgentQaPair | null>(null);
  const full = (pairs.data?.length ?? 0) >= AGENT_QA_MAX_PAIRS;

  let body: ReactNode;
  if (pairs.isPending) body = <Spinner label={t('loading')} />;
  else if (pairs.isError)
    body = (
      <LoadError
        title={t('knowledge.qaFailed')}
        body={t('errors.loadBody')}
        retryLabel={t('actions.retry')}
        onRetry={() => void pairs.refetch()}
        retrying={pairs.isFetching}
      />
    );
  else if (pairs.data.length === 0) body = <p className="text-sm text-ink-600">{t('knowledge.qaEmpty')}</p>;
  else
    body = (
      <ul className="divide-y divide-ink-100 rounded-xl ring-1 ring-ink-200">
        {pairs.data.map((pair) => (
          <li key={pair._id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-start">
            <div className="min-w-0 flex-1">
              <p className="text-sm font-medium break-words text-ink-900" dir="auto">
                {pair.question}
              </p>
              <p className="line-clamp-2 text-xs break-words text-ink-600" dir="auto">
                {pair.answer}
              </p>
            </div>
            <div className="flex gap-2">
              <Button
                variant="secondary"
                size="sm"
                onClick={() => setEditing(pair)}
                aria-label={t('knowledge.editNamed', { name: pair.question })}
              >
                {t('knowledge.edit')}
              </Button>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setDeleting(pair)}
                aria-label={t('knowledge.deleteNamed', { name: pair.question })}
              >
                {t('knowledge.delete')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    );

  return (
    <FormSection title={t('knowledge.qaTitle')} description={t('knowledge.qaHint')}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-ink-500">{t('knowledge.qaCount', { n: pairs.data?.length ?? 0, max: AGENT_QA_MAX_PAIRS })}</p>
        <Button size="sm" onClick={() => setEditing('new')} disabled={full || !pairs.isSuccess}>
          {t('knowledge.addPair')}
        </Button>
      </div>
      {body}
      {editing ? (
        <QaPairDialog agentId={agentId} pair={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('knowledge.deletePairTitle')}
        confirmLabel={t('knowledge.delete')}
        pending={remove.isPending}
        error={remove.error ? errorMessage(remove.error, t) : null}
        onConfirm={() => deleting && remove.mutate(deleting._id, { onSuccess: () => setDeleting(null) })}
        onClose={() => {
          setDeleting(null);
          remove.reset();
        }}
      >
        <p dir="auto">{deleting?.question}</p>
        <p className="mt-2">{t('knowledge.deletePairBody')}</p>
      </ConfirmDialog>
    </FormSection>
  );
}
