import type { TRoadmapItem } from '@atrium/contracts/roadmap';
import { useTranslation } from 'react-i18next';
import { itemsInMonth } from '@/features/roadmap/utils/calendar';
import { formatDayNumber, formatMonth, formatWeekday } from '@/features/roadmap/utils/format';
import { CalendarChip } from './calendar-chip';

/** A quarter as three month columns (stacked on phones), each listing its items by date. */
export function CalendarQuarter({ months, items, today }: { months: string[]; items: TRoadmapItem[]; today: string }) {
  const { t, i18n } = useTranslation('roadmap');
  return (
    <div className="grid gap-4 md:grid-cols-3">
      {months.map((month) => {
        const monthItems = itemsInMonth(items, month);
        return (
          <section
            key={month}
            aria-labelledby={`roadmap-q-${month}`}
            className="flex flex-col rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink-200"
          >
            <h2
              id={`roadmap-q-${month}`}
              className="mb-3 flex items-baseline justify-between gap-2 text-base font-semibold text-ink-900"
            >
              {formatMonth(month, i18n.language, 'long')}
              <span className="text-xs font-medium text-ink-500">{t('calendar.itemCount', { count: monthItems.length })}</span>
            </h2>
            {monthItems.length === 0 ? (
              <p className="rounded-xl border border-dashed border-ink-300 px-3 py-6 text-center text-xs text-ink-500">
                {t('calendar.nothingThisMonth')}
              </p>
            ) : (
              <ol className="space-y-2">
                {monthItems.map((item) => {
                  const day = item.targetDate as string;
                  return (
                    <li key={item._id} className="flex items-start gap-2.5">
                      <time
                        dateTime={day}
                        className={`flex w-10 shrink-0 flex-col items-center rounded-lg py-1 ${day === today ? 'bg-brand-600 text-white' : 'bg-ink-50 text-ink-700'}`}
                      >
                        <span className="text-[10px] font-medium uppercase">{formatWeekday(day, i18n.language)}</span>
                        <span className="text-sm font-bold tabular-nums">{formatDayNumber(day, i18n.language)}</span>
                      </time>
                      <div className="min-w-0 flex-1 pt-0.5">
                        <CalendarChip item={item} wrap />
                      </div>
                    </li>
                  );
                })}
              </ol>
            )}
          </section>
        );
      })}
    </div>
  );
}
