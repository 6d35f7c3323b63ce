import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginPortal } from '../api/login';

const OPTIONS: { value: LoginPortal; label: string }[] = [
  { value: 'agency', label: 'auth.portalAgency' },
  { value: 'user', label: 'auth.portalUser' },
];

/** The two sign-in portals as a segmented control built on native radios (arrow keys come free). */
export function PortalSwitch({ value, onChange }: { value: LoginPortal; onChange: (value: LoginPortal) => void }) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="mb-5">
      <legend className="mb-1.5 text-sm font-medium text-ink-800">{t('auth.portalLabel')}</legend>
      <div className="grid grid-cols-2 gap-1 rounded-xl bg-ink-100 p-1">
        {OPTIONS.map((option) => (
          <label
            key={option.value}
            className={`flex min-h-10 cursor-pointer items-center justify-center rounded-lg px-2 py-1.5 text-center text-sm font-medium transition-colors has-focus-visible:ring-2 has-focus-visible:ring-brand-500 ${
              value === option.value ? 'bg-white text-brand-700 shadow-sm' : 'text-ink-600 hover:text-ink-900'
            }`}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {t(option.label)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
