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
        <div className="absolute -end-24 -top-24 size-80 rounded-full bg-white/10 blur-2xl" />
        <div className="absolute -start-16 -bottom-32 size-96 rounded-full bg-brand-400/30 blur-3xl" />
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
