import { intlLocale } from '@/lib/format';

/** Date and time in the viewer's language and own time zone (Intl's default zone is the browser's). */
export function formatDateTime(iso: string, language: string, timeZone?: string): string {
  const value = new Date(iso);
  if (Number.isNaN(value.getTime())) return iso;
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(value);
}

/** A certificate's date: the day only, spelt out ("12 March 2026"), in the viewer's language and time zone. */
export function formatLongDate(iso: string, language: string, timeZone?: string): string {
  const value = new Date(iso);
  if (Number.isNaN(value.getTime())) return iso;
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'long', timeZone }).format(value);
}
