import { useState } from 'react';
import { initialsOf, tileGradient } from '@/features/marketplace/utils/app-tile';

const SIZES = {
  sm: 'size-10 rounded-xl text-sm',
  md: 'size-14 rounded-2xl text-lg',
  lg: 'size-20 rounded-3xl text-2xl sm:size-24 sm:text-3xl',
} as const;

interface AppIconProps {
  name: string;
  type: string;
  iconUrl: string | null;
  size?: keyof typeof SIZES;
}

/**
 * The app's icon, or a placeholder tile with its initials (an app listed without an icon, and an icon
 * that fails to load, fall back the same way). Decorative: the app's name is always next to it.
 */
export function AppIcon({ name, type, iconUrl, size = 'md' }: AppIconProps) {
  const [failed, setFailed] = useState(false);
  const box = `${SIZES[size]} shrink-0 overflow-hidden`;
  if (iconUrl && !failed) {
    return (
      <img src={iconUrl} alt="" className={`${box} bg-white object-cover ring-1 ring-ink-200`} onError={() => setFailed(true)} />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${box} relative grid place-items-center bg-gradient-to-br font-bold tracking-tight text-white shadow-inner ${tileGradient(type, name)}`}
    >
      {/* A soft highlight so the flat tile reads as an icon, not a coloured box. */}
      <span className="absolute -end-1/4 -top-1/4 size-3/4 rounded-full bg-white/15" />
      <span className="relative">{initialsOf(name)}</span>
    </span>
  );
}
