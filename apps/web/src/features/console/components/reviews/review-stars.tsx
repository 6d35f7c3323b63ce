const STAR = 'M10 1.5l2.6 5.3 5.9.9-4.2 4.1 1 5.8L10 14.9l-5.3 2.7 1-5.8L1.5 7.7l5.9-.9z';

/** Five stars filled to `value` (0–5, fractions as partial stars). Decorative: callers give the text. */
export function ReviewStars({ value, className = 'size-4' }: { value: number; className?: string }) {
  const share = Math.max(0, Math.min(5, value)) / 5;
  const row = (extra: string) =>
    [0, 1, 2, 3, 4].map((i) => (
      <svg key={i} viewBox="0 0 20 20" className={`${className} ${extra}`} fill="currentColor" aria-hidden="true">
        <path d={STAR} />
      </svg>
    ));
  return (
    <span aria-hidden="true" className="relative inline-flex shrink-0">
      <span className="flex text-ink-200">{row('')}</span>
      <span className="absolute inset-y-0 start-0 flex overflow-hidden text-amber-400" style={{ width: `${share * 100}%` }}>
        {row('shrink-0')}
      </span>
    </span>
  );
}
