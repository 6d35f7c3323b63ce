import { type ClipboardEvent, type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusRing } from '@/components/ui/focus-ring';
import { addChips, hasSeparator, splitChips } from '@/features/console/utils/chips';

export interface ChipsInputProps {
  label: string;
  values: readonly string[];
  onChange: (values: string[]) => void;
  max: number;
  maxLength: number;
  /** Offered as the user types (a datalist); anything else can be typed too. */
  suggestions?: readonly string[];
  placeholder?: string;
  hint?: string;
  error?: string | null;
  disabled?: boolean;
}

/**
 * A list of short texts as removable chips: Enter, a comma or a semicolon adds what was typed, a pasted
 * "dental, recall" (or one per line) adds each, Backspace on empty removes the last.
 */
export function ChipsInput({
  label,
  values,
  onChange,
  max,
  maxLength,
  suggestions,
  placeholder,
  hint,
  error,
  disabled,
}: ChipsInputProps) {
  const { t } = useTranslation('console');
  const id = useId();
  const [draft, setDraft] = useState('');
  const full = values.length >= max;

  const addAll = (pieces: string[]) => {
    const next = addChips(values, pieces, { max, maxLength });
    if (next.length !== values.length) onChange(next);
  };

  const add = () => {
    addAll(splitChips(draft));
    setDraft('');
  };

  // A single-line input drops the line breaks of a paste, so the pasted text is split here first.
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text');
    if (!hasSeparator(pasted)) return;
    event.preventDefault();
    const input = event.currentTarget;
    const start = input.selectionStart ?? draft.length;
    const end = input.selectionEnd ?? draft.length;
    addAll(splitChips(draft.slice(0, start) + pasted + draft.slice(end)));
    setDraft('');
  };

  // Keyboards that send no key names (mobile) and autofill still reach here with the separator in the text:
  // every finished piece becomes a chip and the part after the last separator stays in the input.
  const onType = (text: string) => {
    if (!hasSeparator(text)) {
      setDraft(text);
      return;
    }
    const pieces = text.split(/[,;\r\n]/);
    const rest = pieces.pop() ?? '';
    addAll(pieces.flatMap(splitChips));
    setDraft(rest.trimStart());
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',' || event.key === ';') {
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && !draft && values.length > 0) {
      onChange(values.slice(0, -1));
    }
  };

  const describedBy = error ? `${id}-error` : `${id}-hint`;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink-800">
        {label}
      </label>
      <div
        className={`flex min-h-11 flex-wrap items-center gap-1.5 rounded-lg border bg-white px-2 py-1.5 shadow-sm transition-colors focus-within:ring-2 ${
          error
            ? 'border-red-400 focus-within:border-red-500 focus-within:ring-red-200'
            : 'border-ink-200 focus-within:border-brand-500 focus-within:ring-brand-100 hover:border-ink-300'
        }`}
      >
        <ul className="contents" aria-label={t('chips.added', { label })}>
          {values.map((value) => (
            <li
              key={value}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 ps-2.5 pe-1 text-sm font-medium text-brand-800 ring-1 ring-brand-200 ring-inset"
            >
              {value}
              <button
                type="button"
                disabled={disabled}
                onClick={() => onChange(values.filter((v) => v !== value))}
                aria-label={t('chips.remove', { value })}
                className={`inline-flex size-5 items-center justify-center rounded-full text-brand-600 transition hover:bg-brand-100 hover:text-brand-900 ${focusRing}`}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
        <input
          id={id}
          value={draft}
          disabled={disabled || full}
          onChange={(e) => onType(e.target.value)}
          onPaste={onPaste}
          onKeyDown={onKeyDown}
          onBlur={add}
          maxLength={maxLength}
          list={suggestions ? `${id}-suggestions` : undefined}
          placeholder={full ? t('chips.full', { max }) : placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="h-8 min-w-32 flex-1 bg-transparent px-1.5 text-sm text-ink-900 placeholder:text-ink-400 focus:outline-none disabled:cursor-not-allowed"
        />
        {suggestions ? (
          <datalist id={`${id}-suggestions`}>
            {suggestions
              .filter((s) => !values.includes(s))
              .map((s) => (
                <option key={s} value={s} />
              ))}
          </datalist>
        ) : null}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-ink-500">
          {hint ?? t('chips.hint', { n: values.length, max })}
        </p>
      )}
    </div>
  );
}
