import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icon';
import { usePartners } from '@/features/marketplace/api/get-partners';
import { AppGridSkeleton } from '@/features/marketplace/components/app-grid';
import { EmptyState, LoadError } from '@/features/marketplace/components/marketplace-states';
import { PartnerCard } from '@/features/marketplace/components/partner-card';
import { usePageTitle } from '@/lib/preferences/preferences-context';

/** `/partner`: the companies behind the apps, searchable by name or tagline. */
export function PartnersPage() {
  const { t } = useTranslation('marketplace');
  usePageTitle(t('partners.pageTitle'));
  const partners = usePartners();
  const [query, setQuery] = useState('');
  const needle = useDeferredValue(query.trim().toLocaleLowerCase());
  const searchId = useId();
  const shown = (partners.data ?? []).filter(
    (p) => !needle || p.name.toLocaleLowerCase().includes(needle) || p.tagline.toLocaleLowerCase().includes(needle),
  );

  return (
    <div className="mx-auto max-w-7xl">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">{t('partners.title')}</h1>
          <p className="mt-2 max-w-2xl text-base text-ink-600">{t('partners.subtitle')}</p>
        </div>
        <div className="relative w-full sm:w-72">
          <label htmlFor={searchId} className="sr-only">
            {t('partners.search')}
          </label>
          <Icon name="search" className="pointer-events-none absolute inset-y-0 start-3 my-auto size-4 text-ink-400" />
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t('partners.search')}
            className="h-11 w-full rounded-xl border border-ink-200 bg-white ps-9 pe-3 text-sm shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none"
          />
        </div>
      </div>
      <div className="mt-8">
        {partners.isPending ? (
          <AppGridSkeleton count={6} label={t('partners.loading')} />
        ) : partners.isError ? (
          <LoadError error={partners.error} onRetry={() => void partners.refetch()} />
        ) : shown.length === 0 ? (
          <EmptyState title={t('partners.emptyTitle')} body={t('partners.emptyBody', { query: query.trim() })} />
        ) : (
          <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((partner) => (
              <li key={partner._id}>
                <PartnerCard partner={partner} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
