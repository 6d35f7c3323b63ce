import { type TTicket, ZTicketChat } from '@atrium/contracts/support';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/forms/form-alert';
import { Button } from '@/components/ui/button';
import { describedByOf, FieldHelp, fieldBorder } from '@/components/ui/field';
import { usePostComment } from '@/features/support/api/post-comment';
import { useKeyboardHints } from '@/features/support/hooks/use-keyboard-hints';
import { issueMessage } from '@/lib/forms/issue-message';
import { AttachmentField } from './attachment-field';

type Mode = 'reply' | 'note';

/** Reply to the ticket, or (the team) leave an internal note; Ctrl/Cmd+Enter sends (hinted where there is a keyboard). */
export function Composer({ ticket }: { ticket: TTicket }) {
  const { t } = useTranslation('support');
  const id = useId();
  const post = usePostComment(ticket._id);
  const [mode, setMode] = useState<Mode>('reply');
  const [body, setBody] = useState('');
  const [attachments, setAttachments] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const note = ticket.viewerIsTeam && mode === 'note';
  const keyboard = useKeyboardHints();

  if (ticket.status === 'closed') return <FormAlert tone="info" message={t('composer.closed')} />;

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    if (post.isPending) return;
    setRefusal(null);
    const parsed = ZTicketChat.safeParse({ ticketId: ticket._id, body, internal: note, attachments });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setError(issue ? issueMessage(issue, t, !body.trim()) : t('errors.invalid'));
      return;
    }
    try {
      await post.mutateAsync({ body: parsed.data.body, internal: parsed.data.internal, attachments: parsed.data.attachments });
      setBody('');
      setAttachments([]);
    } catch (err) {
      setRefusal(t('composer.failed', { message: err instanceof Error ? err.message : String(err) }));
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void send();
    }
  };

  // Only where there is a keyboard to press it with; the shortcut itself works anywhere.
  const hint = keyboard ? t('composer.shortcut') : undefined;
  return (
    <form
      noValidate
      onSubmit={send}
      aria-busy={post.isPending}
      className={`space-y-3 rounded-2xl p-4 shadow-sm ring-1 transition-colors sm:p-5 ${note ? 'bg-amber-50 ring-amber-300' : 'bg-white ring-ink-200'}`}
    >
      {ticket.viewerIsTeam ? (
        <fieldset className="inline-flex rounded-xl bg-ink-100 p-1">
          <legend className="sr-only">{t('composer.modeLabel')}</legend>
          {(['reply', 'note'] as const).map((m) => (
            <label
              key={m}
              className={`cursor-pointer rounded-lg px-3 py-1.5 text-sm font-medium transition focus-within:ring-2 focus-within:ring-brand-500 ${
                mode === m
                  ? m === 'note'
                    ? 'bg-amber-200 text-amber-950 shadow-sm'
                    : 'bg-white text-ink-900 shadow-sm'
                  : 'text-ink-600 hover:text-ink-900'
              }`}
            >
              <input
                type="radio"
                name={`${id}-mode`}
                value={m}
                checked={mode === m}
                onChange={() => setMode(m)}
                className="sr-only"
              />
              {t(`composer.${m}`)}
            </label>
          ))}
        </fieldset>
      ) : null}
      <FormAlert message={refusal} />
      <div>
        <label htmlFor={id} className="sr-only">
          {note ? t('composer.noteLabel') : t('composer.label')}
        </label>
        <textarea
          id={id}
          value={body}
          onChange={(e) => {
            setBody(e.target.value);
            setError(null);
          }}
          onKeyDown={onKeyDown}
          rows={4}
          dir="auto"
          placeholder={note ? t('composer.notePlaceholder') : t('composer.placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedByOf(id, error, hint)}
          className={`block w-full rounded-lg border bg-white px-3.5 py-2.5 text-sm text-ink-900 shadow-sm transition-colors placeholder:text-ink-400 focus:ring-2 focus:outline-none ${fieldBorder(error)}`}
        />
        <FieldHelp id={id} error={error} hint={hint} />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <AttachmentField urls={attachments} onChange={setAttachments} disabled={post.isPending} label={t('attachments.add')} />
        <Button type="submit" loading={post.isPending} className="shrink-0">
          {post.isPending ? t('composer.sending') : note ? t('composer.sendNote') : t('composer.send')}
        </Button>
      </div>
    </form>
  );
}
