import type { TAppPricingSummary } from '@atrium/contracts/apps';
import { useTranslation } from 'react-i18next';
import { pricingLabel } from '@/features/marketplace/utils/format';

/** The card's price line with its trial, free prices in green so they stand out in a grid. */
export function PriceLabel({ pricing }: { pricing: TAppPricingSummary }) {
  const { t, i18n } = useTranslation('marketplace');
  const free = pricing.kind !== 'paid';
  return (
    <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-xs">
      <span className={`font-semibold ${free ? 'text-emerald-700' : 'text-ink-800'}`}>
        {pricingLabel(t, pricing, i18n.language)}
      </span>
      {pricing.trialDays > 0 ? (
        <span className="rounded-full bg-brand-50 px-2 py-0.5 font-medium text-brand-700">
          {t('price.trial', { count: pricing.trialDays })}
        </span>
      ) : null}
    </span>
  );
}
