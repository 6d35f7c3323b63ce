import { RATEABLE_STATUSES, type TTicket } from '@atrium/contracts/support';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/forms/form-alert';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { TextareaField } from '@/components/ui/textarea-field';
import { useChangeTicket } from '@/features/support/api/change-ticket';

function Stars({ value }: { value: number }) {
  return (
    <span className="inline-flex gap-0.5 text-amber-400" aria-hidden="true">
      {[1, 2, 3, 4, 5].map((n) => (
        <Icon key={n} name="star" className={`size-5 ${n <= value ? 'fill-current' : 'text-ink-300'}`} />
      ))}
    </span>
  );
}

/**
 * The submitter's side rates a solved or closed ticket once (1 to 5 stars, an optional comment);
 * afterwards everyone sees the rating. Nothing shows before then.
 */
export function RatingPanel({ ticket }: { ticket: TTicket }) {
  const { t } = useTranslation('support');
  const id = useId();
  const rate = useChangeTicket(ticket._id);
  const [stars, setStars] = useState(0);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (ticket.rating) {
    return (
      <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-200">
        <h2 className="text-sm font-semibold text-ink-900">
          {t(ticket.viewerIsTeam ? 'rating.customerRating' : 'rating.yourRating')}
        </h2>
        <p className="mt-2 flex items-center gap-2">
          <Stars value={ticket.rating} />
          <span className="text-sm text-ink-600">{t('rating.rated', { rating: ticket.rating })}</span>
        </p>
        {ticket.ratingComment ? (
          <p dir="auto" className="mt-2 text-sm whitespace-pre-wrap text-ink-700">
            {ticket.ratingComment}
          </p>
        ) : null}
      </section>
    );
  }
  if (ticket.viewerIsTeam || !RATEABLE_STATUSES.includes(ticket.status)) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (stars < 1) {
      setError(t('rating.choose'));
      return;
    }
    setError(null);
    try {
      await rate.mutateAsync({ kind: 'rate', rating: stars, comment: comment.trim() || undefined });
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      className="space-y-4 rounded-2xl bg-gradient-to-br from-brand-50 to-white p-5 shadow-sm ring-1 ring-brand-200"
    >
      <fieldset>
        <legend className="text-base font-semibold text-ink-900">{t('rating.title')}</legend>
        <p className="mt-1 text-sm text-ink-600">{t('rating.body')}</p>
        <div className="mt-3 flex gap-1" dir="ltr">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="cursor-pointer rounded-lg p-1 focus-within:ring-2 focus-within:ring-brand-500">
              <input
                type="radio"
                name={`${id}-stars`}
                value={n}
                checked={stars === n}
                onChange={() => setStars(n)}
                className="sr-only"
              />
              <span className="sr-only">{t('rating.stars', { count: n })}</span>
              <Icon
                name="star"
                className={`size-8 transition ${n <= stars ? 'fill-amber-400 text-amber-400' : 'text-ink-300 hover:text-amber-300'}`}
              />
            </label>
          ))}
        </div>
      </fieldset>
      <TextareaField
        label={t('rating.comment')}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        rows={2}
        maxLength={2000}
        dir="auto"
      />
      <FormAlert message={error} />
      <Button type="submit" loading={rate.isPending}>
        {t('rating.submit')}
      </Button>
    </form>
  );
}
