import { APP_STATUSES, type TAppStatus } from '@atrium/contracts/apps';
import { useTranslation } from 'react-i18next';
import { focusRing } from '@/components/ui/focus-ring';

export interface StatusTabsProps {
  value: TAppStatus | '';
  onChange: (value: TAppStatus | '') => void;
  /** Apps waiting for review, shown on the In review tab (the super admin's queue). */
  queueCount?: number;
}

const TABS: readonly (TAppStatus | '')[] = ['', ...APP_STATUSES];

/** Filters the list by status; a row of tabs that scrolls sideways on narrow screens. */
export function StatusTabs({ value, onChange, queueCount }: StatusTabsProps) {
  const { t } = useTranslation('console');
  return (
    <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <div role="tablist" aria-label={t('list.filterLabel')} className="flex min-w-max gap-1 border-b border-ink-200">
        {TABS.map((tab) => {
          const selected = value === tab;
          return (
            <button
              key={tab || 'all'}
              type="button"
              role="tab"
              aria-selected={selected}
              onClick={() => onChange(tab)}
              className={`-mb-px inline-flex items-center gap-2 border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap transition focus-visible:rounded-t-md ${focusRing} ${
                selected
                  ? 'border-brand-600 text-brand-700'
                  : 'border-transparent text-ink-600 hover:border-ink-300 hover:text-ink-900'
              }`}
            >
              {tab ? t(`status.${tab}`) : t('list.all')}
              {tab === 'in_review' && queueCount ? (
                <span className="rounded-full bg-amber-500 px-1.5 py-px text-xs font-semibold text-white tabular-nums">
                  <span aria-hidden="true">{queueCount}</span>
                  <span className="sr-only">{t('list.waiting', { n: queueCount })}</span>
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
    </div>
  );
}
