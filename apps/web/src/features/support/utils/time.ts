import { intlLocale } from '@/lib/format';

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

/** "45 min", "3 hr", "2 days": a length of time in its largest whole unit, worded by Intl. */
export function durationLabel(minutes: number, language: string): string {
  // Under a minute still reads "1 min": "0 min" looks like a missing value.
  const whole = Math.max(1, Math.round(minutes));
  const [value, unit] =
    whole >= 24 * 60
      ? [Math.round(whole / (24 * 60)), 'day']
      : whole >= 60
        ? [Math.round(whole / 60), 'hour']
        : [whole, 'minute'];
  return new Intl.NumberFormat(intlLocale(language), { style: 'unit', unit, unitDisplay: 'short' }).format(value);
}

/** A full date and time, for titles and the side panel. */
export function dateTimeLabel(iso: string, language: string): string {
  const value = new Date(iso);
  if (Number.isNaN(value.getTime())) return iso;
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeStyle: 'short' }).format(value);
}
