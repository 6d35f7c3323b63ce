import type { TAppInstallState, TSubmitFeedbackResult } from '@atrium/contracts/installs';
import { type FormEvent, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { useMyReview, useSubmitFeedback } from '@/features/installs/api/submit-feedback';
import { StarInput } from './star-input';

const MAX_BODY = 2000;

interface ReviewDialogProps {
  open: boolean;
  onClose: () => void;
  app: { _id: string; name: string };
  state: TAppInstallState;
  /** A location user's review is its location's; the server knows which without an id. */
  locationUser: boolean;
  /** Told the saved review and the app's new rating (the page's rating and reviews show them at once). */
  onSaved?: (result: TSubmitFeedbackResult, editing: boolean) => void;
}

export function ReviewDialog(props: ReviewDialogProps) {
  const editing = Boolean(props.state.feedback.reviewId);
  const mine = useMyReview(props.app._id, props.open && editing);
  if (!props.open) return null;
  if (editing && mine.isPending) {
    return (
      <Modal open onClose={props.onClose} title={props.app.name} size="md">
        <div className="flex justify-center py-8">
          <Spinner />
        </div>
      </Modal>
    );
  }
  return <ReviewForm {...props} initialStars={mine.data?.stars ?? 0} initialBody={mine.data?.body ?? ''} editing={editing} />;
}

/**
 * Which install the review belongs to: a location user's own; an agency user's agency install, else the
 * first location install they see.
 */
function reviewLocationId(state: TAppInstallState, locationUser: boolean): string | undefined {
  if (locationUser || state.installs.some((i) => i.locationId === null)) return undefined;
  return state.installs[0]?.locationId ?? undefined;
}

function ReviewForm({
  onClose,
  app,
  state,
  initialStars,
  initialBody,
  editing,
  locationUser,
  onSaved,
}: ReviewDialogProps & { initialStars: number; initialBody: string; editing: boolean }) {
  const { t } = useTranslation('installs');
  const formId = useId();
  const bodyId = useId();
  const [stars, setStars] = useState(initialStars);
  const [body, setBody] = useState(initialBody);
  const [starsError, setStarsError] = useState<string | null>(null);
  const submit = useSubmitFeedback();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (stars < 1) {
      setStarsError(t('review.chooseStars'));
      return;
    }
    const text = body.trim();
    submit.mutate(
      { appId: app._id, stars, body: text || undefined, locationId: reviewLocationId(state, locationUser) },
      {
        onSuccess: (result) => {
          onSaved?.(result, editing);
          toast.success(editing ? t('toast.reviewUpdated') : t('toast.reviewSaved'));
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={editing ? t('review.editTitle', { name: app.name }) : t('review.title', { name: app.name })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={submit.isPending}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={submit.isPending}>
            {t('review.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="space-y-5">
        <StarInput
          value={stars}
          onChange={(next) => {
            setStars(next);
            setStarsError(null);
          }}
          error={starsError}
        />
        <div>
          <label htmlFor={bodyId} className="mb-1.5 block text-sm font-medium text-ink-800">
            {t('review.body')}
          </label>
          <textarea
            id={bodyId}
            value={body}
            maxLength={MAX_BODY}
            rows={5}
            onChange={(e) => setBody(e.target.value)}
            placeholder={t('review.bodyPlaceholder')}
            className="block w-full rounded-lg border border-ink-200 bg-white px-3.5 py-2.5 text-sm text-ink-900 shadow-sm placeholder:text-ink-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none"
          />
          <p className="mt-1 text-end text-xs text-ink-500">{t('review.counter', { length: body.length, max: MAX_BODY })}</p>
        </div>
        {state.feedback.until ? <p className="text-xs text-ink-500">{t('review.window')}</p> : null}
        {submit.isError ? (
          <p role="alert" className="text-sm text-red-600">
            {t('states.error', { message: submit.error.message })}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}
