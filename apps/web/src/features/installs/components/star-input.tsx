import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icon';

interface StarInputProps {
  value: number;
  onChange: (stars: number) => void;
  error?: string | null;
}

/**
 * 1 to 5 stars as native radio buttons (visually hidden): arrow keys move between them and screen
 * readers announce "3 stars, 3 of 5" with no extra scripting.
 */
export function StarInput({ value, onChange, error }: StarInputProps) {
  const { t } = useTranslation('installs');
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-semibold text-ink-900">{t('review.rating')}</legend>
      <div role="radiogroup" aria-label={t('review.rating')} className="flex items-center gap-1">
        {[1, 2, 3, 4, 5].map((stars) => (
          <label key={stars} className="cursor-pointer rounded-md p-0.5 focus-within:ring-2 focus-within:ring-brand-500">
            <input
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              className="sr-only"
              aria-label={t('review.stars', { stars })}
            />
            <Icon
              name="sparkles"
              className={`size-8 transition-colors ${stars <= value ? 'fill-amber-400 text-amber-500' : 'text-ink-300 hover:text-amber-400'}`}
            />
          </label>
        ))}
        <span className="ms-2 text-sm text-ink-600" aria-hidden="true">
          {value > 0 ? t('review.stars', { stars: value }) : ''}
        </span>
      </div>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
