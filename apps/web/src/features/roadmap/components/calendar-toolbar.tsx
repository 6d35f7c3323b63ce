import { useTranslation } from 'react-i18next';
import { focusRing } from '@/components/ui/focus-ring';
import type { ScopeOption } from '@/features/roadmap/hooks/use-roadmap-scopes';
import type { CalendarView } from '@/features/roadmap/utils/calendar';
import { RoadmapIcon } from './roadmap-icons';
import { RoadmapSwitcher } from './roadmap-switcher';

export interface CalendarToolbarProps {
  title: string;
  view: CalendarView;
  onView: (view: CalendarView) => void;
  onStep: (direction: -1 | 1) => void;
  onToday: () => void;
  scope: string;
  scopes: ScopeOption[];
  onScope: (scope: string) => void;
}

const VIEWS: CalendarView[] = ['month', 'quarter'];

const iconButton = `inline-flex size-10 items-center justify-center rounded-xl bg-white text-ink-700 shadow-sm ring-1 ring-ink-200 transition hover:bg-ink-50 hover:text-ink-900 ${focusRing}`;

/** Previous, today and next; the shown period as the heading; month or quarter; which roadmap. */
export function CalendarToolbar({ title, view, onView, onStep, onToday, scope, scopes, onScope }: CalendarToolbarProps) {
  const { t } = useTranslation('roadmap');
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" className={iconButton} onClick={() => onStep(-1)} aria-label={t(`calendar.previous.${view}`)}>
          <RoadmapIcon name="chevronStart" className="size-5" />
        </button>
        <button type="button" className={iconButton} onClick={() => onStep(1)} aria-label={t(`calendar.next.${view}`)}>
          <RoadmapIcon name="chevronEnd" className="size-5" />
        </button>
        <button
          type="button"
          onClick={onToday}
          className={`h-10 rounded-xl bg-white px-3.5 text-sm font-medium text-ink-800 shadow-sm ring-1 ring-ink-200 transition hover:bg-ink-50 ${focusRing}`}
        >
          {t('calendar.today')}
        </button>
        <h2
          aria-live="polite"
          className="order-first w-full text-xl font-semibold text-ink-900 capitalize sm:order-none sm:ms-2 sm:w-auto"
        >
          {title}
        </h2>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <fieldset className="inline-flex self-start rounded-xl bg-ink-100 p-1">
          <legend className="sr-only">{t('calendar.view')}</legend>
          {VIEWS.map((v) => (
            <button
              key={v}
              type="button"
              aria-pressed={view === v}
              onClick={() => onView(v)}
              className={`h-8 rounded-lg px-3.5 text-sm font-medium transition ${focusRing} ${
                view === v ? 'bg-white text-ink-900 shadow-sm' : 'text-ink-600 hover:text-ink-900'
              }`}
            >
              {t(`calendar.views.${v}`)}
            </button>
          ))}
        </fieldset>
        <RoadmapSwitcher value={scope} options={scopes} onChange={onScope} />
      </div>
    </div>
  );
}
