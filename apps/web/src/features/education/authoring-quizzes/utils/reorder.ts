/** Items with a place among their siblings (smaller first); ties keep the server's order. */
export interface Positioned {
  _id: string;
  position: number;
}

export function byPosition<T extends Positioned>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.position - b.position);
}

/**
 * Moving one item up or down: the new order numbered 0, 1, 2... and only the items whose position changes,
 * so equal positions (new rows all start at 0) sort out in the same step.
 */
export function moveUpdates<T extends Positioned>(
  items: readonly T[],
  id: string,
  direction: -1 | 1,
): { _id: string; position: number }[] {
  const order = byPosition(items);
  const from = order.findIndex((item) => item._id === id);
  const to = from + direction;
  if (from < 0 || to < 0 || to >= order.length) return [];
  const [moved] = order.splice(from, 1);
  order.splice(to, 0, moved!);
  return order.flatMap((item, position) => (item.position === position ? [] : [{ _id: item._id, position }]));
}

/** The position a new item takes: after the last one. */
export const nextPosition = (items: readonly Positioned[]) =>
  items.length === 0 ? 0 : Math.max(...items.map((i) => i.position)) + 1;
