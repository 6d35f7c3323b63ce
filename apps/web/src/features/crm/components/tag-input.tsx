import { PROSPECT_MAX_TAGS, PROSPECT_TAG_MAX_LENGTH } from '@atrium/contracts/prospects';
import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tagProblem } from '@/features/crm/utils/prospect-form';

export interface TagInputProps {
  label: string;
  tags: string[];
  onChange: (tags: string[]) => void;
  error?: string;
}

/** Tags as removable chips; Enter or a comma adds the typed tag, Backspace in an empty box removes the last one. */
export function TagInput({ label, tags, onChange, error }: TagInputProps) {
  const { t } = useTranslation('crm', { keyPrefix: 'prospects.form' });
  const id = useId();
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const add = () => {
    const value = draft.trim();
    const wrong = tagProblem(value, tags);
    if (wrong)
      return setProblem(t(`errors.${wrong}`, { max: wrong === 'tagCount' ? PROSPECT_MAX_TAGS : PROSPECT_TAG_MAX_LENGTH }));
    if (value && !tags.includes(value)) onChange([...tags, value]);
    setDraft('');
    setProblem(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && !draft && tags.length > 0) onChange(tags.slice(0, -1));
  };
  const shown = problem ?? error;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink-800">
        {label}
      </label>
      <div className="flex min-h-11 flex-wrap items-center gap-1.5 rounded-lg border border-ink-200 bg-white px-2 py-1.5 shadow-sm focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-100">
        {tags.map((tag) => (
          <span key={tag} className="inline-flex items-center gap-1 rounded-full bg-brand-50 ps-2.5 pe-1 text-xs text-brand-800">
            <span dir="auto">{tag}</span>
            <button
              type="button"
              onClick={() => onChange(tags.filter((x) => x !== tag))}
              aria-label={t('removeTag', { tag })}
              className="inline-flex size-6 items-center justify-center rounded-full hover:bg-brand-100 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
            >
              <span aria-hidden="true">×</span>
            </button>
          </span>
        ))}
        <input
          id={id}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          onBlur={add}
          aria-invalid={shown ? true : undefined}
          aria-describedby={`${id}-help`}
          className="h-8 min-w-24 flex-1 border-0 bg-transparent px-1 text-sm focus:ring-0 focus:outline-none"
        />
      </div>
      <p id={`${id}-help`} className={`mt-1.5 text-xs ${shown ? 'text-red-600' : 'text-ink-500'}`}>
        {shown ?? t('tagsHint')}
      </p>
    </div>
  );
}
