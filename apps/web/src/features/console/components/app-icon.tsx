import { useState } from 'react';

// Soft brand-adjacent tints for apps without an icon; picked from the name so an app keeps its colour.
const TINTS = [
  'bg-brand-100 text-brand-700',
  'bg-violet-100 text-violet-700',
  'bg-emerald-100 text-emerald-700',
  'bg-amber-100 text-amber-800',
  'bg-sky-100 text-sky-700',
  'bg-rose-100 text-rose-700',
];

function tintOf(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return TINTS[hash % TINTS.length] ?? TINTS[0]!;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0]?.toUpperCase())
    .join('') || '?';

const SIZES = { sm: 'size-10 rounded-lg text-sm', md: 'size-14 rounded-xl text-lg', lg: 'size-20 rounded-2xl text-2xl' };

/** The app's icon, or its initials on a tint when it has none (or the image fails to load). */
export function AppIcon({ name, url, size = 'sm' }: { name: string; url: string | null; size?: keyof typeof SIZES }) {
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = url && failed !== url;
  return showImage ? (
    <img
      src={url}
      alt=""
      loading="lazy"
      onError={() => setFailed(url)}
      className={`${SIZES[size]} shrink-0 bg-white object-cover ring-1 ring-ink-200`}
    />
  ) : (
    <span
      aria-hidden="true"
      className={`${SIZES[size]} ${tintOf(name)} flex shrink-0 items-center justify-center font-semibold ring-1 ring-ink-900/5`}
    >
      {initials(name)}
    </span>
  );
}
