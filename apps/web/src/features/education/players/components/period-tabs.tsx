import { RANKING_PERIODS } from '@atrium/contracts/players';
import { type KeyboardEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TRankingPeriod } from '../utils/board-selection';

export interface PeriodTabsProps {
  value: TRankingPeriod;
  onChange: (period: TRankingPeriod) => void;
  /** The id of the panel the tabs control (the leaderboard). */
  panelId: string;
  idPrefix: string;
}

/**
 * 7 days / 30 days / All time as a tablist: one tab stop, arrow keys (mirrored right to left), Home and End
 * move between tabs and select them, as the ARIA tabs pattern describes.
 */
export function PeriodTabs({ value, onChange, panelId, idPrefix }: PeriodTabsProps) {
  const { t, i18n } = useTranslation('players');
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const rtl = i18n.dir() === 'rtl';

  const onKeyDown = (event: KeyboardEvent) => {
    const current = RANKING_PERIODS.indexOf(value);
    const last = RANKING_PERIODS.length - 1;
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    const next =
      step !== undefined
        ? (current + step + RANKING_PERIODS.length) % RANKING_PERIODS.length
        : event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? last
            : null;
    if (next === null) return;
    event.preventDefault();
    onChange(RANKING_PERIODS[next]!);
    refs.current[next]?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={t('tabs.label')}
      onKeyDown={onKeyDown}
      className="inline-flex w-full rounded-xl bg-ink-100 p-1 sm:w-auto"
    >
      {RANKING_PERIODS.map((period, i) => {
        const selected = period === value;
        return (
          <button
            key={period}
            ref={(el) => {
              refs.current[i] = el;
            }}
            id={`${idPrefix}-${period}`}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(period)}
            className={`flex-1 rounded-lg px-4 py-2 text-sm font-medium whitespace-nowrap transition focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none sm:flex-none ${
              selected ? 'bg-white text-ink-900 shadow-sm' : 'text-ink-600 hover:text-ink-900'
            }`}
          >
            {t(`tabs.${period}`)}
          </button>
        );
      })}
    </div>
  );
}
