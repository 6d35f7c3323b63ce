import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-classes';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { LoadError, StateCard } from '@/components/ui/state-card';
import { useAgents } from '@/features/ai-agents/api/agents';
import { AgentList } from '@/features/ai-agents/components/agent-list';
import { NewAgentButton } from '@/features/ai-agents/components/new-agent-button';
import { usePageTitle } from '@/lib/preferences/preferences-context';
import { useSession } from '@/lib/session-store';
import { AGENT_MANAGERS, AgentsShell, USAGE_VIEWERS } from './agents-shell';

/** `/ai-agents`: the agents the viewer manages (to build) or may use (read-only), and the way to a new one. */
export function AgentsPage() {
  return (
    <AgentsShell>
      <Agents />
    </AgentsShell>
  );
}

function Agents() {
  const { t } = useTranslation('aiAgents');
  const { user } = useSession();
  usePageTitle(t('title'));
  const agents = useAgents();
  const manager = !!user && AGENT_MANAGERS.includes(user.role);
  const seesUsage = !!user && USAGE_VIEWERS.includes(user.role);
  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow={t('eyebrow')}
        title={t('title')}
        subtitle={manager ? t('subtitle') : t('subtitleUser')}
        actions={
          <>
            {seesUsage ? (
              <Link to="/ai-agents/usage" className={buttonClasses('secondary')}>
                {t('usage.open')}
              </Link>
            ) : null}
            {manager ? <NewAgentButton /> : null}
          </>
        }
      />
      {agents.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner size="lg" label={t('loading')} />
        </div>
      ) : agents.isError ? (
        <LoadError
          title={t('list.failed')}
          body={t('errors.loadBody')}
          retryLabel={t('actions.retry')}
          onRetry={() => void agents.refetch()}
          retrying={agents.isFetching}
        />
      ) : agents.data.length === 0 ? (
        <StateCard
          icon="sparkles"
          title={t('list.emptyTitle')}
          body={manager ? t('list.emptyBody') : t('list.emptyBodyUser')}
          action={manager ? <NewAgentButton /> : undefined}
        />
      ) : (
        <AgentList agents={agents.data} />
      )}
    </div>
  );
}
