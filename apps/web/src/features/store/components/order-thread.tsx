import { type TStoreFile, type TStoreOrder, ZStoreMessageCreate } from '@atrium/contracts/store';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/forms/form-alert';
import { Button } from '@/components/ui/button';
import { describedByOf, FieldHelp, fieldBorder } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { type OrderSide, useOrderMessages, usePostMessage } from '@/features/store/api/orders';
import { useDateTime } from '@/features/store/hooks/use-money';
import { FileAttach, FileList } from './file-attach';

/**
 * The thread of one order between the buyer and the agency, oldest first, with a box to write in. `side` is the
 * reader's: their own messages sit at the end of the line, the other side's at its start.
 */
export function OrderThread({ order, side }: { order: TStoreOrder; side: OrderSide }) {
  const { t } = useTranslation('store');
  const thread = useOrderMessages(order._id);
  const headingId = useId();
  const { dateTime: time } = useDateTime();

  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink-200 sm:p-5">
      <h2 id={headingId} className="text-base font-semibold text-ink-900">
        {t('thread.title')}
      </h2>
      {thread.isPending ? (
        <div className="flex justify-center py-6">
          <Spinner label={t('thread.loading')} />
        </div>
      ) : thread.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-700">
          {t('thread.loadFailed')}
          <Button size="sm" variant="secondary" onClick={() => void thread.refetch()} loading={thread.isFetching}>
            {t('actions.retry')}
          </Button>
        </div>
      ) : thread.data.length === 0 ? (
        <p className="text-sm text-ink-500">{t(side === 'buyer' ? 'thread.emptyBuyer' : 'thread.emptySeller')}</p>
      ) : (
        <ol className="space-y-3" aria-live="polite">
          {thread.data.map((message) => {
            if (message.side === 'system')
              return (
                <li key={message._id} className="text-center text-xs text-ink-500">
                  <span dir="auto">{message.body}</span> · <time dateTime={message.createdAt}>{time(message.createdAt)}</time>
                </li>
              );
            const mine = message.side === side;
            return (
              <li key={message._id} className={`flex ${mine ? 'justify-end' : 'justify-start'}`}>
                <div
                  className={`max-w-[85%] rounded-2xl px-4 py-3 text-sm ${
                    message.delivery
                      ? 'bg-green-50 ring-1 ring-green-200'
                      : mine
                        ? 'bg-brand-50 ring-1 ring-brand-100'
                        : 'bg-ink-50 ring-1 ring-ink-200'
                  }`}
                >
                  <p className="mb-1 flex flex-wrap items-center gap-x-2 text-xs text-ink-500">
                    <span className="font-medium text-ink-700" dir="auto">
                      {message.author?.name ?? t(message.side === 'seller' ? 'thread.seller' : 'thread.buyer')}
                    </span>
                    <time dateTime={message.createdAt}>{time(message.createdAt)}</time>
                    {message.delivery ? <span className="font-semibold text-green-700">{t('thread.delivery')}</span> : null}
                  </p>
                  <p dir="auto" className="whitespace-pre-wrap text-ink-900">
                    {message.body}
                  </p>
                  <FileList files={message.files} />
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {order.status === 'pending_payment' || order.status === 'failed' || order.status === 'canceled' ? (
        <p className="text-sm text-ink-500">{t('thread.afterPayment')}</p>
      ) : (
        <MessageForm orderId={order._id} />
      )}
    </section>
  );
}

/** The message box: text (required) and files; Ctrl/Cmd+Enter sends. */
export function MessageForm({ orderId, delivery = false, onSent }: { orderId: string; delivery?: boolean; onSent?: () => void }) {
  const { t } = useTranslation('store');
  const id = useId();
  const post = usePostMessage(orderId);
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<TStoreFile[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    if (post.isPending) return;
    setRefusal(null);
    const parsed = ZStoreMessageCreate.safeParse({ body, files, delivery });
    if (!parsed.success) {
      setError(body.trim() ? t('thread.tooLong') : t(delivery ? 'deliver.required' : 'thread.required'));
      return;
    }
    // A delivery is its files (the server refuses one without): said here, before anything is sent.
    if (delivery && files.length === 0) {
      setRefusal(t('deliver.fileRequired'));
      return;
    }
    try {
      await post.mutateAsync(parsed.data);
      setBody('');
      setFiles([]);
      onSent?.();
    } catch (err) {
      setRefusal(t('thread.failed', { message: err instanceof Error ? err.message : String(err) }));
    }
  };

  const label = t(delivery ? 'deliver.message' : 'thread.label');
  return (
    <form noValidate onSubmit={send} aria-busy={post.isPending} className="space-y-3">
      <FormAlert message={refusal} />
      <div>
        <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink-800">
          {label}
        </label>
        <textarea
          id={id}
          rows={delivery ? 5 : 3}
          dir="auto"
          value={body}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedByOf(id, error)}
          placeholder={t(delivery ? 'deliver.placeholder' : 'thread.placeholder')}
          onChange={(e) => {
            setBody(e.target.value);
            if (error) setError(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
              e.preventDefault();
              void send();
            }
          }}
          className={`block w-full rounded-lg border bg-white px-3 py-2 text-sm text-ink-900 shadow-sm focus:ring-2 focus:outline-none ${fieldBorder(error)}`}
        />
        <FieldHelp id={id} error={error} />
      </div>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <FileAttach files={files} onChange={setFiles} disabled={post.isPending} />
        <Button type="submit" loading={post.isPending}>
          {t(delivery ? 'deliver.submit' : 'thread.send')}
        </Button>
      </div>
    </form>
  );
}
