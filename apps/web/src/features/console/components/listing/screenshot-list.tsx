import { useTranslation } from 'react-i18next';
import { focusRing } from '@/components/ui/focus-ring';
import type { ListingErrors, ScreenshotValue } from '@/features/console/utils/listing-form';

export interface ScreenshotListProps {
  screenshots: readonly ScreenshotValue[];
  errors: ListingErrors;
  onChange: (next: ScreenshotValue[]) => void;
  disabled?: boolean;
}

const move = <T,>(list: readonly T[], from: number, to: number): T[] => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
};

const ICON_BUTTON = `inline-flex size-8 items-center justify-center rounded-md bg-white/95 text-sm text-ink-700 shadow-sm ring-1 ring-ink-200 transition hover:bg-white hover:text-ink-900 ${focusRing} disabled:opacity-40`;

/** Screenshots in display order: a preview, a caption, and buttons to move or remove each. */
export function ScreenshotList({ screenshots, errors, onChange, disabled }: ScreenshotListProps) {
  const { t } = useTranslation('console');
  if (screenshots.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-ink-300 bg-ink-50 px-4 py-8 text-center text-sm text-ink-500">
        {t('listing.noScreenshots')}
      </p>
    );
  }
  const update = (index: number, patch: Partial<ScreenshotValue>) =>
    onChange(screenshots.map((s, i) => (i === index ? { ...s, ...patch } : s)));

  return (
    <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {screenshots.map((shot, index) => {
        const position = { n: index + 1 };
        const error = errors[`screenshots.${index}.url`];
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: screenshots have no id and may repeat; every input is controlled, so re-keying after a move loses nothing
          <li key={`${shot.url}-${index}`} className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-ink-200">
            <div className="relative aspect-video bg-ink-100">
              <img src={shot.url} alt={shot.caption || t('listing.screenshotAlt', position)} className="size-full object-cover" />
              <span className="absolute start-2 top-2 rounded-md bg-ink-900/70 px-1.5 py-0.5 text-xs font-medium text-white">
                {index + 1}
              </span>
              <div className="absolute end-2 top-2 flex gap-1">
                <button
                  type="button"
                  className={ICON_BUTTON}
                  disabled={disabled || index === 0}
                  onClick={() => onChange(move(screenshots, index, index - 1))}
                  aria-label={t('listing.moveEarlier', position)}
                >
                  <span aria-hidden="true" className="rtl:rotate-180">
                    ←
                  </span>
                </button>
                <button
                  type="button"
                  className={ICON_BUTTON}
                  disabled={disabled || index === screenshots.length - 1}
                  onClick={() => onChange(move(screenshots, index, index + 1))}
                  aria-label={t('listing.moveLater', position)}
                >
                  <span aria-hidden="true" className="rtl:rotate-180">
                    →
                  </span>
                </button>
                <button
                  type="button"
                  className={`${ICON_BUTTON} text-red-600 hover:text-red-700`}
                  disabled={disabled}
                  onClick={() => onChange(screenshots.filter((_, i) => i !== index))}
                  aria-label={t('listing.removeScreenshot', position)}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </div>
            </div>
            <div className="p-3">
              <label className="sr-only" htmlFor={`shot-caption-${index}`}>
                {t('listing.caption', position)}
              </label>
              <input
                id={`shot-caption-${index}`}
                value={shot.caption}
                onChange={(e) => update(index, { caption: e.target.value })}
                maxLength={140}
                disabled={disabled}
                placeholder={t('listing.captionPlaceholder')}
                className="block h-9 w-full rounded-md border border-ink-200 px-2.5 text-sm text-ink-900 placeholder:text-ink-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none"
              />
              {error ? <p className="mt-1.5 text-xs text-red-600">{error}</p> : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
