import { useId } from 'react';
import { focusRingOffset } from '@/components/ui/focus-ring';

export interface LeaderboardSwitchProps {
  label: string;
  hint: string;
  checked: boolean;
  busy: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * An on/off switch (role="switch"). While a change is being saved it stays focusable but ignores clicks
 * (aria-disabled, not disabled, so keyboard focus is not lost).
 */
export function LeaderboardSwitch({ label, hint, checked, busy, onChange }: LeaderboardSwitchProps) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="min-w-0">
        <span id={`${id}-label`} className="text-sm font-medium text-ink-900">
          {label}
        </span>
        <p id={`${id}-hint`} className="mt-0.5 text-xs text-ink-500">
          {hint}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        aria-disabled={busy || undefined}
        onClick={() => {
          if (!busy) onChange(!checked);
        }}
        className={`relative mt-0.5 inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors duration-200 ${focusRingOffset} aria-disabled:cursor-wait ${
          checked ? 'bg-brand-600' : 'bg-ink-300'
        }`}
      >
        <span
          aria-hidden="true"
          className={`inline-block size-5 rounded-full bg-white shadow transition-[margin] duration-200 ${checked ? 'ms-5.5' : 'ms-0.5'}`}
        />
      </button>
    </div>
  );
}
