import { Link } from 'react-router';
import { focusRing } from '@/components/ui/focus-ring';

/** The Atrium mark: an open arch (the atrium) on the brand blue. Same drawing as favicon.svg. */
export function BrandMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#2545eb" />
      <path d="M9 24V15a7 7 0 0 1 14 0v9" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" />
      <path d="M13.5 24v-6.5h5V24" fill="none" stroke="#bfd3fe" strokeWidth="2.2" strokeLinejoin="round" />
    </svg>
  );
}

/** `compact` hides the wordmark on large-but-not-huge screens, where the top menu needs the room. */
export function BrandLink({ compact = false }: { compact?: boolean }) {
  return (
    <Link to="/" className={`flex shrink-0 items-center gap-2.5 rounded-lg ${focusRing}`}>
      <BrandMark />
      <span className={`text-lg font-semibold tracking-tight text-ink-900 ${compact ? 'lg:max-2xl:sr-only' : ''}`}>Atrium</span>
    </Link>
  );
}
