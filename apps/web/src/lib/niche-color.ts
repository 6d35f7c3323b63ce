/**
 * A listing without a cover gets a placeholder coloured by its niche: the same niche always has the same colour, so
 * a row of dental snapshots reads as one family. Full class strings, so Tailwind sees them.
 */
const PALETTE = [
  'from-sky-500 to-indigo-600',
  'from-emerald-500 to-teal-700',
  'from-amber-400 to-orange-600',
  'from-rose-500 to-pink-700',
  'from-violet-500 to-purple-700',
  'from-cyan-500 to-blue-700',
  'from-lime-500 to-green-700',
  'from-fuchsia-500 to-rose-600',
] as const;

export function nicheGradient(niche: string | null): string {
  if (!niche) return 'from-ink-400 to-ink-600';
  let hash = 0;
  for (const char of niche.toLowerCase()) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return PALETTE[hash % PALETTE.length] as string;
}
