import { dateFormat, formatLongUtcDate, intlLocale } from '@/lib/format';

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
    // Formatters are built once per language (lib/format.ts): one per row was most of the list's render (ADR 015).
    return formatLongUtcDate(value, language);
  } catch {
    return dateFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(value);
  }
}

/** An ISO timestamp (createdAt, updatedAt) as a short local date and time. */
export function formatTimestamp(iso: string, language: string): string {
  const value = new Date(iso);
  if (Number.isNaN(value.getTime())) return iso;
  try {
    return dateFormat(intlLocale(language), { dateStyle: 'medium', timeStyle: 'short' }).format(value);
  } catch {
    return value.toISOString();
  }
}
