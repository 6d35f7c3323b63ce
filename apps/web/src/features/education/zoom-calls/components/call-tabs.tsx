import { useTranslation } from 'react-i18next';
import { SegmentedTabs } from '@/components/ui/segmented-tabs';
import type { CallsWhen } from '@/features/education/zoom-calls/api/get-zoom-calls';

const TABS: readonly CallsWhen[] = ['upcoming', 'past'];
export const callTabId = (when: CallsWhen) => `calls-tab-${when}`;
export const callPanelId = (when: CallsWhen) => `calls-panel-${when}`;

/** Upcoming / Past as tabs. */
export function CallTabs({ when, onChange }: { when: CallsWhen; onChange: (when: CallsWhen) => void }) {
  const { t } = useTranslation('community');
  return (
    <SegmentedTabs
      tabs={TABS}
      value={when}
      onChange={onChange}
      label={t('calls.tabsLabel')}
      labelOf={(tab) => t(`calls.tabs.${tab}`)}
      tabId={callTabId}
      panelId={callPanelId}
      className="inline-flex self-start"
    />
  );
}
