import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button-classes';
import { useComments, useTicket } from '@/features/support/api/get-ticket';
import { useTicketLive } from '@/features/support/hooks/use-ticket-live';
import { ApiError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/preferences/preferences-context';
import { relativeTime } from '@/lib/time-labels';
import { useNow } from '@/lib/use-now';
import { BackLink } from './back-link';
import { Composer } from './composer';
import { Conversation } from './conversation';
import { RatingPanel } from './rating-panel';
import { useSupportScope } from './support-scope';
import { SupportLoadError, SupportState, TicketDetailSkeleton } from './support-states';
import { StatusBadge } from './ticket-badges';
import { TicketSidePanel } from './ticket-side-panel';
import { ViewersBar } from './viewers-bar';

/** One ticket: its conversation, live, with the composer, the rating prompt and the side panel. */
export function TicketDetailScreen() {
  const { ticketId = '' } = useParams();
  // A new key per ticket: moving between tickets starts a fresh composer and watch.
  return <TicketDetail key={ticketId} ticketId={ticketId} />;
}

function TicketDetail({ ticketId }: { ticketId: string }) {
  const { t, i18n } = useTranslation('support');
  const { base, embed } = useSupportScope();
  const ticket = useTicket(ticketId);
  const comments = useComments(ticketId);
  const now = useNow();
  const { viewers } = useTicketLive(ticketId, ticket.isSuccess);
  usePageTitle(ticket.data ? `#${ticket.data.number} ${ticket.data.subject}` : t('pageTitle'));

  // Not one the viewer may see (404), or not a ticket id at all (400): both read as "not found".
  const status = ticket.error instanceof ApiError ? ticket.error.status : 0;
  if (status === 404 || status === 400)
    return (
      <SupportState
        icon="search"
        title={t('detail.notFound.title')}
        body={t('detail.notFound.body')}
        action={
          <Link to={base} className={buttonClasses('secondary')}>
            {t('detail.back')}
          </Link>
        }
      />
    );
  if (ticket.isError || comments.isError)
    return (
      <SupportLoadError
        onRetry={() => {
          void ticket.refetch();
          void comments.refetch();
        }}
        retrying={ticket.isFetching || comments.isFetching}
      />
    );
  if (!ticket.data || !comments.data) return <TicketDetailSkeleton />;

  const data = ticket.data;
  return (
    <div>
      <BackLink />
      <header className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 text-sm text-ink-500">
            <span className="font-mono font-medium text-ink-600">#{data.number}</span>
            <StatusBadge status={data.status} />
          </p>
          <h1
            dir="auto"
            className={`mt-1 font-bold break-words text-ink-900 ${embed ? 'text-xl' : 'text-2xl tracking-tight sm:text-3xl'}`}
          >
            {data.subject}
          </h1>
          <p className="mt-1 text-sm text-ink-500">
            {t('detail.openedBy', { name: data.submittedBy.name, time: relativeTime(data.createdAt, now, i18n.language) })}
          </p>
        </div>
        <ViewersBar viewers={viewers} />
      </header>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="min-w-0 space-y-5">
          <Conversation ticket={data} comments={comments.data} now={now} />
          <RatingPanel ticket={data} />
          <Composer ticket={data} />
        </div>
        <TicketSidePanel ticket={data} now={now} />
      </div>
    </div>
  );
}
