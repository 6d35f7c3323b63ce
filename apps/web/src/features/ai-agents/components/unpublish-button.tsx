import type { TAgent } from '@atrium/contracts/ai-agents';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useUnpublishAgent } from '@/features/ai-agents/api/agents';
import { errorMessage } from '@/features/ai-agents/utils/error-message';

/**
 * Takes a published agent out of service, after asking: its locations lose it at once (a conversation in progress
 * stops answering), while its versions and conversations stay and it can be published again.
 */
export function UnpublishButton({ agent }: { agent: TAgent }) {
  const { t } = useTranslation('aiAgents');
  const [open, setOpen] = useState(false);
  const unpublish = useUnpublishAgent();
  if (agent.status !== 'published') return null;
  const close = () => {
    setOpen(false);
    unpublish.reset();
  };
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        {t('unpublish.action')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('unpublish.confirmTitle', { name: agent.name })}
        confirmLabel={t('unpublish.action')}
        pending={unpublish.isPending}
        error={unpublish.isError ? errorMessage(unpublish.error, t) : null}
        onClose={close}
        onConfirm={() =>
          unpublish.mutate(agent._id, {
            onSuccess: () => {
              close();
              toast.success(t('unpublish.done', { name: agent.name }));
            },
          })
        }
      >
        {t('unpublish.confirmBody')}
      </ConfirmDialog>
    </>
  );
}
