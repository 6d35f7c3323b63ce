import type { TLocation } from '@atrium/contracts/installs';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface LocationSwitcherProps {
  locations: TLocation[];
  value: string;
  onChange: (locationId: string) => void;
}

/** An agency user's choice of which location's apps to look at. */
export function LocationSwitcher({ locations, value, onChange }: LocationSwitcherProps) {
  const { t } = useTranslation('installs');
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap text-ink-700">
        {t('detail.switchLocation')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="h-10 min-w-0 rounded-lg border border-ink-200 bg-white px-3 text-sm text-ink-900 shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none"
      >
        {locations.some((l) => l._id === value) ? null : <option value={value}>—</option>}
        {locations.map((location) => (
          <option key={location._id} value={location._id}>
            {location.name}
          </option>
        ))}
      </select>
    </div>
  );
}
