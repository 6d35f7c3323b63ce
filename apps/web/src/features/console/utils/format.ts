import { findLanguage } from '../../../lib/languages';

// The product's Arabic code 'ae' is not a BCP 47 tag (it would mean Avestan); the html lang ('ar') is.
export const intlLocale = (language: string) => findLanguage(language).htmlLang;

export function formatCount(value: number, language: string): string {
  return new Intl.NumberFormat(intlLocale(language)).format(value);
}

/** 12,400 -> "12K": for axis labels, where space is short. */
export function formatCompact(value: number, language: string): string {
  return new Intl.NumberFormat(intlLocale(language), { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}

export function formatDate(iso: string, language: string): string {
  const value = new Date(iso);
  if (Number.isNaN(value.getTime())) return iso;
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium' }).format(value);
}

/** A chart day (YYYY-MM-DD, a calendar day, read in UTC so it never shifts to the day before). */
export function formatDay(day: string, language: string, style: 'short' | 'long' = 'short'): string {
  const value = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(value.getTime())) return day;
  const options: Intl.DateTimeFormatOptions =
    style === 'short' ? { month: 'short', day: 'numeric', timeZone: 'UTC' } : { dateStyle: 'medium', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(intlLocale(language), options).format(value);
}

export function formatPrice(cents: number, currency: string, language: string): string {
  try {
    return new Intl.NumberFormat(intlLocale(language), { style: 'currency', currency }).format(cents / 100);
  } catch {
    return `${(cents / 100).toFixed(2)} ${currency}`;
  }
}
