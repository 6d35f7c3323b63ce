import { intlLocale } from '@/lib/format';

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
