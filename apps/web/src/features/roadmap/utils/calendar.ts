import type { TRoadmapItem } from '@atrium/contracts/roadmap';
import { type RoadmapScope, readScope } from './board-params';

/**
 * Calendar arithmetic on calendar days (YYYY-MM-DD) and months (YYYY-MM), all in UTC: a target date is a day,
 * not an instant, so it must never shift to the day before in a western time zone.
 */
export type CalendarView = 'month' | 'quarter';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const pad = (n: number) => String(n).padStart(2, '0');

export const monthKey = (date: Date) => `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}`;
export const dayKey = (date: Date) => `${monthKey(date)}-${pad(date.getUTCDate())}`;
const monthStart = (month: string) => new Date(`${month}-01T00:00:00Z`);

/** `/roadmap-calendar/:type/:app_id`: an unknown type is the month view; 'all' or nothing is every roadmap. */
export function readCalendarRoute(
  type: string | undefined,
  appId: string | undefined,
): { view: CalendarView; scope: RoadmapScope } {
  return { view: type === 'quarter' ? 'quarter' : 'month', scope: readScope(appId) };
}

export function calendarPath(view: CalendarView, scope: RoadmapScope, month?: string): string {
  const path = `/roadmap-calendar/${view}/${encodeURIComponent(scope)}`;
  return month ? `${path}?month=${month}` : path;
}

/** `?month=YYYY-MM`, else this month. */
export function readMonth(value: string | null, today = new Date()): string {
  return value && MONTH.test(value) ? value : monthKey(today);
}

/** The first month of the quarter `month` is in. */
export function quarterStart(month: string): string {
  const date = monthStart(month);
  date.setUTCMonth(Math.floor(date.getUTCMonth() / 3) * 3);
  return monthKey(date);
}

export function addMonths(month: string, delta: number): string {
  const date = monthStart(month);
  date.setUTCMonth(date.getUTCMonth() + delta);
  return monthKey(date);
}

/** The months a view shows: one, or the three of the quarter. */
export function monthsOf(view: CalendarView, month: string): string[] {
  if (view === 'month') return [month];
  const first = quarterStart(month);
  return [first, addMonths(first, 1), addMonths(first, 2)];
}

/** Previous or next page of the view: a month or a quarter. */
export const shiftView = (view: CalendarView, month: string, direction: -1 | 1) =>
  view === 'month' ? addMonths(month, direction) : addMonths(quarterStart(month), 3 * direction);

/** The `from` and `to` days the calendar endpoint is asked for. */
export function rangeOf(view: CalendarView, month: string): { from: string; to: string } {
  const months = monthsOf(view, month);
  const last = monthStart(addMonths(months[months.length - 1] as string, 1));
  last.setUTCDate(0);
  return { from: `${months[0]}-01`, to: dayKey(last) };
}

export interface GridDay {
  day: string;
  inMonth: boolean;
}

/** The month as whole weeks, Monday first, padded with the days of the months around it. */
export function monthGrid(month: string): GridDay[][] {
  const first = monthStart(month);
  const start = new Date(first);
  start.setUTCDate(1 - ((first.getUTCDay() + 6) % 7));
  const weeks: GridDay[][] = [];
  const cursor = new Date(start);
  do {
    const week: GridDay[] = [];
    for (let i = 0; i < 7; i += 1) {
      week.push({ day: dayKey(cursor), inMonth: monthKey(cursor) === month });
      cursor.setUTCDate(cursor.getUTCDate() + 1);
    }
    weeks.push(week);
  } while (monthKey(cursor) === month);
  return weeks;
}

/** The weekday of each grid column (Monday first), as days of a known week, for the caller to format. */
export const WEEKDAY_SAMPLES = ['2024-01-01', '2024-01-02', '2024-01-03', '2024-01-04', '2024-01-05', '2024-01-06', '2024-01-07'];

/** Items by their target day, each day's in the order given (the server's: earliest first). */
export function itemsByDay(items: readonly TRoadmapItem[]): Map<string, TRoadmapItem[]> {
  const days = new Map<string, TRoadmapItem[]>();
  for (const item of items) {
    if (!item.targetDate) continue;
    const list = days.get(item.targetDate) ?? [];
    list.push(item);
    days.set(item.targetDate, list);
  }
  return days;
}

export const itemsInMonth = (items: readonly TRoadmapItem[], month: string) =>
  items.filter((item) => item.targetDate?.startsWith(`${month}-`));
