import { intlLocale } from './format';

/** Times as people read them, shared by the help desk and the AI conversations inbox. */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "3 minutes ago", "yesterday", "in 2 hours": how far `iso` is from `now`, in the viewer's language. */
export function relativeTime(iso: string, now: number, language: string): string {
  const diff = new Date(iso).getTime() - now;
  const format = new Intl.RelativeTimeFormat(intlLocale(language), { numeric: 'auto' });
  const size = Math.abs(diff);
  if (size < MINUTE) return format.format(0, 'minute');
  if (size < HOUR) return format.format(Math.round(diff / MINUTE), 'minute');
  if (size < DAY) return format.format(Math.round(diff / HOUR), 'hour');
  return format.format(Math.round(diff / DAY), 'day');
}

/** A full date and time, for titles and the side panel. */
export function dateTimeLabel(iso: string, language: string): string {
  const value = new Date(iso);
  if (Number.isNaN(value.getTime())) return iso;
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeStyle: 'short' }).format(value);
}
