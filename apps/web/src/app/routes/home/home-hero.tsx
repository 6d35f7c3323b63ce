import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session-store';
import { HomeSearch } from './home-search';

export function HomeHero() {
  const { t } = useTranslation();
  const { user } = useSession();

  return (
    // z-10 and no overflow clipping on the section: the search suggestions drop over the catalogue below.
    <section className="relative isolate z-10 rounded-3xl bg-gradient-to-br from-brand-800 via-brand-700 to-brand-500 px-6 py-14 text-white shadow-lg sm:px-12 sm:py-20">
      <div aria-hidden="true" className="absolute inset-0 -z-10 overflow-hidden rounded-3xl">
        {/* Soft glows drawn as radial gradients: a blur filter this size is slow to rasterise on a phone, and it
            held the first screen's paint back. The boxes are the circles plus their old blur's reach. */}
        <div className="absolute -end-34 -top-34 size-120 bg-radial-[closest-side] from-white/10 from-55%" />
        <div className="absolute -start-32 -bottom-48 size-160 bg-radial-[closest-side] from-brand-400/30 from-50%" />
      </div>
      <div className="mx-auto flex max-w-3xl flex-col items-center text-center">
        <p className="rounded-full bg-white/15 px-3 py-1 text-xs font-semibold tracking-wide uppercase ring-1 ring-white/25">
          {user ? t('home.welcomeBack', { name: user.firstName || t('account.fallbackName') }) : t('home.eyebrow')}
        </p>
        <h1 className="mt-5 text-3xl font-bold tracking-tight text-balance sm:text-5xl">{t('home.title')}</h1>
        <p className="mt-4 max-w-2xl text-base leading-7 text-pretty text-brand-100 sm:text-lg">{t('home.subtitle')}</p>
        <div className="mt-8 flex w-full justify-center">
          <HomeSearch />
        </div>
      </div>
    </section>
  );
}
