import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icon';

export interface BannerControlsProps {
  count: number;
  index: number;
  onSelect: (index: number) => void;
  onPrevious: () => void;
  onNext: () => void;
  /** The pause button, when the banners rotate by themselves. */
  pause: { paused: boolean; toggle: () => void } | null;
}

const round =
  'flex size-9 items-center justify-center rounded-full bg-white/15 text-white transition hover:bg-white/25 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none';

/** Previous, one dot per banner, next, and pause or play: real buttons, reachable by keyboard. */
export function BannerControls({ count, index, onSelect, onPrevious, onNext, pause }: BannerControlsProps) {
  const { t } = useTranslation('education');
  return (
    <div className="flex items-center justify-between gap-3 border-t border-white/15 px-6 py-3 sm:px-10">
      <div className="flex items-center gap-2">
        <button type="button" onClick={onPrevious} aria-label={t('home.banners.previous')} className={round}>
          <Icon name="chevronStart" />
        </button>
        <button type="button" onClick={onNext} aria-label={t('home.banners.next')} className={round}>
          <Icon name="chevronEnd" />
        </button>
      </div>
      <div className="flex items-center gap-1">
        {Array.from({ length: count }, (_, i) => (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: one dot per position; positions are the identity.
            key={i}
            type="button"
            onClick={() => onSelect(i)}
            aria-label={t('home.banners.goTo', { number: i + 1 })}
            aria-current={i === index ? 'true' : undefined}
            className="flex size-8 items-center justify-center rounded-full focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
          >
            <span
              className={`block h-2 rounded-full transition-all motion-reduce:transition-none ${i === index ? 'w-6 bg-white' : 'w-2 bg-white/50'}`}
            />
          </button>
        ))}
      </div>
      {pause ? (
        <button
          type="button"
          onClick={pause.toggle}
          aria-label={pause.paused ? t('home.banners.play') : t('home.banners.pause')}
          className={round}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4 fill-current">
            <path d={pause.paused ? 'M8 5.5v13l10.5-6.5z' : 'M7 5h3.5v14H7zM13.5 5H17v14h-3.5z'} />
          </svg>
        </button>
      ) : (
        <span className="size-9" aria-hidden="true" />
      )}
    </div>
  );
}
