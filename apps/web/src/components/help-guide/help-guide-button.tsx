import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusRingOffset } from '@/components/ui/focus-ring';
import { HelpGuideOverlay } from './help-guide-overlay';

export interface HelpGuideButtonProps {
  /** Called on every click, whether or not a video opens. */
  onClick?: () => void;
  /** Extra classes for the button. */
  className?: string;
  /** YouTube, Vimeo or Loom address (or any embeddable address); without it the button only calls onClick. */
  videoUrl?: string;
}

export function HelpGuideButton({ onClick, className = '', videoUrl }: HelpGuideButtonProps) {
  const { t } = useTranslation('help');
  const [open, setOpen] = useState(false);

  const handleClick = () => {
    console.debug('[help-guide] button clicked', { videoUrl });
    if (videoUrl) setOpen(true);
    onClick?.();
  };

  return (
    <>
      <button
        type="button"
        onClick={handleClick}
        className={`inline-flex items-center gap-2 rounded-lg border border-brand-200 bg-white px-3.5 py-2 text-sm font-medium text-brand-700 shadow-sm transition hover:border-brand-300 hover:bg-brand-50 ${focusRingOffset} ${className}`}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
          <path
            fillRule="evenodd"
            d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16ZM8.5 6.6a.75.75 0 0 0-1.13.65v5.5a.75.75 0 0 0 1.13.65l4.5-2.75a.75.75 0 0 0 0-1.3L8.5 6.6Z"
            clipRule="evenodd"
          />
        </svg>
        {t('button')}
      </button>
      {videoUrl ? <HelpGuideOverlay open={open} videoUrl={videoUrl} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
