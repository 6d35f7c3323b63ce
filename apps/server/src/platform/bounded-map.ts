/**
 * Sets `key` in a map bounded to `max` entries, first in first out: a Map iterates in insertion order, so the
 * oldest entry is the first key. For memos where the cost of an LRU's reordering on every read is not worth it.
 */
export function setBounded<K, V>(map: Map<K, V>, max: number, key: K, value: V): V {
  if (map.size >= max) map.delete(map.keys().next().value as K);
  map.set(key, value);
  return value;
}
