import type { TZoomCall } from '@atrium/contracts/zoom-calls';
import { htmlToText } from '@/lib/html';
import { callEnd, callStart } from './call-time';

/** 20261125T160000Z: iCalendar's UTC date-time (RFC 5545 3.3.5), so every calendar converts to its own zone. */
export const icsDateTime = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Text values escape backslash, semicolon, comma and line breaks (RFC 5545 3.3.11). */
export const icsText = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets continue on the next line after a space (RFC 5545 3.1), never inside a character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const out: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    const limit = out.length === 0 ? 75 : 74; // continuation lines start with the space
    if (size + bytes > limit) {
      out.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  out.push(current);
  return out.join('\r\n ');
}

export interface IcsOptions {
  now?: Date;
  /** "Host: Ada Admin" in the viewer's language. */
  hostLine?: string | null;
}

/**
 * A one-event calendar file for a call, built in the browser from the call's data: the join link is the
 * location and in the description, so the calendar entry is enough to join from.
 */
export function buildIcs(call: TZoomCall, { now = new Date(), hostLine = null }: IcsOptions = {}): string {
  const description = [htmlToText(call.description), hostLine ?? '', call.joinUrl].filter(Boolean).join('\n\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Atrium//Group calls//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${call._id}@atrium`,
    `DTSTAMP:${icsDateTime(now)}`,
    `DTSTART:${icsDateTime(callStart(call))}`,
    `DTEND:${icsDateTime(callEnd(call))}`,
    `SUMMARY:${icsText(call.title)}`,
    `DESCRIPTION:${icsText(description)}`,
    `LOCATION:${icsText(call.joinUrl)}`,
    `URL:${call.joinUrl}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** "weekly-office-hours.ics": the title as a file name any system accepts. */
export function icsFileName(title: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 60);
  return `${base || 'call'}.ics`;
}

/** Saves the call's calendar file (a download; nothing is sent anywhere). */
export function downloadIcs(call: TZoomCall, options: IcsOptions = {}): void {
  const url = URL.createObjectURL(new Blob([buildIcs(call, options)], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = icsFileName(call.title);
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
