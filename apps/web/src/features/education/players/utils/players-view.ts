import type { TPlayer } from '@atrium/contracts/players';

export type PlayerSort = 'points' | 'name';
export const PLAYER_SORTS: readonly PlayerSort[] = ['points', 'name'];

/** The people whose name, title or location contains every word of the query (case and accents aside). */
export function filterPlayers(players: readonly TPlayer[], query: string, locale: string): TPlayer[] {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLocaleLowerCase(locale);
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...players];
  return players.filter((p) => {
    const text = fold([p.name, p.title, p.locationName].filter(Boolean).join(' '));
    return words.every((w) => text.includes(w));
  });
}

/** Most points first (then by name), or by name in the reader's alphabet. */
export function sortPlayers(players: readonly TPlayer[], sort: PlayerSort, locale: string): TPlayer[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  const byName = (a: TPlayer, b: TPlayer) => collator.compare(a.name, b.name) || a.userId.localeCompare(b.userId);
  return [...players].sort(sort === 'points' ? (a, b) => b.points - a.points || byName(a, b) : byName);
}
