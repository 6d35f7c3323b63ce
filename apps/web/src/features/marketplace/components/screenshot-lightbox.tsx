import type { TAppDetail } from '@atrium/contracts/apps';
import { useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icon';
import { handleOverlayKeyDown, useBackdropClose, useFocusTrap } from '@/components/ui/modal';
import { useScrollLock } from '@/lib/scroll-lock';

type Screenshot = TAppDetail['screenshots'][number];

interface ScreenshotLightboxProps {
  screenshots: readonly Screenshot[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
  appName: string;
}

const NAV =
  'grid size-11 place-items-center rounded-full bg-white/10 text-white transition hover:bg-white/20 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none';

/** One screenshot, large, on a dark backdrop: arrow keys step through, Escape or the backdrop closes. */
export function ScreenshotLightbox({ screenshots, index, onIndex, onClose, appName }: ScreenshotLightboxProps) {
  const { t } = useTranslation('marketplace');
  const panel = useRef<HTMLDivElement>(null);
  const backdrop = useBackdropClose(onClose, panel);
  useScrollLock(true);
  useFocusTrap(true, panel);
  const shot = screenshots[index];
  if (!shot) return null;
  const step = (by: number) => onIndex((index + by + screenshots.length) % screenshots.length);
  const many = screenshots.length > 1;

  return createPortal(
    <div className="fixed inset-0 z-[70] flex items-center justify-center bg-ink-900/90 p-4 backdrop-blur-sm" {...backdrop}>
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label={t('gallery.title', { name: appName })}
        tabIndex={-1}
        onKeyDown={(event) => {
          if (many && event.key === 'ArrowRight') step(document.dir === 'rtl' ? -1 : 1);
          else if (many && event.key === 'ArrowLeft') step(document.dir === 'rtl' ? 1 : -1);
          else handleOverlayKeyDown(event, panel.current, onClose);
        }}
        className="flex max-h-full w-full max-w-5xl flex-col items-center gap-4 outline-none"
      >
        <div className="flex w-full items-center justify-between text-sm text-white/80">
          <span aria-live="polite">{t('gallery.position', { index: index + 1, total: screenshots.length })}</span>
          <button type="button" onClick={onClose} aria-label={t('gallery.close')} className={NAV}>
            <Icon name="close" className="size-5" />
          </button>
        </div>
        <div className="flex w-full items-center gap-3">
          {many ? (
            <button type="button" onClick={() => step(-1)} aria-label={t('gallery.previous')} className={NAV}>
              <Icon name="chevronStart" />
            </button>
          ) : null}
          <figure className="flex min-w-0 flex-1 flex-col items-center gap-3">
            <img
              src={shot.url}
              alt={shot.caption ?? t('gallery.alt', { index: index + 1, name: appName })}
              className="max-h-[75vh] w-auto rounded-lg object-contain shadow-2xl"
            />
            {shot.caption ? <figcaption className="text-center text-sm text-white/90">{shot.caption}</figcaption> : null}
          </figure>
          {many ? (
            <button type="button" onClick={() => step(1)} aria-label={t('gallery.next')} className={NAV}>
              <Icon name="chevronEnd" />
            </button>
          ) : null}
        </div>
      </div>
    </div>,
    document.body,
  );
}
