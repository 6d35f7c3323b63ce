import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-classes';
import { LoadMoreFooter } from '@/components/ui/load-more-footer';
import { useTickets } from '@/features/support/api/get-tickets';
import { useListFilter } from '@/features/support/hooks/use-list-filter';
import { isSupportTeamRole, queuesFor } from '@/features/support/utils/queues';
import { usePageTitle } from '@/lib/preferences/preferences-context';
import { useSession } from '@/lib/session-store';
import { useNow } from '@/lib/use-now';
import { QUEUE_PANEL_ID, QueueTabs, queueTabId } from './queue-tabs';
import { useSupportScope } from './support-scope';
import { SupportLoadError, SupportState, TicketListSkeleton } from './support-states';
import { TicketFilters } from './ticket-filters';
import { TicketListHead, TicketRow } from './ticket-row';

/** The tickets the viewer may see: the team's queues (or the submitter's own), filters, and Load more. */
export function TicketListScreen() {
  const { t } = useTranslation('support');
  const { base, embed } = useSupportScope();
  usePageTitle(t('pageTitle'));
  const role = useSession().user?.role;
  const team = isSupportTeamRole(role);
  const queues = useMemo(() => queuesFor(role), [role]);
  const { filter, update } = useListFilter(queues);
  const query = useTickets(embed ? { ...filter, locationId: embed.locationId } : filter);
  const now = useNow();
  // A ticket whose activity moved it between two page loads would come twice; show it once.
  const tickets = useMemo(() => {
    const seen = new Set<string>();
    return (query.data?.pages.flatMap((page) => page.data) ?? []).filter((t) => !seen.has(t._id) && Boolean(seen.add(t._id)));
  }, [query.data]);
  const filtered = Boolean(filter.status || filter.priority || filter.category || filter.q);
  const newTicket = (
    <Link to={`${base}/new`} className={buttonClasses('primary')}>
      <span aria-hidden="true">+</span>
      {t('newTicket')}
    </Link>
  );

  let content: ReactNode;
  if (query.isError && !query.data)
    content = <SupportLoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  else if (!query.data) content = <TicketListSkeleton />;
  else if (tickets.length === 0)
    content = filtered ? (
      <SupportState
        icon="search"
        title={t('list.noMatch.title')}
        body={t('list.noMatch.body')}
        action={
          <Button
            variant="secondary"
            onClick={() => update({ status: undefined, priority: undefined, category: undefined, q: undefined })}
          >
            {t('filters.clear')}
          </Button>
        }
      />
    ) : (
      <SupportState
        title={t(`list.empty.${filter.queue}.title`)}
        body={t(`list.empty.${filter.queue}.body`)}
        action={filter.queue === 'all' && role !== 'super_admin' ? newTicket : undefined}
      />
    );
  else
    content = (
      <>
        <div
          className={`overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink-200 transition-opacity ${query.isPlaceholderData ? 'opacity-60' : ''}`}
        >
          <TicketListHead team={team} />
          <ul aria-label={t('list.label')} className="divide-y divide-ink-100">
            {tickets.map((ticket) => (
              <TicketRow key={ticket._id} ticket={ticket} to={`${base}/${ticket._id}`} team={team} now={now} />
            ))}
          </ul>
        </div>
        <LoadMoreFooter
          summary={t('list.shown', { count: tickets.length, total: query.data.pages[0]?.meta.total ?? tickets.length })}
          hasMore={query.hasNextPage}
          loading={query.isFetchingNextPage}
          onLoadMore={() => void query.fetchNextPage()}
          label={t('list.loadMore')}
          loadingLabel={t('list.loadingMore')}
        />
      </>
    );

  return (
    <div>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          {embed ? null : <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">{t('eyebrow')}</p>}
          <h1
            className={
              embed ? 'text-xl font-bold text-ink-900' : 'mt-1 text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl'
            }
          >
            {t('title')}
          </h1>
          {embed ? null : <p className="mt-2 max-w-2xl text-base text-ink-600">{t(team ? 'subtitleTeam' : 'subtitle')}</p>}
        </div>
        {role === 'super_admin' ? null : <div className="shrink-0">{newTicket}</div>}
      </div>
      <div className="mt-6 space-y-4">
        {queues.length > 1 ? <QueueTabs queues={queues} queue={filter.queue} onChange={(queue) => update({ queue })} /> : null}
        <TicketFilters filter={filter} onChange={update} />
      </div>
      {queues.length > 1 ? (
        <div
          id={QUEUE_PANEL_ID}
          role="tabpanel"
          aria-labelledby={queueTabId(filter.queue)}
          aria-busy={query.isFetching}
          className="mt-5"
        >
          {content}
        </div>
      ) : (
        <div aria-busy={query.isFetching} className="mt-5">
          {content}
        </div>
      )}
    </div>
  );
}
