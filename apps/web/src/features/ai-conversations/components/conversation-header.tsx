import type { TChatConversationDetail } from '@atrium/contracts/chat-conversations';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { focusRing } from '@/components/ui/focus-ring';
import { dateTimeLabel } from '@/lib/time-labels';
import { ConversationBadges } from './conversation-badges';

/** The help desk's ticket page (route-table.tsx: support_tickets/*, features/support's `:ticketId`). */
const ticketPath = (ticketId: string) => `/support_tickets/${ticketId}`;

/** Who asked which agent, where and when; what needs attention; the help desk tickets it was handed over in. */
export function ConversationHeader({ conversation }: { conversation: TChatConversationDetail }) {
  const { t, i18n } = useTranslation('aiConversations');
  const c = conversation;
  const facts = [
    [t('columns.person'), c.user.name],
    [t('columns.location'), c.location?.name ?? t('row.noLocation')],
    [t('detail.agent'), c.agent.name],
    [t('detail.started'), dateTimeLabel(c.createdAt, i18n.language)],
  ] as const;
  return (
    <header className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-200">
      <h1 dir="auto" className="text-2xl font-bold tracking-tight break-words text-ink-900">
        {c.title}
      </h1>
      <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2">
        {facts.map(([label, value]) => (
          <div key={label} className="flex min-w-0 gap-1.5">
            <dt className="shrink-0 text-ink-500">{label}:</dt>
            <dd dir="auto" className="min-w-0 truncate font-medium text-ink-800">
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-3">
        <ConversationBadges conversation={c} />
      </div>
      {c.handoffTickets.length > 0 ? (
        <div className="mt-4 border-t border-ink-100 pt-3">
          <h2 className="text-sm font-semibold text-ink-800">{t('detail.tickets')}</h2>
          <ul className="mt-1.5 flex flex-wrap gap-2">
            {c.handoffTickets.map((ticket) => (
              <li key={ticket._id}>
                <Link
                  to={ticketPath(ticket._id)}
                  className={`inline-flex rounded-lg bg-amber-50 px-3 py-1.5 text-sm font-medium text-amber-900 ring-1 ring-amber-200 hover:bg-amber-100 ${focusRing}`}
                >
                  {/* Digits as the help desk prints them (#1001): an identifier to find the ticket by, not a quantity. */}
                  {t('detail.ticket', { number: ticket.number })}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </header>
  );
}
