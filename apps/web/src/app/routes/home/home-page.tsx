import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyAfterFirstScreen } from '@/lib/chunk-errors';
import { usePageTitle } from '@/lib/preferences/preferences-context';
import { HomeHero } from './home-hero';
import { loadHomeMarketplace } from './home-lazy';

/**
 * The catalogue is not part of the first load of / (ADR 005: the budget has no room for it and
 * react-query). Its chunk, texts and first data are preloaded from the HTML; the code they share with
 * other screens starts once the hero is painted, so it does not share the link with it (ADR 015).
 */
const HomeCatalogue = lazyAfterFirstScreen(loadHomeMarketplace, 'HomeCatalogue');

/** `/`: the marketplace. The hero is in the first chunk; every other page is lazy. */
export function HomePage() {
  const { t } = useTranslation();
  usePageTitle(t('home.pageTitle'));

  return (
    <>
      <HomeHero />
      <Suspense fallback={<div className="min-h-[60vh]" />}>
        <HomeCatalogue />
      </Suspense>
    </>
  );
}
