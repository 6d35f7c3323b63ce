import { dateFormat } from '@/lib/format';
import { findLanguage } from '@/lib/languages';

// The product's Arabic code 'ae' is not a BCP 47 tag (it would mean Avestan); the html lang ('ar') is.
const toIntlLocale = (language: string) => findLanguage(language).htmlLang;

/**
 * Formats a YYYY-MM-DD podcast date for the reader's language. The date is a calendar day, so it is
 * read and printed in UTC; local time zones west of UTC would otherwise show the day before.
 */
export function formatPodcastDate(date: string, language: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  const value = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(value.getTime())) return date;
  try {
    // Built once per language (lib/format.ts): a formatter per row was most of the list's render (ADR 015).
    return dateFormat(toIntlLocale(language), { dateStyle: 'long', timeZone: 'UTC' }).format(value);
  } catch {
    return dateFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(value);
  }
}

/** An ISO timestamp (createdAt, updatedAt) as a short local date and time. */
export function formatTimestamp(iso: string, language: string): string {
  const value = new Date(iso);
  if (Number.isNaN(value.getTime())) return iso;
  try {
    return dateFormat(toIntlLocale(language), { dateStyle: 'medium', timeStyle: 'short' }).format(value);
  } catch {
    return value.toISOString();
  }
}
