import type { TChatMessage } from '@atrium/contracts/chat-conversations';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { focusRing } from '@/components/ui/focus-ring';
import { useRateMessage } from '@/features/ai-chat/api/change-conversation';

/** Helpful or not for one saved answer; "not helpful" asks for an optional reason, which the agency reads. */
export function RatingControl({ conversationId, message }: { conversationId: string; message: TChatMessage }) {
  const { t } = useTranslation('aiChat');
  const id = useId();
  const rate = useRateMessage(conversationId);
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const current = message.rating;

  const choose = (helpful: boolean) => {
    rate.mutate({ messageId: message._id, helpful });
    setAsking(!helpful);
  };
  const sendReason = (event: FormEvent) => {
    event.preventDefault();
    rate.mutate({ messageId: message._id, helpful: false, reason: reason.trim() }, { onSuccess: () => setAsking(false) });
  };
  const pill = (pressed: boolean) =>
    `rounded-full px-2.5 py-1 text-xs font-medium ring-1 transition-colors disabled:opacity-60 ${focusRing} ${
      pressed ? 'bg-brand-600 text-white ring-brand-600' : 'bg-white text-ink-700 ring-ink-200 hover:bg-ink-50'
    }`;

  return (
    <div className="mt-1.5 space-y-2">
      <fieldset className="flex flex-wrap items-center gap-1.5">
        <legend className="sr-only">{t('rating.legend')}</legend>
        <span aria-hidden="true" className="text-xs text-ink-500">
          {t('rating.question')}
        </span>
        <button
          type="button"
          aria-pressed={current?.helpful === true}
          disabled={rate.isPending}
          onClick={() => choose(true)}
          className={pill(current?.helpful === true)}
        >
          {t('rating.helpful')}
        </button>
        <button
          type="button"
          aria-pressed={current?.helpful === false}
          disabled={rate.isPending}
          onClick={() => choose(false)}
          className={pill(current?.helpful === false)}
        >
          {t('rating.unhelpful')}
        </button>
        {current && !asking ? <span className="text-xs text-ink-500">{t('rating.thanks')}</span> : null}
      </fieldset>
      {asking ? (
        <form onSubmit={sendReason} className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="min-w-0 flex-1">
            <label htmlFor={id} className="mb-1 block text-xs font-medium text-ink-700">
              {t('rating.reasonLabel')}
            </label>
            <input
              id={id}
              value={reason}
              maxLength={1_000}
              onChange={(event) => setReason(event.target.value)}
              dir="auto"
              className={`h-8 w-full rounded-lg border border-ink-200 bg-white px-2.5 text-sm ${focusRing}`}
            />
          </div>
          <div className="flex gap-1.5">
            <Button type="submit" size="sm" loading={rate.isPending} disabled={!reason.trim()}>
              {t('rating.sendReason')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setAsking(false)}>
              {t('rating.skip')}
            </Button>
          </div>
        </form>
      ) : null}
      {rate.isError ? (
        <p role="alert" className="text-xs text-red-700">
          {t('rating.failed')}
        </p>
      ) : null}
    </div>
  );
}
