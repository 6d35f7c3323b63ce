import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SIDENAV_SWATCH } from '@/components/sidebar/sidenav-colors';
import { SIDENAV_COLORS, type SidenavColor } from '@/lib/preferences/ui-settings';

/** The sidebar's highlight colour as a row of swatches (radios, so arrow keys move between them). */
export function ColorPicker({ value, onChange }: { value: SidenavColor; onChange: (value: SidenavColor) => void }) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-ink-800">{t('settings.sidenavColor')}</legend>
      <div className="flex flex-wrap gap-2.5">
        {SIDENAV_COLORS.map((color) => (
          <label
            key={color}
            title={t(`settings.colors.${color}`)}
            className={`grid size-8 cursor-pointer place-items-center rounded-full ring-offset-2 transition has-focus-visible:ring-2 has-focus-visible:ring-brand-500 ${SIDENAV_SWATCH[color]} ${
              value === color ? 'ring-2 ring-ink-900/70' : 'hover:scale-110'
            }`}
          >
            <input
              type="radio"
              name={name}
              value={color}
              checked={value === color}
              onChange={() => onChange(color)}
              className="sr-only"
            />
            <span className="sr-only">{t(`settings.colors.${color}`)}</span>
            {value === color ? <span className="size-2 rounded-full bg-white" aria-hidden="true" /> : null}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
