import { describe, expect, it } from 'vitest';
import { roadmapItem } from '@/features/roadmap/roadmap-fixtures';
import {
  addMonths,
  calendarPath,
  itemsByDay,
  monthGrid,
  monthsOf,
  quarterStart,
  rangeOf,
  readCalendarRoute,
  readMonth,
  shiftView,
} from './calendar';

describe('calendar arithmetic', () => {
  it('reads the route: an unknown type is the month view, all or nothing is every roadmap', () => {
    expect(readCalendarRoute(undefined, undefined)).toEqual({ view: 'month', scope: 'all' });
    expect(readCalendarRoute('quarter', 'platform')).toEqual({ view: 'quarter', scope: 'platform' });
    expect(readCalendarRoute('week', 'all')).toEqual({ view: 'month', scope: 'all' });
    expect(readCalendarRoute('month', 'not-an-id')).toEqual({ view: 'month', scope: 'all' });
    const app = '0190a0a0-0000-7000-8000-0000000000a1';
    expect(readCalendarRoute('quarter', app)).toEqual({ view: 'quarter', scope: app });
    expect(calendarPath('quarter', 'platform', '2026-11')).toBe('/roadmap-calendar/quarter/platform?month=2026-11');
  });

  it('takes ?month when it is a month, else today', () => {
    expect(readMonth('2026-02', new Date('2030-05-05T00:00:00Z'))).toBe('2026-02');
    expect(readMonth('2026-13', new Date('2030-05-05T00:00:00Z'))).toBe('2030-05');
    expect(readMonth(null, new Date('2030-05-05T00:00:00Z'))).toBe('2030-05');
  });

  it('steps by months and quarters across years', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(quarterStart('2026-11')).toBe('2026-10');
    expect(monthsOf('quarter', '2026-11')).toEqual(['2026-10', '2026-11', '2026-12']);
    expect(shiftView('quarter', '2026-11', 1)).toBe('2027-01');
    expect(shiftView('month', '2026-03', -1)).toBe('2026-02');
  });

  it('asks the server for whole months', () => {
    expect(rangeOf('month', '2026-02')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(rangeOf('quarter', '2026-11')).toEqual({ from: '2026-10-01', to: '2026-12-31' });
  });

  it('lays a month out in whole weeks, Monday first', () => {
    const weeks = monthGrid('2026-11');
    expect(weeks).toHaveLength(6);
    expect(weeks[0]?.[0]).toEqual({ day: '2026-10-26', inMonth: false });
    expect(weeks[0]?.[6]).toEqual({ day: '2026-11-01', inMonth: true });
    expect(weeks[5]?.[0]).toEqual({ day: '2026-11-30', inMonth: true });
    expect(weeks.every((w) => w.length === 7)).toBe(true);
    expect(monthGrid('2021-02')).toHaveLength(4);
  });

  it('groups items by target day and skips undated ones', () => {
    const a = roadmapItem(1, { targetDate: '2026-11-20' });
    const b = roadmapItem(2, { targetDate: '2026-11-20' });
    const c = roadmapItem(3);
    expect([...itemsByDay([a, b, c])]).toEqual([['2026-11-20', [a, b]]]);
  });
});
