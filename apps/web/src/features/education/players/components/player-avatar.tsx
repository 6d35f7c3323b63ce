import { initialsOf } from '@/features/education/players/utils/leaderboard';

export interface PlayerAvatarProps {
  name: string;
  avatarUrl?: string | null;
  size?: 'sm' | 'md' | 'lg';
}

const SIZES = { sm: 'size-8 text-xs', md: 'size-10 text-sm', lg: 'size-14 text-lg' } as const;

// A few calm colours; a person keeps theirs everywhere because it follows from their name.
const TONES = [
  'bg-brand-100 text-brand-800',
  'bg-emerald-100 text-emerald-800',
  'bg-amber-100 text-amber-800',
  'bg-sky-100 text-sky-800',
  'bg-rose-100 text-rose-800',
  'bg-violet-100 text-violet-800',
];
const toneOf = (name: string) => TONES[Array.from(name).reduce((sum, ch) => sum + (ch.codePointAt(0) ?? 0), 0) % TONES.length];

/** A person's picture, or their initials on a colour; decorative, since their name is always next to it. */
export function PlayerAvatar({ name, avatarUrl, size = 'md' }: PlayerAvatarProps) {
  const box = `${SIZES[size]} shrink-0 rounded-full`;
  if (avatarUrl) return <img src={avatarUrl} alt="" className={`${box} object-cover ring-1 ring-ink-200`} />;
  return (
    <span aria-hidden="true" className={`${box} ${toneOf(name)} flex items-center justify-center font-semibold`}>
      {initialsOf(name)}
    </span>
  );
}
