import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

export const MAX_QUESTION_LENGTH = 4_000;

export interface ChatComposerProps {
  onSend: (text: string) => void;
  onStop?: () => void;
  /** An answer is being written: the Stop button replaces Send. */
  streaming?: boolean;
  /** Nothing may be sent now (the question is on its way, or the chat is read-only). */
  disabled?: boolean;
  placeholder?: string;
  /** The field's accessible name, when it is not a question to the agent (a person's reply). */
  label?: string;
  autoFocus?: boolean;
}

/** Enter sends, Shift+Enter starts a new line; the text is cleared once handed over. */
export function ChatComposer({
  onSend,
  onStop,
  streaming = false,
  disabled = false,
  placeholder,
  label,
  autoFocus,
}: ChatComposerProps) {
  const { t } = useTranslation('aiChat');
  const id = useId();
  const [text, setText] = useState('');
  const blocked = disabled || streaming;
  const question = text.trim();

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    if (blocked || !question || question.length > MAX_QUESTION_LENGTH) return;
    onSend(question);
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // An input method composing a word (Japanese, Chinese) uses Enter to confirm it, not to send.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <form
      onSubmit={send}
      className="flex items-end gap-2 rounded-2xl bg-white p-2 shadow-sm ring-1 ring-ink-200 focus-within:ring-2 focus-within:ring-brand-500"
    >
      <label htmlFor={id} className="sr-only">
        {label ?? t('composer.label')}
      </label>
      <textarea
        id={id}
        rows={1}
        value={text}
        maxLength={MAX_QUESTION_LENGTH}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={placeholder ?? t('composer.placeholder')}
        aria-describedby={`${id}-hint`}
        // biome-ignore lint/a11y/noAutofocus: the chat panel opens for typing a question.
        autoFocus={autoFocus}
        dir="auto"
        className="max-h-40 min-h-10 flex-1 resize-none [field-sizing:content] bg-transparent px-2 py-2 text-sm text-ink-900 placeholder:text-ink-400 focus:outline-none"
      />
      <span id={`${id}-hint`} className="sr-only">
        {t('composer.hint')}
      </span>
      {streaming && onStop ? (
        <Button variant="secondary" onClick={onStop}>
          {t('composer.stop')}
        </Button>
      ) : (
        <Button type="submit" disabled={blocked || !question}>
          {t('composer.send')}
        </Button>
      )}
    </form>
  );
}
