const SIZES = {
  sm: 'size-4 border-2',
  md: 'size-8 border-[3px]',
  lg: 'size-12 border-4',
} as const;

export interface SpinnerProps {
  size?: keyof typeof SIZES;
  /** What is loading, for screen readers; callers pass a translated text. */
  label?: string;
  className?: string;
}

export function Spinner({ size = 'md', label = 'Loading…', className = '' }: SpinnerProps) {
  return (
    <span role="status" className={`inline-flex items-center justify-center ${className}`}>
      <span aria-hidden="true" className={`${SIZES[size]} animate-spin rounded-full border-brand-200 border-t-brand-600`} />
      <span className="sr-only">{label}</span>
    </span>
  );
}
