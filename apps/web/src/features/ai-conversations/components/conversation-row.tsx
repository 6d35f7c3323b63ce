import type { TChatConversation } from '@atrium/contracts/chat-conversations';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '@/lib/format';
import { dateTimeLabel, relativeTime } from '@/lib/time-labels';
import { ConversationBadges } from './conversation-badges';

/** The list's columns at large widths; below them each row stacks into a card with its own labels. */
const GRID = 'lg:grid-cols-[minmax(0,1fr)_12rem_9rem_7rem_5.5rem] lg:items-center lg:gap-4';
const COLUMNS = ['conversation', 'location', 'person', 'activity', 'messages'] as const;

/** Column titles, for sighted readers at large widths (each row's labels serve everyone else). */
export function ConversationListHead() {
  const { t } = useTranslation('aiConversations');
  return (
    <div
      aria-hidden="true"
      className={`hidden border-b border-ink-200 bg-ink-50 px-5 py-2.5 text-xs font-semibold tracking-wide text-ink-500 uppercase lg:grid ${GRID}`}
    >
      {COLUMNS.map((c) => (
        <span key={c}>{t(`columns.${c}`)}</span>
      ))}
    </div>
  );
}

/**
 * One conversation: a link to its transcript with who asked which agent where, and what needs attention. `back` is
 * the list's query, so the transcript's way back returns to the same filters.
 */
export function ConversationRow({
  conversation,
  to,
  back,
  now,
}: {
  conversation: TChatConversation;
  to: string;
  back: string;
  now: number;
}) {
  const { t, i18n } = useTranslation('aiConversations');
  const c = conversation;
  return (
    <li>
      <Link
        to={to}
        state={{ back }}
        className={`group grid grid-cols-2 gap-x-4 gap-y-1 px-5 py-4 transition-colors hover:bg-ink-50 focus-visible:bg-brand-50 focus-visible:outline-none ${GRID}`}
      >
        <div className="col-span-2 min-w-0 lg:col-span-1">
          <p dir="auto" className="truncate text-sm font-semibold text-ink-900 group-hover:text-brand-700">
            {c.title}
          </p>
          <p className="mt-0.5 truncate text-xs text-ink-500">{t('row.agent', { name: c.agent.name })}</p>
          <div className="mt-1.5">
            <ConversationBadges conversation={c} />
          </div>
        </div>
        <p className="min-w-0 truncate text-xs text-ink-600 lg:text-sm">
          <span className="lg:sr-only">{t('columns.location')}: </span>
          {c.location?.name ?? t('row.noLocation')}
        </p>
        <p className="min-w-0 truncate text-xs text-ink-600 lg:text-sm">
          <span className="lg:sr-only">{t('columns.person')}: </span>
          {c.user.name}
        </p>
        <p className="min-w-0 text-xs text-ink-600 lg:text-sm">
          <span className="lg:sr-only">{t('columns.activity')}: </span>
          <time dateTime={c.lastMessageAt} title={dateTimeLabel(c.lastMessageAt, i18n.language)}>
            {relativeTime(c.lastMessageAt, now, i18n.language)}
          </time>
        </p>
        <p className="min-w-0 text-xs text-ink-600 lg:text-sm">
          <span className="lg:sr-only">{t('columns.messages')}: </span>
          {formatNumber(c.messageCount, i18n.language)}
        </p>
      </Link>
    </li>
  );
}
