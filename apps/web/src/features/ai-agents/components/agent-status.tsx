import type { TAgent } from '@atrium/contracts/ai-agents';
import { useTranslation } from 'react-i18next';
import { StatusPill } from '@/components/ui/status-pill';

/** Draft, unpublished (taken out of service), published as version N, or published with changes not yet published. */
export function AgentStatus({ agent }: { agent: Pick<TAgent, 'status' | 'publishedVersion' | 'hasDraftChanges'> }) {
  const { t } = useTranslation('aiAgents');
  if (agent.publishedVersion === null) return <StatusPill tone="idle">{t('status.draft')}</StatusPill>;
  if (agent.status !== 'published')
    return <StatusPill tone="idle">{t('status.unpublished', { version: agent.publishedVersion })}</StatusPill>;
  return (
    <span className="inline-flex flex-wrap gap-1.5">
      <StatusPill tone="good">{t('status.published', { version: agent.publishedVersion })}</StatusPill>
      {agent.hasDraftChanges ? <StatusPill tone="warn">{t('status.changes')}</StatusPill> : null}
    </span>
  );
}
