import { useId } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { focusRingOffset } from '@/components/ui/focus-ring';
import { useSetWebIntegration } from '@/features/installs/api/set-web-integration';

interface WebIntegrationToggleProps {
  appId: string;
  locationId: string;
  enabled: boolean;
  disabled?: boolean;
}

/** A switch for the app's website widget at one location. */
export function WebIntegrationToggle({ appId, locationId, enabled, disabled }: WebIntegrationToggleProps) {
  const { t } = useTranslation('installs');
  const labelId = useId();
  const mutation = useSetWebIntegration();
  // Show the new position while the call runs; the refreshed list confirms it.
  const on = mutation.isPending ? Boolean(mutation.variables?.enabled) : enabled;
  return (
    <div className="flex items-center justify-between gap-3">
      <span id={labelId} className="text-sm text-ink-700">
        {t('card.webIntegration')}
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby={labelId}
        disabled={disabled || mutation.isPending}
        onClick={() =>
          mutation.mutate(
            { appId, locationId, enabled: !on },
            {
              onSuccess: (_data, vars) => toast.success(vars.enabled ? t('toast.webOn') : t('toast.webOff')),
              onError: (err) => toast.error(t('states.error', { message: err.message })),
            },
          )
        }
        className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors ${focusRingOffset} disabled:cursor-not-allowed disabled:opacity-60 ${
          on ? 'bg-brand-600' : 'bg-ink-300'
        }`}
      >
        <span
          aria-hidden="true"
          className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${on ? 'translate-x-5 rtl:-translate-x-5' : 'translate-x-0.5 rtl:-translate-x-0.5'}`}
        />
      </button>
    </div>
  );
}
