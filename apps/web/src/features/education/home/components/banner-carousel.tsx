import type { TBanner, TBannersConfig } from '@atrium/contracts/education-home';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from '@/components/ui/rich-text';
import { usePrefersReducedMotion } from '@/features/education/home/hooks/use-reduced-motion';
import { useRotation } from '@/features/education/home/hooks/use-rotation';
import { BannerControls } from './banner-controls';

export interface BannerCarouselProps {
  /** In the order to show them. */
  banners: readonly TBanner[];
  config: Pick<TBannersConfig, 'rotationSeconds'>;
}

/**
 * The owner's banners, one at a time, rotating every `rotationSeconds` (0: only by hand). Rotation waits
 * while the pointer or the keyboard focus is on it, has a pause button, and starts paused for people who
 * asked their system for less motion (WCAG 2.2.2); while it rotates, changes are not announced.
 */
export function BannerCarousel({ banners, config }: BannerCarouselProps) {
  const { t } = useTranslation('education');
  const reducedMotion = usePrefersReducedMotion();
  const [stopped, setStopped] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const userPaused = stopped ?? reducedMotion;
  const auto = config.rotationSeconds > 0 && banners.length > 1;
  const rotation = useRotation({
    count: banners.length,
    intervalMs: config.rotationSeconds * 1000,
    paused: userPaused || hovered || focused,
  });
  const banner = banners[rotation.index];
  if (!banner) return null;

  return (
    <section
      aria-roledescription={t('home.banners.carousel')}
      aria-label={t('home.banners.label')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
      }}
      className="overflow-hidden rounded-3xl bg-linear-to-br from-brand-700 via-brand-600 to-brand-500 text-white shadow-lg"
    >
      <div aria-live={rotation.rotating ? 'off' : 'polite'}>
        <BannerSlide
          key={banner._id}
          banner={banner}
          label={t('home.banners.position', { current: rotation.index + 1, total: banners.length })}
        />
      </div>
      {banners.length > 1 ? (
        <BannerControls
          count={banners.length}
          index={rotation.index}
          onSelect={rotation.goTo}
          onPrevious={rotation.previous}
          onNext={rotation.next}
          pause={auto ? { paused: userPaused, toggle: () => setStopped(!userPaused) } : null}
        />
      ) : null}
    </section>
  );
}

function BannerSlide({ banner, label }: { banner: TBanner; label: string }) {
  const { t } = useTranslation('education');
  return (
    // biome-ignore lint/a11y/useSemanticElements: the carousel pattern's slide is a group, not a form's fieldset.
    <div
      role="group"
      aria-roledescription={t('home.banners.slide')}
      aria-label={label}
      className="grid min-h-56 gap-6 p-6 transition-opacity duration-500 starting:opacity-0 motion-reduce:transition-none sm:p-10 md:grid-cols-[1fr_auto] md:items-center"
    >
      {/* The owner's words in their own direction, title, text and button together, whatever the interface's. */}
      <div dir="auto" className="min-w-0">
        <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">{banner.title}</h2>
        {banner.body ? (
          <RichText
            html={banner.body}
            className="mt-3 max-w-2xl text-base text-white/90 [&_a]:text-white [&_a:hover]:text-white/80"
          />
        ) : null}
        {banner.linkUrl ? (
          <a
            href={banner.linkUrl}
            className="mt-6 inline-flex h-10 items-center rounded-lg bg-white px-4 text-sm font-semibold text-brand-700 shadow-sm transition hover:bg-brand-50 focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-brand-600 focus-visible:outline-none"
          >
            {banner.linkLabel || t('home.banners.learnMore')}
          </a>
        ) : null}
      </div>
      {banner.imageUrl ? (
        <img
          src={banner.imageUrl}
          alt=""
          className="hidden max-h-48 w-72 rounded-2xl object-cover shadow-md ring-1 ring-white/20 md:block"
        />
      ) : null}
    </div>
  );
}
