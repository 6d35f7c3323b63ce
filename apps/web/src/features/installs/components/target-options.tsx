import { useTranslation } from 'react-i18next';
import type { TargetKind } from '@/features/installs/utils/install-panel-view';

interface TargetOptionsProps {
  kinds: TargetKind[];
  value: TargetKind;
  onChange: (kind: TargetKind) => void;
}

/** Where to install: the agency itself, chosen locations, or all present and future locations. */
export function TargetOptions({ kinds, value, onChange }: TargetOptionsProps) {
  const { t } = useTranslation('installs');
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-ink-900">{t('dialog.where')}</legend>
      <div className="space-y-2">
        {kinds.map((kind) => (
          <label
            key={kind}
            className={`flex cursor-pointer items-start gap-3 rounded-xl border p-3.5 transition-colors ${
              value === kind ? 'border-brand-500 bg-brand-50/60' : 'border-ink-200 bg-white hover:border-ink-300'
            }`}
          >
            <input
              type="radio"
              name="target"
              value={kind}
              checked={value === kind}
              onChange={() => onChange(kind)}
              className="mt-0.5 size-4 accent-brand-600"
            />
            <span>
              <span className="block text-sm font-medium text-ink-900">{t(`target.${kind}`)}</span>
              <span className="block text-xs text-ink-500">{t(`target.${kind}Hint`)}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
