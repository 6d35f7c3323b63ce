import type { TAgent } from '@atrium/contracts/ai-agents';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { AgentAvatar } from '@/components/ai-chat/agent-avatar';
import { LeaveDialog } from '@/components/forms/leave-dialog';
import { buttonClasses } from '@/components/ui/button-classes';
import { Spinner } from '@/components/ui/spinner';
import { LoadError, StateCard } from '@/components/ui/state-card';
import { useAgent } from '@/features/ai-agents/api/agents';
import { AgentStatus } from '@/features/ai-agents/components/agent-status';
import { BackToAgents } from '@/features/ai-agents/components/back-to-agents';
import { DeleteAgentButton } from '@/features/ai-agents/components/delete-agent-button';
import { Playground } from '@/features/ai-agents/components/playground';
import { PublishButton } from '@/features/ai-agents/components/publish-button';
import { UnpublishButton } from '@/features/ai-agents/components/unpublish-button';
import { ApiError } from '@/lib/api-client';
import { useNavigationGuard } from '@/lib/navigation-guard';
import { usePageTitle } from '@/lib/preferences/preferences-context';
import { LARGE_SCREEN_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { AGENT_MANAGERS, AgentsShell } from './agents-shell';
import { BuilderPanels } from './builder-panels';

/** `/ai-agents/:agentId`: the builder of one agent, its versions and its playground. */
export function AgentBuilderPage() {
  const { agentId = '' } = useParams();
  return (
    <AgentsShell allow={AGENT_MANAGERS} wide>
      {/* Keyed by the id, so moving to another agent starts with a clean form. */}
      <Builder key={agentId} id={agentId} />
    </AgentsShell>
  );
}

function Builder({ id }: { id: string }) {
  const { t } = useTranslation('aiAgents');
  const agent = useAgent(id);
  usePageTitle(agent.data?.name ?? t('builder.title'), t('title'));
  if (agent.isPending)
    return (
      <div className="flex justify-center py-24">
        <Spinner size="lg" label={t('loading')} />
      </div>
    );
  if (agent.isError) {
    // A malformed id in the address (400) is as missing as another tenant's agent (404).
    const missing = agent.error instanceof ApiError && (agent.error.status === 404 || agent.error.status === 400);
    return missing ? (
      <StateCard
        icon="sparkles"
        title={t('builder.missingTitle')}
        body={t('builder.missingBody')}
        action={
          <Link to="/ai-agents" className={buttonClasses('secondary')}>
            {t('builder.back')}
          </Link>
        }
      />
    ) : (
      <LoadError
        title={t('builder.failed')}
        body={t('errors.loadBody')}
        retryLabel={t('actions.retry')}
        onRetry={() => void agent.refetch()}
        retrying={agent.isFetching}
      />
    );
  }
  if (!agent.data.canManage) return <StateCard icon="shield" title={t('access.title')} body={t('access.readOnly')} />;
  return <Loaded agent={agent.data} />;
}

function Loaded({ agent }: { agent: TAgent }) {
  const { t } = useTranslation('aiAgents');
  const [dirty, setDirty] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const large = useMediaQuery(LARGE_SCREEN_QUERY);
  const navigate = useNavigate();
  // Unsaved edits of a deleted agent have nowhere to go: the guard stands down before the screen is left.
  const guard = useNavigationGuard(`/ai-agents/${agent._id}`, dirty && !deleted);
  useEffect(() => {
    if (deleted) void navigate('/ai-agents', { replace: true });
  }, [deleted, navigate]);
  return (
    <div className="space-y-6">
      <BackToAgents />
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 items-center gap-4">
          <AgentAvatar name={agent.name} avatar={agent.avatar} size="lg" />
          <div className="min-w-0">
            <h1 className="text-2xl font-bold tracking-tight break-words text-ink-900 sm:text-3xl" dir="auto">
              {agent.name}
            </h1>
            <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-ink-500">
              <AgentStatus agent={agent} />
              <span>{agent.owner === 'platform' ? t('builder.platformOwned') : t('builder.agencyOwned')}</span>
            </div>
          </div>
        </div>
        <div className="flex flex-col items-stretch gap-2 sm:items-end">
          <PublishButton agent={agent} dirty={dirty} />
          <div className="flex flex-wrap gap-2 sm:justify-end">
            <UnpublishButton agent={agent} />
            <DeleteAgentButton agent={agent} onDeleted={() => setDeleted(true)} />
          </div>
        </div>
      </header>
      <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_26rem] lg:items-start lg:gap-6">
        <BuilderPanels
          agent={agent}
          dirty={dirty}
          onDirtyChange={setDirty}
          playground={large ? null : <Playground agent={agent} dirty={dirty} />}
        />
        {large ? (
          <aside className="sticky top-20">
            <Playground agent={agent} dirty={dirty} />
          </aside>
        ) : null}
      </div>
      <LeaveDialog open={guard.blocked} onStay={guard.stay} onLeave={guard.proceed} ns="aiAgents" />
    </div>
  );
}
