import { ZReviewReplyBody } from '@atrium/contracts/installs';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/forms/form-alert';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/textarea-field';
import { useReplyToReview } from '@/features/console/api/reply-to-review';
import { issueMessage } from '@/lib/forms/issue-message';

export const REPLY_MAX = 2000;

export interface ReplyFormProps {
  reviewId: string;
  initial: string;
  onDone: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

/** The developer's answer to one review: validated with the contract, the server's refusal shown above it. */
export function ReplyForm({ reviewId, initial, onDone, onDirtyChange }: ReplyFormProps) {
  const { t } = useTranslation('console');
  const [body, setBody] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const reply = useReplyToReview();
  const wrapper = useRef<HTMLFormElement>(null);
  const dirty = body.trim() !== initial.trim();

  // Opening the form puts the caret at the end of the text, ready to type.
  useEffect(() => {
    const textarea = wrapper.current?.querySelector('textarea');
    textarea?.focus();
    textarea?.setSelectionRange(textarea.value.length, textarea.value.length);
  }, []);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (reply.isPending) return;
    setRefusal(null);
    const parsed = ZReviewReplyBody.safeParse({ body });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setError(issue ? issueMessage(issue, t, !body.trim()) : t('errors.invalid'));
      return;
    }
    try {
      await reply.mutateAsync({ reviewId, body: parsed.data.body });
      toast.success(initial ? t('reviews.replyUpdated') : t('reviews.replyPosted'));
      onDone();
    } catch (err) {
      setRefusal(t('reviews.replyError', { message: err instanceof Error ? err.message : String(err) }));
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !reply.isPending) {
      event.preventDefault();
      onDone();
    }
  };

  return (
    <form
      ref={wrapper}
      noValidate
      onSubmit={onSubmit}
      onKeyDown={onKeyDown}
      aria-busy={reply.isPending}
      className="mt-4 space-y-3 rounded-xl bg-ink-50 p-4 ring-1 ring-ink-100"
    >
      <FormAlert message={refusal} />
      <TextareaField
        label={t('reviews.yourReply')}
        name="reply"
        value={body}
        onChange={(e) => {
          setBody(e.target.value);
          setError(null);
        }}
        error={error}
        hint={t('reviews.replyHint', { used: body.trim().length, max: REPLY_MAX, count: REPLY_MAX })}
        rows={4}
        readOnly={reply.isPending}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onDone} disabled={reply.isPending}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" size="sm" loading={reply.isPending}>
          {reply.isPending ? t('editor.saving') : initial ? t('reviews.saveReply') : t('reviews.postReply')}
        </Button>
      </div>
    </form>
  );
}
