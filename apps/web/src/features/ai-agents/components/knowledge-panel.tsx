import type { TAgent } from '@atrium/contracts/ai-agents';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/forms/form-alert';
import { AgentFiles } from './agent-files';
import { QaPairs } from './qa-pairs';

/**
 * The agent's own knowledge: custom answers and uploaded files. They are saved at once (not with the draft) and
 * reach answers only while the saved draft (or the published version) lists their kinds.
 */
export function KnowledgePanel({ agent }: { agent: TAgent }) {
  const { t } = useTranslation('aiAgents');
  const off = (['qa', 'files'] as const).filter((kind) => !agent.knowledgeKinds.includes(kind));
  return (
    <div className="space-y-6">
      <p className="text-sm text-ink-600">{t('knowledge.intro')}</p>
      {off.length > 0 ? (
        <FormAlert tone="info" message={t('knowledge.kindsOff', { kinds: off.map((k) => t(`kinds.${k}.title`)).join(', ') })} />
      ) : null}
      <QaPairs agentId={agent._id} />
      <AgentFiles agentId={agent._id} />
    </div>
  );
}
