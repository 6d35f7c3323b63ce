import type { TStoreProduct } from '@atrium/contracts/store';
import { useTranslation } from 'react-i18next';
import { dateFormat, formatMoney, intlLocale } from '@/lib/format';

/** Money in the reader's language, and a price with its billing ("$97 / month"), from minor units. */
export function useMoney() {
  const { t, i18n } = useTranslation('store');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const money = (minor: number, currency: string) => formatMoney(minor, currency, language);
  const price = (minor: number, currency: string, billing: TStoreProduct['billing']) =>
    billing === 'one_time' ? money(minor, currency) : t(`billingPrice.${billing}`, { price: money(minor, currency) });
  return { money, price, language };
}

/** A moment as date and time in the reader's language ("Nov 27, 2026, 9:05 AM"). */
export function useDateTime() {
  const { i18n } = useTranslation('store');
  const locale = intlLocale(i18n.resolvedLanguage ?? i18n.language);
  return {
    dateTime: (iso: string) => dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)),
    date: (iso: string) => dateFormat(locale, { dateStyle: 'medium' }).format(new Date(iso)),
  };
}
