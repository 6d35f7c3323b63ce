import type { TZoomCall } from '@atrium/contracts/zoom-calls';
import { intlLocale } from '@/lib/format';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type CallPhase = 'upcoming' | 'live' | 'ended';

export const callStart = (call: Pick<TZoomCall, 'startsAt'>) => new Date(call.startsAt);
export const callEnd = (call: Pick<TZoomCall, 'startsAt' | 'durationMinutes'>) =>
  new Date(new Date(call.startsAt).getTime() + call.durationMinutes * MINUTE);

/** Live from its start until start plus duration (the server's rule for what is still upcoming). */
export function callPhase(call: Pick<TZoomCall, 'startsAt' | 'durationMinutes'>, now: number): CallPhase {
  if (now < callStart(call).getTime()) return 'upcoming';
  return now < callEnd(call).getTime() ? 'live' : 'ended';
}

/** The viewer's own time zone (the browser's), e.g. "Europe/Berlin". */
export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export interface CallTimeLabels {
  /** "Tuesday, 25 November 2026" */
  date: string;
  /** "16:00 – 17:00 CET": start and end, with the zone named. */
  time: string;
  /** For the date badge: "Nov" and "25". */
  month: string;
  day: string;
}

/**
 * A call's date and times in the viewer's language and time zone (or `timeZone`, for tests), the zone named
 * in its short form. The day badge uses the same zone, so a late call never shows the next day's date.
 */
export function callTimeLabels(
  call: Pick<TZoomCall, 'startsAt' | 'durationMinutes'>,
  language: string,
  timeZone?: string,
): CallTimeLabels {
  const locale = intlLocale(language);
  const start = callStart(call);
  const part = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, { ...options, timeZone }).format(start);
  const times = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZoneName: 'short', timeZone });
  return {
    date: part({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
    time: times.formatRange(start, callEnd(call)),
    month: part({ month: 'short' }),
    day: part({ day: 'numeric' }),
  };
}

/** "in 2 hours", "tomorrow", "6 days ago": how far the start is from now, in the viewer's language. */
export function relativeToNow(iso: string, now: number, language: string): string {
  const diff = new Date(iso).getTime() - now;
  const format = new Intl.RelativeTimeFormat(intlLocale(language), { numeric: 'auto' });
  const size = Math.abs(diff);
  if (size < HOUR) return format.format(Math.round(diff / MINUTE), 'minute');
  if (size < DAY) return format.format(Math.round(diff / HOUR), 'hour');
  return format.format(Math.round(diff / DAY), 'day');
}

/** "90 minutes" in the viewer's language, by Intl (no translation needed). */
export function durationLabel(minutes: number, language: string): string {
  return new Intl.NumberFormat(intlLocale(language), { style: 'unit', unit: 'minute', unitDisplay: 'long' }).format(minutes);
}

/** Soonest first for what is coming, most recent first for what was held. */
export function sortCalls(calls: readonly TZoomCall[], when: 'upcoming' | 'past'): TZoomCall[] {
  const sign = when === 'upcoming' ? 1 : -1;
  return [...calls].sort((a, b) => sign * (callStart(a).getTime() - callStart(b).getTime()));
}
