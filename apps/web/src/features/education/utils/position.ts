/**
 * Authored order, shared by every education screen and both consoles: items carry a `position` among their
 * siblings (smaller first). Lists come from the server newest first, so equal positions fall back to the oldest.
 */

export interface Ordered {
  position: number;
  createdAt: string;
}

export const comparePosition = (a: Ordered, b: Ordered) => a.position - b.position || a.createdAt.localeCompare(b.createdAt);

export const byPosition = <T extends Ordered>(items: readonly T[]): T[] => [...items].sort(comparePosition);

export interface Positioned {
  _id: string;
  position?: number;
}
export interface PositionPatch {
  _id: string;
  position: number;
}

/**
 * The position writes that move one item a place up (-1) or down (+1) among its siblings (in display order).
 * Distinct positions are kept and handed round, so a swap writes two rows; tied positions (never ordered by
 * hand) are renumbered 0..n-1 first, which writes only the rows whose number changes.
 */
export function movePatches(siblings: readonly Positioned[], id: string, direction: -1 | 1): PositionPatch[] {
  const from = siblings.findIndex((s) => s._id === id);
  const to = from + direction;
  if (from < 0 || to < 0 || to >= siblings.length) return [];
  const order = [...siblings];
  [order[from], order[to]] = [order[to] as Positioned, order[from] as Positioned];
  const current = siblings.map((s) => s.position ?? 0);
  const distinct = current.every((p, i) => i === 0 || p > (current[i - 1] ?? 0));
  const next = distinct ? current : current.map((_, i) => i);
  return order.flatMap((item, i) => {
    const position = next[i] ?? i;
    return item.position === position ? [] : [{ _id: item._id, position }];
  });
}

/** Where a new item goes: after its siblings, so it appears last in its category or list. */
export function nextPosition(siblings: readonly Positioned[]): number {
  return siblings.reduce((max, s) => Math.max(max, (s.position ?? 0) + 1), 0);
}
