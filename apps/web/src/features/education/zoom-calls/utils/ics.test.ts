import { describe, expect, it } from 'vitest';
import { zoomCall } from '@/features/education/zoom-calls/call-fixtures';
import { buildIcs, foldLine, icsFileName, icsText } from './ics';

const NOW = new Date('2026-11-23T08:00:00.000Z');

describe('buildIcs', () => {
  it('is one event with UTC times, the join link as location and CRLF line ends', () => {
    const ics = buildIcs(zoomCall({ startsAt: '2026-11-25T16:00:00.000Z', durationMinutes: 90 }), {
      now: NOW,
      hostLine: 'Host: Ada Admin',
    });
    const lines = ics.split('\r\n');
    expect(lines.slice(0, 6)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Atrium//Group calls//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
    ]);
    expect(lines).toContain('UID:0190a0a0-0000-7000-8000-0000000000c1@atrium');
    expect(lines).toContain('DTSTAMP:20261123T080000Z');
    expect(lines).toContain('DTSTART:20261125T160000Z');
    expect(lines).toContain('DTEND:20261125T173000Z');
    expect(lines).toContain('SUMMARY:Weekly office hours');
    expect(lines).toContain('LOCATION:https://zoom.us/j/4150001001');
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    // The description is plain text (no markup), escaped, with the host and the link.
    const description = ics.slice(ics.indexOf('DESCRIPTION:'), ics.indexOf('\r\nLOCATION:')).replace(/\r\n /g, '');
    expect(description).toBe(
      'DESCRIPTION:Bring your questions about apps\\, installs and billing.\\n\\nHost: Ada Admin\\n\\nhttps://zoom.us/j/4150001001',
    );
    expect(ics.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
  });

  it('escapes the title', () => {
    const ics = buildIcs(zoomCall({ title: 'Q&A; tips, tricks\\more', description: null }), { now: NOW });
    expect(ics).toContain('SUMMARY:Q&A\\; tips\\, tricks\\\\more\r\n');
  });
});

describe('icsText, foldLine and icsFileName', () => {
  it('escapes line breaks', () => {
    expect(icsText('a\nb\r\nc')).toBe('a\\nb\\nc');
  });

  it('folds at 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'é'.repeat(60)}`;
    const parts = foldLine(line).split('\r\n');
    expect(parts.length).toBe(2);
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(parts[1]?.startsWith(' ')).toBe(true);
    expect(parts.map((p, i) => (i ? p.slice(1) : p)).join('')).toBe(line);
  });

  it('names the file after the call', () => {
    expect(icsFileName('Weekly office hours')).toBe('weekly-office-hours.ics');
    expect(icsFileName('Q&A: AI agents!')).toBe('q-a-ai-agents.ics');
    expect(icsFileName('???')).toBe('call.ics');
  });
});
