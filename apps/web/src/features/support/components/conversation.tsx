import type { TTicket, TTicketComment } from '@atrium/contracts/support';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icon';
import { initials } from '@/features/support/utils/people';
import { dateTimeLabel, relativeTime } from '@/lib/time-labels';
import { AttachmentList } from './attachment-field';

type Kind = 'customer' | 'team' | 'internal';

const BUBBLES: Record<Kind, string> = {
  customer: 'bg-white ring-ink-200 sm:me-10',
  team: 'bg-brand-50 ring-brand-200 sm:ms-10',
  internal: 'bg-amber-50 ring-amber-300 sm:ms-10',
};

const AVATARS: Record<Kind, string> = {
  customer: 'bg-ink-100 text-ink-700',
  team: 'bg-brand-600 text-white',
  internal: 'bg-amber-400 text-amber-950',
};

interface MessageProps {
  kind: Kind;
  author: string;
  body: string;
  attachments: string[];
  createdAt: string;
  now: number;
  /** A small heading over the body (the ticket's description). */
  caption?: string;
}

/** One message: customers on the start side, the team's answers on the end side, internal notes in yellow. */
function Message({ kind, author, body, attachments, createdAt, now, caption }: MessageProps) {
  const { t, i18n } = useTranslation('support');
  return (
    <li className={`rounded-2xl p-4 shadow-sm ring-1 sm:p-5 ${BUBBLES[kind]}`} data-kind={kind}>
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className={`flex size-9 shrink-0 items-center justify-center rounded-full text-xs font-semibold ${AVATARS[kind]}`}
        >
          {initials(author)}
        </span>
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
            <span dir="auto" className="font-semibold text-ink-900">
              {author}
            </span>
            {kind === 'team' ? (
              <span className="rounded-full bg-brand-600 px-2 py-0.5 text-[11px] font-semibold text-white">
                {t('comment.team')}
              </span>
            ) : null}
            {kind === 'internal' ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-amber-200 px-2 py-0.5 text-[11px] font-semibold text-amber-900">
                <Icon name="shield" className="size-3" />
                {t('comment.internal')}
              </span>
            ) : null}
            <time dateTime={createdAt} title={dateTimeLabel(createdAt, i18n.language)} className="text-xs text-ink-500">
              {relativeTime(createdAt, now, i18n.language)}
            </time>
          </p>
          {caption ? <p className="mt-2 text-xs font-semibold tracking-wide text-ink-500 uppercase">{caption}</p> : null}
          <p dir="auto" className="mt-1.5 text-sm leading-relaxed break-words whitespace-pre-wrap text-ink-800">
            {body}
          </p>
          <AttachmentList urls={attachments} />
        </div>
      </div>
    </li>
  );
}

const kindOf = (comment: TTicketComment): Kind => (comment.internal ? 'internal' : comment.fromTeam ? 'team' : 'customer');

/** The ticket's description first, then every comment the viewer may see, oldest first; new ones are announced. */
export function Conversation({ ticket, comments, now }: { ticket: TTicket; comments: TTicketComment[]; now: number }) {
  const { t } = useTranslation('support');
  return (
    <section aria-labelledby="support-conversation">
      <h2 id="support-conversation" className="sr-only">
        {t('detail.conversation')}
      </h2>
      <ol className="space-y-4" aria-live="polite" aria-relevant="additions">
        <Message
          kind="customer"
          author={ticket.submittedBy.name}
          body={ticket.description}
          attachments={ticket.attachments}
          createdAt={ticket.createdAt}
          now={now}
          caption={t('detail.description')}
        />
        {comments.map((c) => (
          <Message
            key={c._id}
            kind={kindOf(c)}
            author={c.author.name}
            body={c.body}
            attachments={c.attachments}
            createdAt={c.createdAt}
            now={now}
          />
        ))}
      </ol>
    </section>
  );
}
