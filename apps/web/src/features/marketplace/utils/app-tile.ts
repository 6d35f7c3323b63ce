/**
 * The placeholder tile of an app without an icon: its initials on a colour that is stable for the app
 * (derived from its type and name), so the same app always looks the same and neighbours differ.
 */
const PALETTE = [
  'from-brand-500 to-brand-700',
  'from-sky-500 to-blue-700',
  'from-emerald-500 to-teal-700',
  'from-amber-400 to-orange-600',
  'from-rose-500 to-pink-700',
  'from-violet-500 to-purple-700',
  'from-cyan-500 to-sky-700',
  'from-lime-500 to-green-700',
  'from-fuchsia-500 to-violet-700',
  'from-slate-500 to-slate-700',
] as const;

/** Up to two letters: the first of the first two words ("Northwind Chat Widget" -> "NC"). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.slice(0, 2).map((word) => [...word][0] ?? '');
  return letters.join('').toLocaleUpperCase() || '?';
}

/** FNV-1a: a tiny stable hash, good enough to spread names over a palette. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function tileGradient(type: string, name: string): string {
  return PALETTE[hash(`${type}:${name}`) % PALETTE.length] as string;
}
