import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/preferences/preferences-context';
import { useSiteConfig } from '../../../lib/site-config';
import { HomeDestinations } from './home-destinations';
import { HomeHero } from './home-hero';

/** `/`: the marketplace's welcome. Kept in the first chunk; every other page is lazy. */
export function HomePage() {
  const { t } = useTranslation();
  const { hostKind } = useSiteConfig();
  usePageTitle(t('home.pageTitle'));

  return (
    <>
      <HomeHero hostKind={hostKind} />
      <HomeDestinations hostKind={hostKind} />
    </>
  );
}
