import type { TRoadmapItem, TRoadmapStatus } from '@atrium/contracts/roadmap';
import { type KeyboardEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { focusRing } from '@/components/ui/focus-ring';
import { useWideScreen } from '@/features/roadmap/hooks/use-wide-screen';
import { BOARD_STATUSES, STATUS_TONES } from '@/features/roadmap/utils/statuses';
import { formatNumber } from '@/lib/format';
import { ItemCard } from './item-card';

export interface BoardColumnsProps {
  byStatus: Record<TRoadmapStatus, TRoadmapItem[]>;
  /** The status tab shown on phones. */
  tab: TRoadmapStatus;
  onTab: (status: TRoadmapStatus) => void;
  showApp: boolean;
}

function ColumnList({ items, showApp, status }: { items: TRoadmapItem[]; showApp: boolean; status: TRoadmapStatus }) {
  const { t } = useTranslation('roadmap');
  if (items.length === 0)
    return (
      <p className="rounded-xl border border-dashed border-ink-300 px-3 py-6 text-center text-xs text-ink-500">
        {t(`board.emptyColumn.${status}`)}
      </p>
    );
  return (
    <ul className="space-y-3">
      {items.map((item) => (
        <li key={item._id}>
          <ItemCard item={item} showApp={showApp} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Five columns by status from md up; on phones a tab bar (arrow keys move between tabs) shows one status at a time,
 * since five columns do not fit a phone's width.
 */
export function BoardColumns({ byStatus, tab, onTab, showApp }: BoardColumnsProps) {
  const { t, i18n } = useTranslation('roadmap');
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const wide = useWideScreen();

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const rtl = document.documentElement.dir === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1, Home: -index, End: BOARD_STATUSES.length - 1 - index }[
      event.key
    ];
    if (step === undefined) return;
    event.preventDefault();
    const next = (index + step + BOARD_STATUSES.length) % BOARD_STATUSES.length;
    onTab(BOARD_STATUSES[next] as TRoadmapStatus);
    tabs.current[next]?.focus();
  };

  if (!wide)
    return (
      <div>
        <div role="tablist" aria-label={t('board.statusTabs')} className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-3">
          {BOARD_STATUSES.map((status, index) => {
            const selected = status === tab;
            return (
              <button
                key={status}
                ref={(el) => {
                  tabs.current[index] = el;
                }}
                type="button"
                role="tab"
                id={`roadmap-tab-${status}`}
                aria-selected={selected}
                aria-controls="roadmap-tab-panel"
                tabIndex={selected ? 0 : -1}
                onClick={() => onTab(status)}
                onKeyDown={(e) => onKeyDown(e, index)}
                className={`inline-flex shrink-0 items-center gap-2 rounded-full px-3.5 py-1.5 text-sm font-medium whitespace-nowrap transition ${focusRing} ${
                  selected ? 'bg-ink-900 text-white' : 'bg-white text-ink-700 ring-1 ring-ink-200'
                }`}
              >
                <span aria-hidden="true" className={`size-2 rounded-full ${STATUS_TONES[status].dot}`} />
                {t(`status.${status}`)}
                <span className={`tabular-nums ${selected ? 'text-ink-300' : 'text-ink-400'}`}>
                  {formatNumber(byStatus[status].length, i18n.language)}
                </span>
              </button>
            );
          })}
        </div>
        <div role="tabpanel" id="roadmap-tab-panel" aria-labelledby={`roadmap-tab-${tab}`}>
          <ColumnList items={byStatus[tab]} showApp={showApp} status={tab} />
        </div>
      </div>
    );

  // Tablets and up: every column, scrolling sideways where five do not fit.
  return (
    <div className="-mx-4 overflow-x-auto px-4 pb-2 lg:mx-0 lg:px-0">
      <div className="grid min-w-[60rem] grid-cols-5 items-start gap-4 lg:min-w-0">
        {BOARD_STATUSES.map((status) => (
          <section
            key={status}
            aria-labelledby={`roadmap-col-${status}`}
            className="flex flex-col rounded-2xl bg-ink-100/70 p-3 ring-1 ring-ink-200/60"
          >
            <h2 id={`roadmap-col-${status}`} className="mb-3 flex items-center gap-2 px-1 text-sm font-semibold text-ink-800">
              <span aria-hidden="true" className={`size-2.5 rounded-full ${STATUS_TONES[status].dot}`} />
              <span className="min-w-0 truncate">{t(`status.${status}`)}</span>
              <span className="ms-auto rounded-full bg-white px-2 py-0.5 text-xs font-semibold text-ink-600 tabular-nums ring-1 ring-ink-200">
                {formatNumber(byStatus[status].length, i18n.language)}
              </span>
            </h2>
            <ColumnList items={byStatus[status]} showApp={showApp} status={status} />
          </section>
        ))}
      </div>
    </div>
  );
}
