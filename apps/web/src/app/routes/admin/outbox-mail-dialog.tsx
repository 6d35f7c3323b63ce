import type { TOutboxMailSummary } from '@atrium/contracts/email-outbox';
import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { LoadError } from '@/components/ui/state-card';
import { outboxMailQuery } from './outbox-api';
import { OutboxStatus, useWhen } from './outbox-status';

/** One mail of the outbox: who, what, when, its delivery, and its plain text with working links. */
export function OutboxMailDialog({ mail, onClose }: { mail: TOutboxMailSummary | null; onClose: () => void }) {
  const { t } = useTranslation('account', { keyPrefix: 'outbox' });
  return (
    <Modal open={mail !== null} onClose={onClose} title={mail?.subject ?? ''} size="lg" closeLabel={t('mail.close')}>
      {mail ? <MailBody summary={mail} /> : null}
    </Modal>
  );
}

function MailBody({ summary }: { summary: TOutboxMailSummary }) {
  const { t } = useTranslation('account', { keyPrefix: 'outbox' });
  const when = useWhen();
  const mail = useQuery(outboxMailQuery(summary._id));
  return (
    <div className="space-y-5 px-6 py-5">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <Detail label={t('mail.to')}>
          <bdi>{summary.toAddress}</bdi>
        </Detail>
        <Detail label={t('mail.kind')}>
          <code className="text-xs">{summary.kind}</code>
        </Detail>
        <Detail label={t('mail.created')}>{when(summary.createdAt)}</Detail>
        <Detail label={t('mail.status')}>
          <OutboxStatus mail={summary} />
        </Detail>
      </dl>
      {mail.isPending ? (
        <div className="flex justify-center py-6">
          <Spinner label={t('loading')} />
        </div>
      ) : mail.isError ? (
        <LoadError
          title={t('mail.loadError')}
          body={mail.error.message}
          retryLabel={t('retry')}
          onRetry={() => mail.refetch()}
          retrying={mail.isFetching}
        />
      ) : (
        <div
          dir="ltr"
          className="max-h-[50vh] overflow-auto rounded-xl bg-ink-50 p-4 text-start font-mono text-sm leading-6 whitespace-pre-wrap break-words text-ink-800 ring-1 ring-ink-200"
          data-testid="outbox-mail-text"
        >
          <LinkedText text={mail.data.text} />
        </div>
      )}
    </div>
  );
}

/** Plain text with its http(s) addresses as links (the mail's HTML is never rendered here). */
function LinkedText({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/[^\s<>"]+)/g);
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text never move
      <a key={index} href={part} className="text-brand-700 underline hover:text-brand-800" rel="noreferrer">
        {part}
      </a>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: as above
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <dt className="font-medium text-ink-500">{label}</dt>
      <dd className="min-w-0 break-words text-ink-900">{children}</dd>
    </>
  );
}
