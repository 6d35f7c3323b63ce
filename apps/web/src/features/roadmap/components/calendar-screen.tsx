import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button-classes';
import { PageHeader } from '@/components/ui/page-header';
import { useRoadmapCalendar } from '@/features/roadmap/api/get-roadmap-calendar';
import { useRoadmapScopes } from '@/features/roadmap/hooks/use-roadmap-scopes';
import { appIdOf } from '@/features/roadmap/utils/board-params';
import {
  type CalendarView,
  calendarPath,
  monthsOf,
  rangeOf,
  readCalendarRoute,
  readMonth,
  shiftView,
} from '@/features/roadmap/utils/calendar';
import { formatMonth } from '@/features/roadmap/utils/format';
import { usePageTitle } from '@/lib/preferences/preferences-context';
import { useSearchParams } from '@/lib/use-search-params';
import { CalendarMonth } from './calendar-month';
import { CalendarQuarter } from './calendar-quarter';
import { CalendarToolbar } from './calendar-toolbar';
import { RoadmapIcon } from './roadmap-icons';
import { LoadError, StateCard } from './roadmap-states';
import { ScreenFrame } from './screen-frame';
import { StatusLegend } from './status-legend';

const localDay = (date = new Date()) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/**
 * /roadmap-calendar and /roadmap-calendar/:type/:app_id: items placed by target date, a month or a quarter at a
 * time. The view and roadmap are in the path, the period in `?month=`, so every state has its own address.
 */
export function CalendarScreen() {
  const { t, i18n } = useTranslation('roadmap');
  usePageTitle(t('calendar.pageTitle'));
  const navigate = useNavigate();
  const { type, app_id: appParam } = useParams();
  const [params] = useSearchParams();
  const { view, scope } = readCalendarRoute(type, appParam);
  const today = localDay();
  const month = readMonth(params.get('month'), new Date(`${today}T00:00:00Z`));
  const months = monthsOf(view, month);
  const range = { ...rangeOf(view, month), ...(appIdOf(scope) ? { appId: appIdOf(scope) } : {}) };
  const query = useRoadmapCalendar(range);
  const scopes = useRoadmapScopes(scope);
  const items = useMemo(() => query.data ?? [], [query.data]);

  const go = (next: { view?: CalendarView; scope?: string; month?: string | null }) => {
    const nextMonth = next.month === null ? undefined : (next.month ?? params.get('month') ?? undefined);
    navigate(calendarPath(next.view ?? view, next.scope ?? scope, nextMonth), { replace: true });
  };

  const title =
    view === 'month'
      ? formatMonth(month, i18n.language, 'long')
      : t('calendar.quarterTitle', {
          first: formatMonth(months[0] as string, i18n.language),
          last: formatMonth(months[2] as string, i18n.language),
        });

  let content: ReactNode;
  if (query.isError) content = <LoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  else if (!query.data)
    content = (
      <div role="status" className="h-[36rem] animate-pulse rounded-2xl bg-white ring-1 ring-ink-200">
        <span className="sr-only">{t('calendar.loading')}</span>
      </div>
    );
  else if (items.length === 0)
    content = (
      <StateCard
        icon="calendar"
        title={t(`calendar.empty.${view}`, { period: title })}
        body={t('calendar.empty.body')}
        action={
          <>
            <button type="button" className={buttonClasses('secondary')} onClick={() => go({ month: shiftView(view, month, 1) })}>
              {t(`calendar.next.${view}`)}
            </button>
            <Link to="/roadmap" className={buttonClasses('secondary')}>
              {t('actions.board')}
            </Link>
          </>
        }
      />
    );
  else if (view === 'month') content = <CalendarMonth month={month} items={items} today={today} />;
  else content = <CalendarQuarter months={months} items={items} today={today} />;

  return (
    <ScreenFrame>
      <PageHeader
        eyebrow={t('board.eyebrow')}
        title={t('calendar.title')}
        subtitle={t('calendar.subtitle')}
        actions={
          <Link to="/roadmap" className={buttonClasses('secondary')}>
            <RoadmapIcon name="board" className="size-4" />
            {t('actions.board')}
          </Link>
        }
      />
      <div className="mt-8 space-y-4">
        <CalendarToolbar
          title={title}
          view={view}
          onView={(v) => go({ view: v })}
          onStep={(direction) => go({ month: shiftView(view, month, direction) })}
          onToday={() => go({ month: null })}
          scope={scope}
          scopes={scopes.options}
          onScope={(s) => go({ scope: s })}
        />
        <StatusLegend />
        <div aria-busy={query.isFetching}>{content}</div>
      </div>
    </ScreenFrame>
  );
}
