import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { handleOverlayKeyDown, useBackdropClose, useFocusTrap } from '@/components/ui/modal';
import { useScrollLock } from '@/lib/scroll-lock';
import { toEmbedUrl } from './to-embed-url';

export interface HelpGuideOverlayProps {
  open: boolean;
  videoUrl: string;
  onClose: () => void;
}

/** Full-screen dark overlay (stacking level 9999, 110vh tall) playing a help video at 16:9, max-w-5xl. */
export function HelpGuideOverlay({ open, videoUrl, onClose }: HelpGuideOverlayProps) {
  const { t } = useTranslation('help');
  const panelRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const titleId = useId();
  const backdrop = useBackdropClose(onClose, panelRef);
  useScrollLock(open);
  useFocusTrap(open, panelRef);

  const src = toEmbedUrl(videoUrl);

  // React does not forward an iframe's error event, so it is listened for natively. The spec asks for
  // logging only: a broken help video shows the provider's own message inside the frame.
  useEffect(() => {
    const frame = frameRef.current;
    if (!open || !frame) return;
    const onLoad = () => console.debug('[help-guide] video frame loaded', src);
    const onError = () => console.debug('[help-guide] video frame failed to load', src);
    frame.addEventListener('load', onLoad);
    frame.addEventListener('error', onError);
    return () => {
      frame.removeEventListener('load', onLoad);
      frame.removeEventListener('error', onError);
    };
  }, [open, src]);

  if (!open) return null;
  return createPortal(
    // 110vh (not 100) so the dark layer still covers the page while mobile browser bars slide away.
    <div
      data-testid="help-guide-backdrop"
      className="fixed inset-x-0 top-0 z-[9999] h-[110vh] bg-black/90 backdrop-blur-sm"
      {...backdrop}
    >
      <div className="flex h-dvh items-center justify-center p-4 sm:p-8">
        <div
          ref={panelRef}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
          onKeyDown={(e) => handleOverlayKeyDown(e, panelRef.current, onClose)}
          className="w-full max-w-5xl outline-none"
        >
          <div className="mb-3 flex items-center justify-between gap-4">
            <h2 id={titleId} className="text-lg font-semibold text-white">
              {t('title')}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label={t('close')}
              className="inline-flex size-10 items-center justify-center rounded-full bg-white/10 text-3xl leading-none text-white transition hover:bg-white/20 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <div className="relative aspect-video w-full overflow-hidden rounded-xl bg-black shadow-2xl ring-1 ring-white/10">
            <iframe
              src={src}
              title={t('title')}
              className="absolute inset-0 size-full"
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
              ref={frameRef}
            />
          </div>
        </div>
      </div>
    </div>,
    document.body,
  );
}
