import type { TTestimonial } from '@atrium/contracts/testimonials';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from '@/components/ui/rich-text';
import { videoStillUrl } from '@/components/ui/video-modal';
import { PersonAvatar } from './person-avatar';
import { StarRating } from './star-rating';

export interface TestimonialCardProps {
  testimonial: TTestimonial;
  onPlay: (testimonial: TTestimonial) => void;
}

/** One testimonial: the video (a button that opens the player) or the quote, then who said it and their stars. */
export function TestimonialCard({ testimonial: x, onPlay }: TestimonialCardProps) {
  const { t } = useTranslation('community');
  const role = [x.personTitle, x.company].filter(Boolean).join(', ');
  return (
    <li className="mb-5 break-inside-avoid">
      <figure className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink-200">
        {x.kind === 'video' && x.videoId ? <VideoThumbnail testimonial={x} onPlay={onPlay} /> : null}
        <div className="flex flex-col gap-4 p-5">
          <StarRating rating={x.rating} />
          {x.body ? (
            x.kind === 'text' ? (
              <blockquote className="relative ps-7">
                <span aria-hidden="true" className="absolute -top-1 start-0 font-serif text-4xl leading-none text-brand-300">
                  “
                </span>
                <RichText html={x.body} className="text-base text-ink-800" />
              </blockquote>
            ) : (
              <RichText html={x.body} className="text-ink-600" />
            )
          ) : null}
          <figcaption className="flex items-center gap-3">
            <PersonAvatar name={x.personName} url={x.avatarUrl} />
            <span className="min-w-0">
              <span dir="auto" className="block font-semibold text-ink-900">
                {x.personName}
              </span>
              {role ? (
                <span dir="auto" className="block text-sm text-ink-500">
                  {role}
                </span>
              ) : null}
            </span>
            {x.status === 'draft' ? (
              <span className="ms-auto shrink-0 rounded-full bg-ink-100 px-2 py-0.5 text-xs font-medium text-ink-600">
                {t('testimonials.draft')}
              </span>
            ) : null}
          </figcaption>
        </div>
      </figure>
    </li>
  );
}

function VideoThumbnail({ testimonial: x, onPlay }: TestimonialCardProps) {
  const { t } = useTranslation('community');
  const [broken, setBroken] = useState(false);
  return (
    <button
      type="button"
      onClick={() => onPlay(x)}
      aria-label={t('testimonials.play', { name: x.personName })}
      className="group relative block aspect-video w-full overflow-hidden bg-gradient-to-br from-brand-600 to-brand-900 focus-visible:ring-4 focus-visible:ring-brand-300 focus-visible:outline-none focus-visible:ring-inset"
    >
      {broken || !x.videoId ? null : (
        <img
          src={videoStillUrl(x.videoId)}
          alt=""
          loading="lazy"
          onError={() => setBroken(true)}
          className="absolute inset-0 size-full object-cover transition duration-300 group-hover:scale-105"
        />
      )}
      <span className="absolute inset-0 bg-black/20 transition group-hover:bg-black/30" />
      <span className="absolute inset-0 flex items-center justify-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-white/95 text-brand-700 shadow-lg transition group-hover:scale-110">
          {/* Media controls keep their direction in right-to-left layouts; nudged right to look centred. */}
          <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6 translate-x-0.5 fill-current">
            <path d="M7 4.5v15l12.5-7.5z" />
          </svg>
        </span>
      </span>
      <span className="absolute start-3 bottom-3 rounded-full bg-black/60 px-2.5 py-1 text-xs font-medium text-white">
        {t('testimonials.video')}
      </span>
    </button>
  );
}
