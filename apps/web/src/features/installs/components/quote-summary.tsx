import type { TAppBillingQuote } from '@atrium/contracts/app-billing';
import { useTranslation } from 'react-i18next';
import { intervalPrice } from '@/features/installs/utils/format';
import { formatDate, formatMoney } from '@/lib/format';

/** Who a quote's places are, as one line: "for the agency", "for 2 locations". */
export function usePlacesText() {
  const { t } = useTranslation('installs');
  return (quote: Pick<TAppBillingQuote, 'placesTarget' | 'places'>) =>
    quote.placesTarget.kind === 'agency' ? t('paid.forAgency') : t('paid.forLocations', { count: quote.places });
}

/**
 * What a paid plan or bundle costs, as the server priced it: the total for the places chosen, the price of one
 * place, and when the first charge comes (after the trial, or today).
 */
export function QuoteSummary({ quote, compact = false }: { quote: TAppBillingQuote; compact?: boolean }) {
  const { t, i18n } = useTranslation('installs');
  const placesText = usePlacesText();
  const lng = i18n.language;
  const total = intervalPrice(t, quote.totalMinor, quote.currency, quote.interval, lng);
  const names = quote.placesTarget.kind === 'locations' ? quote.placesTarget.locations.map((l) => l.name) : [];
  return (
    <div className="rounded-xl border border-ink-200 bg-ink-50/60 px-4 py-3" data-testid="quote-summary">
      {compact ? null : (
        <p dir="auto" className="text-sm font-medium text-ink-700">
          {quote.bundle ? quote.bundle.name : t('paid.planOf', { plan: quote.plan?.name ?? '', app: quote.app?.name ?? '' })}
        </p>
      )}
      <p className="mt-0.5 text-lg font-bold text-ink-900">
        <span data-testid="quote-total">{t('paid.total', { price: total, places: placesText(quote) })}</span>
      </p>
      {quote.places > 1 ? (
        <p className="text-xs text-ink-500">
          {t('paid.unit', { price: intervalPrice(t, quote.unitMinor, quote.currency, quote.interval, lng) })}
        </p>
      ) : null}
      {names.length > 0 && !compact ? (
        <p dir="auto" className="mt-1 line-clamp-2 text-xs text-ink-600">
          {names.join(', ')}
        </p>
      ) : null}
      <p
        className={`mt-2 text-sm font-medium ${quote.trialEndsAt ? 'text-emerald-700' : 'text-ink-700'}`}
        data-testid="quote-trial"
      >
        {quote.trialEndsAt
          ? t('paid.trialThen', { count: quote.trialDays, price: total, date: formatDate(quote.trialEndsAt, lng) })
          : t('paid.chargedToday', { amount: formatMoney(quote.totalMinor, quote.currency, lng) })}
      </p>
    </div>
  );
}
