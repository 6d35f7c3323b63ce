import { type KeyboardEvent, useRef } from 'react';
import { focusRing } from './focus-ring';

export interface SegmentedTabsProps<T extends string> {
  tabs: readonly T[];
  value: T;
  onChange: (tab: T) => void;
  /** The tablist's accessible name. */
  label: string;
  labelOf: (tab: T) => string;
  tabId: (tab: T) => string;
  /** The panel the selected tab controls (only the selected tab names it, as only its panel is rendered). */
  panelId: (tab: T) => string;
  /** Layout of the list (inline, full width on phones, a grid); the look is the same everywhere. */
  className?: string;
  /** Extra classes for each tab (e.g. `flex-1` to share the width). */
  tabClassName?: string;
}

/**
 * A segmented control as a WAI tablist with automatic activation: arrow keys follow the reading direction,
 * Home and End jump, and only the selected tab is in the tab order.
 */
export function SegmentedTabs<T extends string>({
  tabs,
  value,
  onChange,
  label,
  labelOf,
  tabId,
  panelId,
  className = 'inline-flex',
  tabClassName = '',
}: SegmentedTabsProps<T>) {
  const refs = useRef<Partial<Record<T, HTMLButtonElement | null>>>({});
  const onKeyDown = (event: KeyboardEvent) => {
    const at = tabs.indexOf(value);
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    let target: T | undefined;
    if (step) target = tabs[(at + step + tabs.length) % tabs.length];
    else if (event.key === 'Home') target = tabs[0];
    else if (event.key === 'End') target = tabs[tabs.length - 1];
    if (!target) return;
    event.preventDefault();
    onChange(target);
    refs.current[target]?.focus();
  };
  return (
    <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className={`gap-1 rounded-xl bg-ink-100 p-1 ${className}`}>
      {tabs.map((tab) => {
        const selected = tab === value;
        return (
          <button
            key={tab}
            ref={(el) => {
              refs.current[tab] = el;
            }}
            type="button"
            role="tab"
            id={tabId(tab)}
            aria-selected={selected}
            aria-controls={selected ? panelId(tab) : undefined}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab)}
            className={`rounded-lg px-4 py-2 text-sm font-medium whitespace-nowrap transition ${focusRing} ${tabClassName} ${
              selected ? 'bg-white text-ink-900 shadow-sm' : 'text-ink-600 hover:text-ink-900'
            }`}
          >
            {labelOf(tab)}
          </button>
        );
      })}
    </div>
  );
}
