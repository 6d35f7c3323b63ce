import { intlLocale } from '@/lib/format';

/** "Nov 9 – 30, 2026" in the reader's language and time zone (the browser's); the end is shown as given. */
export function formatDateRange(fromIso: string, toIso: string, language: string): string {
  const from = new Date(fromIso);
  const to = new Date(toIso);
  const format = new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium' });
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return `${fromIso} – ${toIso}`;
  return from <= to ? format.formatRange(from, to) : `${format.format(from)} – ${format.format(to)}`;
}
