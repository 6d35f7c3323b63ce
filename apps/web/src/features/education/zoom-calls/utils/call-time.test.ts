import { describe, expect, it } from 'vitest';
import { zoomCall } from '@/features/education/zoom-calls/call-fixtures';
import { callPhase, callTimeLabels, durationLabel, relativeToNow, sortCalls } from './call-time';

// Intl output uses narrow no-break spaces in places; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u202f\u00a0\u2009]/g, ' ');
const CALL = zoomCall({ startsAt: '2026-11-25T23:30:00.000Z', durationMinutes: 60 });

describe('callTimeLabels', () => {
  it('shows the date and times in the viewer’s time zone, with the zone named', () => {
    const berlin = callTimeLabels(CALL, 'en', 'Europe/Berlin');
    expect(berlin.date).toBe('Thursday, November 26, 2026');
    expect(plain(berlin.time)).toBe('12:30 – 1:30 AM GMT+1');
    expect([berlin.month, berlin.day]).toEqual(['Nov', '26']);

    const newYork = callTimeLabels(CALL, 'en', 'America/New_York');
    expect(newYork.date).toBe('Wednesday, November 25, 2026');
    expect(plain(newYork.time)).toBe('6:30 – 7:30 PM EST');
    expect(newYork.day).toBe('25');

    const tokyo = callTimeLabels(CALL, 'en', 'Asia/Tokyo');
    expect(plain(tokyo.time)).toBe('8:30 – 9:30 AM GMT+9');
  });

  it('uses the viewer’s language (Arabic’s code ae is Intl’s ar)', () => {
    expect(callTimeLabels(CALL, 'de', 'Europe/Berlin').date).toBe('Donnerstag, 26. November 2026');
    expect(plain(callTimeLabels(CALL, 'de', 'Europe/Berlin').time)).toBe('00:30–01:30 Uhr MEZ');
    expect(callTimeLabels(CALL, 'ae', 'Asia/Dubai').date).toContain('نوفمبر');
  });
});

describe('callPhase', () => {
  const start = Date.parse(CALL.startsAt);
  it('is upcoming before the start, live until start plus duration, then ended', () => {
    expect(callPhase(CALL, start - 1)).toBe('upcoming');
    expect(callPhase(CALL, start)).toBe('live');
    expect(callPhase(CALL, start + 59 * 60_000)).toBe('live');
    expect(callPhase(CALL, start + 60 * 60_000)).toBe('ended');
  });
});

describe('relativeToNow', () => {
  const start = Date.parse(CALL.startsAt);
  it('says how soon or how long ago, in the largest unit that fits', () => {
    expect(relativeToNow(CALL.startsAt, start - 2 * 3_600_000, 'en')).toBe('in 2 hours');
    expect(relativeToNow(CALL.startsAt, start - 25 * 60_000, 'en')).toBe('in 25 minutes');
    expect(relativeToNow(CALL.startsAt, start - 24 * 3_600_000, 'en')).toBe('tomorrow');
    expect(relativeToNow(CALL.startsAt, start + 6 * 86_400_000, 'en')).toBe('6 days ago');
    expect(relativeToNow(CALL.startsAt, start - 2 * 3_600_000, 'fr')).toBe('dans 2 heures');
  });
});

describe('durationLabel and sortCalls', () => {
  it('names the duration in the viewer’s language', () => {
    expect(durationLabel(90, 'en')).toBe('90 minutes');
    expect(durationLabel(45, 'de')).toBe('45 Minuten');
  });

  it('puts the soonest upcoming call first and the latest past call first', () => {
    const a = zoomCall({ _id: 'a', startsAt: '2026-11-20T10:00:00.000Z' });
    const b = zoomCall({ _id: 'b', startsAt: '2026-11-22T10:00:00.000Z' });
    expect(sortCalls([b, a], 'upcoming').map((c) => c._id)).toEqual(['a', 'b']);
    expect(sortCalls([a, b], 'past').map((c) => c._id)).toEqual(['b', 'a']);
  });
});
