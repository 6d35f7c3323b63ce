import { RANKING_PERIODS } from '@atrium/contracts/players';
import { useTranslation } from 'react-i18next';
import { SegmentedTabs } from '@/components/ui/segmented-tabs';
import type { TRankingPeriod } from '@/features/education/players/utils/board-selection';

export interface PeriodTabsProps {
  value: TRankingPeriod;
  onChange: (period: TRankingPeriod) => void;
  /** The id of the panel the tabs control (the leaderboard). */
  panelId: string;
  idPrefix: string;
}

/** 7 days / 30 days / All time as tabs, sharing the width on phones. */
export function PeriodTabs({ value, onChange, panelId, idPrefix }: PeriodTabsProps) {
  const { t } = useTranslation('players');
  return (
    <SegmentedTabs
      tabs={RANKING_PERIODS}
      value={value}
      onChange={onChange}
      label={t('tabs.label')}
      labelOf={(period) => t(`tabs.${period}`)}
      tabId={(period) => `${idPrefix}-${period}`}
      panelId={() => panelId}
      className="inline-flex w-full sm:w-auto"
      tabClassName="flex-1 sm:flex-none"
    />
  );
}
