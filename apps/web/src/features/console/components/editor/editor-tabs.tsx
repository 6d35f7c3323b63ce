import { type KeyboardEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { focusRing } from '@/components/ui/focus-ring';

export const EDITOR_TABS = ['listing', 'plans', 'versions', 'installs', 'reviews'] as const;
export type EditorTab = (typeof EDITOR_TABS)[number];

export interface EditorTabsProps {
  value: EditorTab;
  onChange: (tab: EditorTab) => void;
  /** Tabs with unsaved edits get a dot. */
  dirty: Partial<Record<EditorTab, boolean>>;
  /** A new app has only its listing until the draft exists. */
  disabled?: boolean;
  idPrefix: string;
}

/** The editor's sections as ARIA tabs: arrow keys move between them, as screen-reader users expect. */
export function EditorTabs({ value, onChange, dirty, disabled, idPrefix }: EditorTabsProps) {
  const { t } = useTranslation('console');
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  // On a narrow screen the strip scrolls: keep the chosen tab in sight (a deep link to the last one, say).
  useEffect(() => {
    refs.current[EDITOR_TABS.indexOf(value)]?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [value]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step || disabled) return;
    event.preventDefault();
    const rtl = document.documentElement.dir === 'rtl' ? -1 : 1;
    const next = (index + step * rtl + EDITOR_TABS.length) % EDITOR_TABS.length;
    const tab = EDITOR_TABS[next];
    if (tab) onChange(tab);
    refs.current[next]?.focus();
  };
  return (
    <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <div role="tablist" aria-label={t('editor.sections')} className="flex min-w-max gap-1 border-b border-ink-200">
        {EDITOR_TABS.map((tab, index) => {
          const selected = tab === value;
          const off = disabled && tab !== 'listing';
          return (
            <button
              key={tab}
              ref={(el) => {
                refs.current[index] = el;
              }}
              id={`${idPrefix}-tab-${tab}`}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={`${idPrefix}-panel-${tab}`}
              tabIndex={selected ? 0 : -1}
              disabled={off}
              onClick={() => onChange(tab)}
              onKeyDown={(e) => onKeyDown(e, index)}
              className={`-mb-px inline-flex items-center gap-2 border-b-2 px-4 py-2.5 text-sm font-medium whitespace-nowrap transition focus-visible:rounded-t-md ${focusRing} disabled:cursor-not-allowed disabled:text-ink-300 ${
                selected
                  ? 'border-brand-600 text-brand-700'
                  : 'border-transparent text-ink-600 hover:border-ink-300 hover:text-ink-900'
              }`}
            >
              {t(`editor.tabs.${tab}`)}
              {dirty[tab] ? (
                <span className="size-1.5 rounded-full bg-amber-500">
                  <span className="sr-only">{t('editor.unsaved')}</span>
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
    </div>
  );
}
