import type { TRankingRow } from '@atrium/contracts/players';

export type Medal = 'gold' | 'silver' | 'bronze';

const MEDALS: Record<number, Medal> = { 1: 'gold', 2: 'silver', 3: 'bronze' };

/** The medal of a rank: shared ranks share it, so two people tied for first both get gold. */
export const medalOf = (rank: number): Medal | null => MEDALS[rank] ?? null;

/** The ranks held by more than one person (the server gives equal points one rank: 1, 2, 2, 4). */
export function tiedRanks(rows: readonly TRankingRow[]): Set<number> {
  const seen = new Set<number>();
  const tied = new Set<number>();
  for (const { rank } of rows) (seen.has(rank) ? tied : seen).add(rank);
  return tied;
}

export interface BoardView {
  /** The rows on screen, best first. */
  shown: TRankingRow[];
  /** My row when it is not among `shown`: pinned under the list ("You: #17, 85 points"). */
  pinned: TRankingRow | null;
  /** More rows of the server's page can be shown. */
  hasMore: boolean;
}

/**
 * What the board shows: the first `visible` rows of the server's page of `limit`, and my row pinned below
 * when it is further down. The server appends my row after its page when I rank lower than that, so a row
 * past `limit` is only ever mine, and never shown as if it followed the page.
 */
export function viewBoard(rows: readonly TRankingRow[], visible: number, limit: number): BoardView {
  const page = rows.slice(0, limit);
  const shown = page.slice(0, visible);
  const mine = rows.find((r) => r.isMe) ?? null;
  return { shown, pinned: mine && !shown.includes(mine) ? mine : null, hasMore: page.length > visible };
}

/** Up to two initials of a name ("Liam O'Neil" → "LO"), whole characters even outside the Latin script. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = [words[0], words.length > 1 ? words[words.length - 1] : undefined]
    .map((w) => (w ? Array.from(w)[0] : ''))
    .join('');
  return letters.toLocaleUpperCase() || '?';
}
