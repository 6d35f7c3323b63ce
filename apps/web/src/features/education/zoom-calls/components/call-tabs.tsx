import { type KeyboardEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallsWhen } from '../api/get-zoom-calls';

const TABS: readonly CallsWhen[] = ['upcoming', 'past'];
export const callTabId = (when: CallsWhen) => `calls-tab-${when}`;
export const callPanelId = (when: CallsWhen) => `calls-panel-${when}`;

/**
 * Upcoming / Past as a tablist (WAI tabs, automatic activation): arrows, Home and End move between the tabs
 * and select them; only the selected tab is in the tab order.
 */
export function CallTabs({ when, onChange }: { when: CallsWhen; onChange: (when: CallsWhen) => void }) {
  const { t } = useTranslation('community');
  const refs = useRef<Partial<Record<CallsWhen, HTMLButtonElement | null>>>({});
  const onKeyDown = (event: KeyboardEvent) => {
    const at = TABS.indexOf(when);
    // Arrow keys follow the reading direction: in right-to-left layouts the next tab is on the left.
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    let target: CallsWhen | undefined;
    if (step) target = TABS[(at + step + TABS.length) % TABS.length];
    else if (event.key === 'Home') target = TABS[0];
    else if (event.key === 'End') target = TABS[TABS.length - 1];
    if (!target) return;
    event.preventDefault();
    onChange(target);
    refs.current[target]?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={t('calls.tabsLabel')}
      onKeyDown={onKeyDown}
      className="inline-flex self-start rounded-xl bg-ink-100 p-1"
    >
      {TABS.map((tab) => {
        const selected = tab === when;
        return (
          <button
            key={tab}
            ref={(el) => {
              refs.current[tab] = el;
            }}
            type="button"
            role="tab"
            id={callTabId(tab)}
            aria-selected={selected}
            // Only the selected tab's panel is rendered, so only it names one.
            aria-controls={selected ? callPanelId(tab) : undefined}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab)}
            className={`rounded-lg px-4 py-2 text-sm font-medium transition focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none ${
              selected ? 'bg-white text-ink-900 shadow-sm' : 'text-ink-600 hover:text-ink-900'
            }`}
          >
            {t(`calls.tabs.${tab}`)}
          </button>
        );
      })}
    </div>
  );
}
