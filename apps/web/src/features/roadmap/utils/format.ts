import { intlLocale } from '@/lib/format';

/** "Dec 2026" for a target day (YYYY-MM-DD) or month (YYYY-MM), read in UTC so it never shifts a month. */
export function formatMonth(dayOrMonth: string, language: string, month: 'short' | 'long' = 'short'): string {
  const value = new Date(`${dayOrMonth.slice(0, 7)}-01T00:00:00Z`);
  if (Number.isNaN(value.getTime())) return dayOrMonth;
  return new Intl.DateTimeFormat(intlLocale(language), { month, year: 'numeric', timeZone: 'UTC' }).format(value);
}

/** A weekday of a calendar day, short ("Mon") or narrow ("M"). */
export function formatWeekday(day: string, language: string, weekday: 'short' | 'long' = 'short'): string {
  return new Intl.DateTimeFormat(intlLocale(language), { weekday, timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** The day of the month as the reader writes numbers. */
export const formatDayNumber = (day: string, language: string) =>
  new Intl.DateTimeFormat(intlLocale(language), { day: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
