import type { TAgent } from '@atrium/contracts/ai-agents';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeleteAgent } from '@/features/ai-agents/api/agents';
import { errorMessage } from '@/features/ai-agents/utils/error-message';

/**
 * Deletes the agent after asking. Its conversations go with it (decision 034), so the question says how many, and
 * points to unpublishing, which keeps them. `onDeleted`: the screen leaves for the list (past its unsaved-changes guard).
 */
export function DeleteAgentButton({ agent, onDeleted }: { agent: TAgent; onDeleted: () => void }) {
  const { t } = useTranslation('aiAgents');
  const [open, setOpen] = useState(false);
  const remove = useDeleteAgent();
  const conversations = agent.conversationCount ?? 0;
  const close = () => {
    setOpen(false);
    remove.reset();
  };
  return (
    <>
      <Button variant="danger" size="sm" onClick={() => setOpen(true)}>
        {t('remove.action')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('remove.confirmTitle', { name: agent.name })}
        confirmLabel={t('remove.action')}
        pending={remove.isPending}
        error={remove.isError ? errorMessage(remove.error, t) : null}
        onClose={close}
        onConfirm={() =>
          remove.mutate(agent._id, {
            onSuccess: () => {
              toast.success(t('remove.done', { name: agent.name }));
              onDeleted();
            },
          })
        }
      >
        <div className="space-y-2">
          <p>{t('remove.confirmBody')}</p>
          <p className="font-semibold text-ink-900">
            {conversations === 0 ? t('remove.noConversations') : t('remove.conversations', { count: conversations })}
          </p>
          {conversations > 0 ? <p>{t(agent.status === 'published' ? 'remove.keep' : 'remove.keepUnpublished')}</p> : null}
        </div>
      </ConfirmDialog>
    </>
  );
}
