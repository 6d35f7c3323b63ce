/** A determinate bar (0 to `max`), or a moving one while the total is not known yet. */
export function ProgressBar({ value, max, label }: { value: number; max: number; label: string }) {
  const known = max > 0;
  const percent = known ? Math.min(100, Math.round((value / max) * 100)) : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={known ? max : undefined}
      aria-valuenow={known ? value : undefined}
      className="h-2.5 w-full overflow-hidden rounded-full bg-ink-100"
    >
      <div
        className={`h-full rounded-full bg-brand-600 transition-[width] duration-300 ${known ? '' : 'w-1/3 animate-pulse'}`}
        style={known ? { width: `${percent}%` } : undefined}
      />
    </div>
  );
}
