import type { TRoadmapItem } from '@atrium/contracts/roadmap';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useWideScreen } from '@/features/roadmap/hooks/use-wide-screen';
import { itemsByDay, monthGrid, WEEKDAY_SAMPLES } from '@/features/roadmap/utils/calendar';
import { formatDayNumber, formatWeekday } from '@/features/roadmap/utils/format';
import { formatDay } from '@/lib/format';
import { CalendarChip } from './calendar-chip';

export interface CalendarMonthProps {
  month: string;
  items: TRoadmapItem[];
  today: string;
}

/** Phones: the month's days that have items, as a list (seven columns do not fit 390 px). */
function Agenda({ items, today }: Omit<CalendarMonthProps, 'month'>) {
  const { i18n } = useTranslation('roadmap');
  const days = [...itemsByDay(items)];
  return (
    <ol className="space-y-3">
      {days.map(([day, dayItems]) => (
        <li key={day} className="flex gap-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-ink-200">
          <div
            className={`flex w-12 shrink-0 flex-col items-center rounded-xl py-1.5 ${day === today ? 'bg-brand-600 text-white' : 'bg-ink-50 text-ink-700'}`}
          >
            <span className="text-[11px] font-medium uppercase">{formatWeekday(day, i18n.language)}</span>
            <time dateTime={day} className="text-lg font-bold tabular-nums">
              {formatDayNumber(day, i18n.language)}
            </time>
          </div>
          <ul className="min-w-0 flex-1 space-y-1.5">
            {dayItems.map((item) => (
              <li key={item._id}>
                <CalendarChip item={item} wrap />
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

/** A month as a grid of weeks with each item on its target day; an agenda on phones. */
export function CalendarMonth({ month, items, today }: CalendarMonthProps) {
  const { t, i18n } = useTranslation('roadmap');
  const wide = useWideScreen();
  const weeks = useMemo(() => monthGrid(month), [month]);
  const byDay = useMemo(() => itemsByDay(items), [items]);
  if (!wide) return <Agenda items={items} today={today} />;

  return (
    <div className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink-200">
      <table className="w-full table-fixed border-collapse">
        <caption className="sr-only">{t('calendar.gridCaption')}</caption>
        <thead>
          <tr className="border-b border-ink-200 bg-ink-50">
            {WEEKDAY_SAMPLES.map((day) => (
              <th key={day} scope="col" className="py-2 text-xs font-semibold text-ink-500 uppercase">
                <abbr title={formatWeekday(day, i18n.language, 'long')} className="no-underline">
                  {formatWeekday(day, i18n.language)}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]?.day} className="border-b border-ink-100 last:border-b-0">
              {week.map(({ day, inMonth }) => {
                const dayItems = byDay.get(day) ?? [];
                return (
                  <td
                    key={day}
                    className={`h-28 border-e border-ink-100 p-1.5 align-top last:border-e-0 ${inMonth ? '' : 'bg-ink-50/70'}`}
                  >
                    <time
                      dateTime={day}
                      className={`mb-1 inline-flex size-6 items-center justify-center rounded-full text-xs font-semibold tabular-nums ${
                        day === today ? 'bg-brand-600 text-white' : inMonth ? 'text-ink-700' : 'text-ink-400'
                      }`}
                    >
                      <span aria-hidden="true">{formatDayNumber(day, i18n.language)}</span>
                      <span className="sr-only">{formatDay(day, i18n.language, 'long')}</span>
                    </time>
                    {dayItems.length > 0 ? (
                      <ul className="space-y-1">
                        {dayItems.map((item) => (
                          <li key={item._id}>
                            <CalendarChip item={item} />
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
