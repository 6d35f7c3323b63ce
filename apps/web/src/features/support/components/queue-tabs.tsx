import type { TSupportQueue } from '@atrium/contracts/support';
import { type KeyboardEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export const queueTabId = (queue: TSupportQueue) => `support-queue-${queue}`;
export const QUEUE_PANEL_ID = 'support-queue-panel';

/**
 * The team's queues as a tablist (WAI tabs, automatic activation): arrows follow the reading direction,
 * Home and End jump; only the selected tab is in the tab order.
 */
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
  const refs = useRef<Partial<Record<TSupportQueue, HTMLButtonElement | null>>>({});
  const onKeyDown = (event: KeyboardEvent) => {
    const at = queues.indexOf(queue);
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    let target: TSupportQueue | undefined;
    if (step) target = queues[(at + step + queues.length) % queues.length];
    else if (event.key === 'Home') target = queues[0];
    else if (event.key === 'End') target = queues[queues.length - 1];
    if (!target) return;
    event.preventDefault();
    onChange(target);
    refs.current[target]?.focus();
  };
  return (
    // On phones the tabs share the width in a grid (two rows of two for agency people) instead of scrolling.
    <div>
      <div
        role="tablist"
        aria-label={t('queues.label')}
        onKeyDown={onKeyDown}
        className={`grid gap-1 rounded-xl bg-ink-100 p-1 sm:inline-flex ${queues.length === 3 ? 'grid-cols-3' : 'grid-cols-2'}`}
      >
        {queues.map((tab) => {
          const selected = tab === queue;
          return (
            <button
              key={tab}
              ref={(el) => {
                refs.current[tab] = el;
              }}
              type="button"
              role="tab"
              id={queueTabId(tab)}
              aria-selected={selected}
              aria-controls={selected ? QUEUE_PANEL_ID : undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab)}
              className={`rounded-lg px-4 py-2 text-sm font-medium whitespace-nowrap transition focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none ${
                selected ? 'bg-white text-ink-900 shadow-sm' : 'text-ink-600 hover:text-ink-900'
              }`}
            >
              {t(`queues.${tab}`)}
            </button>
          );
        })}
      </div>
    </div>
  );
}
