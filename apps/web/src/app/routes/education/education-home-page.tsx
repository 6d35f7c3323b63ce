import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-classes';
import { Icon } from '@/components/ui/icon';
import { EducationTiles } from '@/features/education/home/components/education-tiles';
import { HomeBanners } from '@/features/education/home/components/home-banners';
import { HomeNews } from '@/features/education/home/components/home-news';
import { HomeTools } from '@/features/education/home/components/home-tools';
import { areasForHost } from '@/features/education/home/utils/education-areas';
import { usePageTitle } from '@/lib/preferences/preferences-context';
import { useSession } from '@/lib/session-store';
import { useSiteConfig } from '@/lib/site-config';
import { AUTHOR_ROLES } from './manage/manage-layout';

/**
 * /education, the education area's home (issue 4): the owner's banners and news feed, then a tile for every
 * education area this host offers, and the owner's tools. Authors (the super admin, agency admins, app creators) get a way into the console.
 */
export function Component() {
  const { t } = useTranslation('education');
  usePageTitle(t('home.pageTitle'));
  const { user } = useSession();
  const { hostKind } = useSiteConfig();
  const canManage = user ? (AUTHOR_ROLES as readonly string[]).includes(user.role) : false;

  return (
    <div className="mx-auto w-full max-w-7xl space-y-10 px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">{t('home.eyebrow')}</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">{t('home.title')}</h1>
          <p className="mt-2 max-w-2xl text-base text-ink-600">{t('home.subtitle')}</p>
        </div>
        {canManage ? (
          <Link to="/education/manage" className={buttonClasses('secondary', 'md', 'self-start sm:self-auto')}>
            <Icon name="settings" className="size-4" />
            {t('home.manage')}
          </Link>
        ) : null}
      </div>
      <HomeBanners />
      <HomeNews />
      <section aria-labelledby="education-areas">
        <h2 id="education-areas" className="text-xl font-bold text-ink-900">
          {t('home.areas.title')}
        </h2>
        <p className="mt-1 mb-4 text-sm text-ink-600">{t('home.areas.subtitle')}</p>
        <EducationTiles areas={areasForHost(hostKind)} />
      </section>
      <HomeTools />
    </div>
  );
}
