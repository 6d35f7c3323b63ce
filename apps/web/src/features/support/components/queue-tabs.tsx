import type { TSupportQueue } from '@atrium/contracts/support';
import { useTranslation } from 'react-i18next';
import { SegmentedTabs } from '@/components/ui/segmented-tabs';

export const queueTabId = (queue: TSupportQueue) => `support-queue-${queue}`;
export const QUEUE_PANEL_ID = 'support-queue-panel';

/** The team's queues as tabs. On phones they share the width in a grid (two rows of two for agency people). */
export function QueueTabs({
  queues,
  queue,
  onChange,
}: {
  queues: readonly TSupportQueue[];
  queue: TSupportQueue;
  onChange: (queue: TSupportQueue) => void;
}) {
  const { t } = useTranslation('support');
  return (
    <SegmentedTabs
      tabs={queues}
      value={queue}
      onChange={onChange}
      label={t('queues.label')}
      labelOf={(tab) => t(`queues.${tab}`)}
      tabId={queueTabId}
      panelId={() => QUEUE_PANEL_ID}
      className={`grid sm:inline-flex ${queues.length === 3 ? 'grid-cols-3' : 'grid-cols-2'}`}
    />
  );
}
