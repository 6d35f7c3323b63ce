import type { TTicket } from '@atrium/contracts/support';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dateTimeLabel, relativeTime } from '@/lib/time-labels';
import { FirstResponseLabel } from './first-response-label';
import { PriorityLabel, StatusBadge } from './ticket-badges';

/**
 * The list's columns at large widths; below them every row stacks into a card. The team's list has the
 * location and first-response columns; the submitter's side is not shown first-response data at all.
 */
export const rowGrid = (team: boolean) =>
  team
    ? 'lg:grid-cols-[minmax(0,1fr)_7.5rem_9rem_9rem_9rem_7rem] lg:items-center lg:gap-4'
    : 'lg:grid-cols-[minmax(0,1fr)_7.5rem_9rem_7rem] lg:items-center lg:gap-4';

/** Column titles, for sighted users at large widths (each row's own labels serve everyone else). */
export function TicketListHead({ team }: { team: boolean }) {
  const { t } = useTranslation('support');
  const columns = ['ticket', 'status', ...(team ? ['location'] : []), 'assignee', ...(team ? ['firstResponse'] : []), 'activity'];
  return (
    <div
      aria-hidden="true"
      className={`hidden border-b border-ink-200 bg-ink-50 px-5 lg:grid py-2.5 text-xs font-semibold tracking-wide text-ink-500 uppercase ${rowGrid(team)}`}
    >
      {columns.map((c) => (
        <span key={c}>{t(`columns.${c}`)}</span>
      ))}
    </div>
  );
}

/** One ticket: a link to its conversation, with its status, who has it and how the first answer went. */
export function TicketRow({ ticket, to, team, now }: { ticket: TTicket; to: string; team: boolean; now: number }) {
  const { t, i18n } = useTranslation('support');
  const unread = ticket.unreadCount > 0;
  return (
    <li>
      <Link
        to={to}
        className={`group grid grid-cols-2 gap-x-4 gap-y-1 px-5 py-4 transition-colors hover:bg-ink-50 focus-visible:bg-brand-50 focus-visible:outline-none ${rowGrid(team)}`}
      >
        <div className="col-span-2 min-w-0 lg:col-span-1">
          <p className="flex items-center gap-2 text-xs text-ink-500">
            <span className="font-mono font-medium text-ink-600">#{ticket.number}</span>
            <span aria-hidden="true">·</span>
            <span>{t(`category.${ticket.category}`)}</span>
            {unread ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-brand-600 px-2 py-0.5 text-[11px] font-semibold text-white">
                {t('row.unread', { count: ticket.unreadCount })}
              </span>
            ) : null}
          </p>
          <p
            dir="auto"
            className={`mt-1 truncate text-sm group-hover:text-brand-700 ${unread ? 'font-bold text-ink-900' : 'font-semibold text-ink-800'}`}
          >
            {ticket.subject}
          </p>
          <p className="mt-0.5 truncate text-xs text-ink-500">{t('row.by', { name: ticket.submittedBy.name })}</p>
        </div>
        <div className="col-span-2 my-1 flex flex-wrap items-center gap-x-3 gap-y-1 lg:col-span-1 lg:my-0 lg:flex-col lg:items-start lg:gap-1">
          <StatusBadge status={ticket.status} />
          <PriorityLabel priority={ticket.priority} />
        </div>
        {team ? (
          <p className="min-w-0 truncate text-xs text-ink-600 lg:text-sm">
            <span className="lg:sr-only">{t('columns.location')}: </span>
            {ticket.location?.name ?? t('row.noLocation')}
          </p>
        ) : null}
        <p className="min-w-0 truncate text-xs text-ink-600 lg:text-sm">
          <span className="lg:sr-only">{t('columns.assignee')}: </span>
          {ticket.assignee?.name ?? <span className="text-ink-400">{t('row.unassigned')}</span>}
        </p>
        {team ? (
          <p className="min-w-0 text-xs">
            {ticket.firstResponseTargetMinutes === undefined ? null : (
              <>
                <span className="sr-only">{t('columns.firstResponse')}: </span>
                <FirstResponseLabel ticket={ticket} now={now} />
              </>
            )}
          </p>
        ) : null}
        <p className="min-w-0 text-xs text-ink-500">
          <span className="sr-only">{t('columns.activity')}: </span>
          <time dateTime={ticket.lastActivityAt} title={dateTimeLabel(ticket.lastActivityAt, i18n.language)}>
            {relativeTime(ticket.lastActivityAt, now, i18n.language)}
          </time>
        </p>
      </Link>
    </li>
  );
}
