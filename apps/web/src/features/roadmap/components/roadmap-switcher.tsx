import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScopeOption } from '@/features/roadmap/hooks/use-roadmap-scopes';

export interface RoadmapSwitcherProps {
  value: string;
  options: ScopeOption[];
  onChange: (value: string) => void;
}

/** Which roadmap to show: all, the platform's or an app's (a labelled select; apps can be many). */
export function RoadmapSwitcher({ value, options, onChange }: RoadmapSwitcherProps) {
  const { t } = useTranslation('roadmap');
  const id = useId();
  const label = (o: ScopeOption) =>
    o.value === 'all' ? t('scope.all') : o.value === 'platform' ? t('scope.platform') : (o.name ?? t('scope.unknownApp'));
  return (
    <div className="flex min-w-0 items-center gap-2">
      <label htmlFor={id} className="shrink-0 text-sm font-medium text-ink-600">
        {t('scope.label')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="h-10 min-w-0 flex-1 rounded-xl border border-ink-200 bg-white px-3 text-sm font-medium text-ink-900 shadow-sm transition hover:border-ink-300 focus:border-brand-500 focus:ring-4 focus:ring-brand-100 focus:outline-none sm:flex-none"
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {label(o)}
          </option>
        ))}
      </select>
    </div>
  );
}
