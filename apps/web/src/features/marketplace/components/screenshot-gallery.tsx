import type { TAppDetail } from '@atrium/contracts/apps';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusRing } from '@/components/ui/focus-ring';
import { ScreenshotLightbox } from './screenshot-lightbox';

type Screenshot = TAppDetail['screenshots'][number];

/** Thumbnails in a scrolling row; each opens the lightbox at that picture. */
export function ScreenshotGallery({ screenshots, appName }: { screenshots: readonly Screenshot[]; appName: string }) {
  const { t } = useTranslation('marketplace');
  const [open, setOpen] = useState<number | null>(null);
  if (screenshots.length === 0) return null;
  return (
    <>
      <ul className="-mx-1 flex snap-x gap-4 overflow-x-auto px-1 pb-2">
        {screenshots.map((shot, index) => (
          <li key={shot.url} className="shrink-0 snap-start">
            <button
              type="button"
              onClick={() => setOpen(index)}
              aria-label={t('gallery.open', { index: index + 1, total: screenshots.length, name: appName })}
              className={`block overflow-hidden rounded-xl ring-1 ring-ink-200 transition hover:ring-brand-300 ${focusRing}`}
            >
              <img
                src={shot.url}
                alt={shot.caption ?? ''}
                loading="lazy"
                className="h-40 w-auto max-w-none bg-ink-100 object-cover sm:h-52"
              />
            </button>
          </li>
        ))}
      </ul>
      {open !== null ? (
        <ScreenshotLightbox
          screenshots={screenshots}
          index={open}
          onIndex={setOpen}
          onClose={() => setOpen(null)}
          appName={appName}
        />
      ) : null}
    </>
  );
}
