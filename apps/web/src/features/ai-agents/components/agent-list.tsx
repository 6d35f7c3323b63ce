import type { TAgent } from '@atrium/contracts/ai-agents';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AgentAvatar } from '@/components/ai-chat/agent-avatar';
import { focusRing } from '@/components/ui/focus-ring';
import { AgentStatus } from './agent-status';

/**
 * The agents as rows: the ones the viewer manages open the builder; the others (the platform's, for an agency) are
 * shown as they are, to be used, not edited.
 */
export function AgentList({ agents }: { agents: readonly TAgent[] }) {
  const { t } = useTranslation('aiAgents');
  return (
    <ul className="divide-y divide-ink-100 rounded-2xl bg-white shadow-sm ring-1 ring-ink-200">
      {agents.map((agent) => {
        const body = (
          <>
            <AgentAvatar name={agent.name} avatar={agent.avatar} size="md" />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-semibold text-ink-900" dir="auto">
                {agent.name}
              </p>
              <p className="line-clamp-2 text-xs text-ink-600" dir="auto">
                {agent.greeting || (agent.owner === 'platform' ? t('list.platform') : t('list.noGreeting'))}
              </p>
            </div>
            <AgentStatus agent={agent} />
          </>
        );
        return (
          <li key={agent._id}>
            {agent.canManage ? (
              <Link
                to={`/ai-agents/${agent._id}`}
                className={`flex flex-wrap items-center gap-3 px-4 py-3 hover:bg-ink-50 sm:flex-nowrap ${focusRing}`}
              >
                {body}
              </Link>
            ) : (
              <div className="flex flex-wrap items-center gap-3 px-4 py-3 sm:flex-nowrap">
                {body}
                <span className="text-xs text-ink-500">{t('list.readOnly')}</span>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
