import type { TAgent } from '@atrium/contracts/ai-agents';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { usePublishAgent } from '@/features/ai-agents/api/agents';
import { errorMessage } from '@/features/ai-agents/utils/error-message';

/**
 * Publishes the SAVED draft as the next version. Unsaved edits would not be in it, so the button waits for a save;
 * with nothing new since the last version there is nothing to publish.
 */
export function PublishButton({ agent, dirty }: { agent: TAgent; dirty: boolean }) {
  const { t } = useTranslation('aiAgents');
  const publish = usePublishAgent();
  // An unpublished agent may be published again as it is (the next version, the same settings).
  const upToDate = agent.status === 'published' && !agent.hasDraftChanges;
  const why = dirty ? t('publish.saveFirst') : upToDate ? t('publish.upToDate') : null;
  const onPublish = () =>
    publish.mutate(agent._id, {
      onSuccess: (version) => toast.success(t('publish.done', { version: version.version })),
      onError: (error) => toast.error(errorMessage(error, t)),
    });
  return (
    <div className="flex flex-col items-stretch gap-1 sm:items-end">
      <Button
        onClick={onPublish}
        loading={publish.isPending}
        disabled={why !== null}
        aria-describedby={why ? `publish-why-${agent._id}` : undefined}
      >
        {agent.publishedVersion === null
          ? t('publish.first')
          : agent.status === 'published'
            ? t('publish.again')
            : t('publish.republish')}
      </Button>
      {why ? (
        <p id={`publish-why-${agent._id}`} className="text-xs text-ink-500">
          {why}
        </p>
      ) : null}
    </div>
  );
}
