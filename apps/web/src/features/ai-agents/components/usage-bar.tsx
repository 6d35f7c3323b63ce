/**
 * How full a budget is, as a bar that turns amber from 75% and red from 90% (a screen reader hears the share).
 * `calm` keeps the brand colour throughout, for progress, where full is good news.
 */
export function UsageBar({ used, limit, label, calm }: { used: number; limit: number; label: string; calm?: boolean }) {
  const share = limit > 0 ? Math.min(1, used / limit) : used > 0 ? 1 : 0;
  const percent = Math.round(share * 100);
  const tone = calm ? 'bg-brand-500' : share >= 0.9 ? 'bg-red-500' : share >= 0.75 ? 'bg-amber-500' : 'bg-brand-500';
  return (
    // biome-ignore lint/a11y/useSemanticElements: a native <meter> takes each engine's own colours, not the tones above.
    <div
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%`}
      className="h-2.5 w-full overflow-hidden rounded-full bg-ink-100"
    >
      <div className={`h-full rounded-full ${tone}`} style={{ width: `${percent}%` }} />
    </div>
  );
}
