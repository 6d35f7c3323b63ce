import type { TAppDetail } from '@atrium/contracts/apps';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-classes';
import { Icon } from '@/components/ui/icon';
import { PriceLabel } from './price-label';

/**
 * The side column's facts: price, who can install, and the app's own page. The install panel goes
 * above this (another feature), so this stays a plain card.
 */
export function AppSummary({ app }: { app: TAppDetail }) {
  const { t } = useTranslation('marketplace');
  return (
    <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-200">
      <dl className="space-y-4 text-sm">
        <div>
          <dt className="text-xs font-medium text-ink-500">{t('summary.pricing')}</dt>
          <dd className="mt-1">
            <PriceLabel pricing={app.pricing} />
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-ink-500">{t('summary.whoCanInstall')}</dt>
          <dd className="mt-1 flex items-start gap-2 text-ink-800">
            <Icon name="user" className="mt-0.5 size-4 text-ink-500" />
            {t(`installTarget.${app.installTarget}`)}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-ink-500">{t('summary.type')}</dt>
          <dd className="mt-1 text-ink-800">{t(`types.${app.type}`)}</dd>
        </div>
      </dl>
      {app.customPageUrl ? (
        <Link to={`/custom_page/${app._id}`} className={buttonClasses('secondary', 'md', 'mt-5 w-full')}>
          {t('summary.customPage')}
          <Icon name="arrowEnd" className="size-4" />
        </Link>
      ) : null}
    </div>
  );
}
