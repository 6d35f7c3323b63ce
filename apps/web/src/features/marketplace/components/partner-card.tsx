import type { TPartner } from '@atrium/contracts/apps';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCompact } from '@/lib/format';
import { AppIcon } from './app-icon';

/** A partner in the directory: logo (or initials), name, tagline, how many apps and installs. */
export function PartnerCard({ partner }: { partner: TPartner }) {
  const { t, i18n } = useTranslation('marketplace');
  return (
    <article className="relative flex h-full items-start gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-200 transition focus-within:ring-2 focus-within:ring-brand-500 hover:shadow-md hover:ring-brand-200">
      <AppIcon name={partner.name} type="partner" iconUrl={partner.logoUrl} />
      <div className="min-w-0 flex-1">
        <h2 className="truncate text-base font-semibold text-ink-900">
          <Link to={`/partner/${partner.slug}`} className="after:absolute after:inset-0 after:rounded-2xl focus:outline-none">
            {partner.name}
          </Link>
        </h2>
        <p dir="auto" className="mt-0.5 line-clamp-2 text-sm text-ink-600">
          {partner.tagline}
        </p>
        <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs font-medium text-ink-500">
          <span>{t('partners.apps', { count: partner.appCount })}</span>
          <span>
            {t('card.installs', { count: partner.totalInstalls, formatted: formatCompact(partner.totalInstalls, i18n.language) })}
          </span>
        </p>
      </div>
    </article>
  );
}
