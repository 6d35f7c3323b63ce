import { useId } from 'react';
import { focusRingOffset } from '@/components/ui/focus-ring';

interface ToggleRowProps {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** An on/off setting as an accessible switch. */
export function ToggleRow({ label, hint, checked, onChange }: ToggleRowProps) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 py-1">
      <div>
        <span id={`${id}-label`} className="text-sm font-medium text-ink-800">
          {label}
        </span>
        {hint ? <p className="mt-0.5 text-xs text-ink-500">{hint}</p> : null}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        onClick={() => onChange(!checked)}
        className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors duration-200 ${focusRingOffset} ${
          checked ? 'bg-brand-600' : 'bg-ink-300'
        }`}
      >
        <span
          className={`inline-block size-5 rounded-full bg-white shadow transition-[margin] duration-200 ${checked ? 'ms-5.5' : 'ms-0.5'}`}
          aria-hidden="true"
        />
      </button>
    </div>
  );
}
