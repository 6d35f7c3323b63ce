import type { TAiUsageScope } from '@atrium/contracts/ai-agents';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { LoadError, StateCard } from '@/components/ui/state-card';
import { useAgentUsage } from '@/features/ai-agents/api/usage';
import { BackToAgents } from '@/features/ai-agents/components/back-to-agents';
import { UsageList } from '@/features/ai-agents/components/usage-list';
import { usePageTitle } from '@/lib/preferences/preferences-context';
import { useSession } from '@/lib/session-store';
import { AgentsShell, USAGE_VIEWERS } from './agents-shell';

/** `/ai-agents/usage`: this month's tokens and requests per scope, against budgets the viewer may set. */
export function AgentUsagePage() {
  return (
    <AgentsShell allow={USAGE_VIEWERS}>
      <Usage />
    </AgentsShell>
  );
}

function Usage() {
  const { t } = useTranslation('aiAgents');
  const { user } = useSession();
  usePageTitle(t('usage.title'), t('title'));
  const usage = useAgentUsage();
  // The platform sets an agency's budget; the agency's admin shares it out among its locations.
  const canEdit = (row: TAiUsageScope) => (row.scope === 'agency' ? user?.role === 'super_admin' : user?.role === 'agency_admin');
  return (
    <div className="space-y-6">
      <BackToAgents />
      <PageHeader eyebrow={t('eyebrow')} title={t('usage.title')} subtitle={t('usage.subtitle')} />
      {usage.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner size="lg" label={t('loading')} />
        </div>
      ) : usage.isError ? (
        <LoadError
          title={t('usage.failed')}
          body={t('errors.loadBody')}
          retryLabel={t('actions.retry')}
          onRetry={() => void usage.refetch()}
          retrying={usage.isFetching}
        />
      ) : usage.data.length === 0 ? (
        <StateCard icon="receipt" title={t('usage.emptyTitle')} body={t('usage.emptyBody')} />
      ) : (
        <UsageList rows={usage.data} canEdit={canEdit} />
      )}
    </div>
  );
}
