import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface PodcastSearchProps {
  value: string;
  onChange: (value: string) => void;
}

export function PodcastSearch({ value, onChange }: PodcastSearchProps) {
  const { t } = useTranslation('podcasts');
  const id = useId();
  return (
    <div className="relative w-full max-w-md">
      <label htmlFor={id} className="sr-only">
        {t('searchLabel')}
      </label>
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        fill="currentColor"
        className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-ink-400"
      >
        <path
          fillRule="evenodd"
          d="M9 3.5a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11ZM2 9a7 7 0 1 1 12.45 4.39l3.08 3.08a.75.75 0 1 1-1.06 1.06l-3.08-3.08A7 7 0 0 1 2 9Z"
          clipRule="evenodd"
        />
      </svg>
      <input
        id={id}
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={t('searchPlaceholder')}
        autoComplete="off"
        className="w-full rounded-xl border border-ink-200 bg-white py-2.5 ps-10 pe-4 text-sm text-ink-900 shadow-sm transition placeholder:text-ink-400 hover:border-ink-300 focus:border-brand-500 focus:ring-4 focus:ring-brand-100 focus:outline-none"
      />
    </div>
  );
}
