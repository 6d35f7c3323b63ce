/**
 * Reciprocal rank fusion (Cormack, Clarke and Büttcher, SIGIR 2009): each ranking gives an item 1 / (k + rank), rank
 * from 1, and items are ordered by the sum. It needs no calibration between a text rank and a cosine similarity,
 * which live on unrelated scales; k = 60 is the paper's value, which damps the weight of the very first places.
 */
export const RRF_K = 60;

export function fuseRanks(rankings: readonly (readonly string[])[], k = RRF_K): { id: string; score: number }[] {
  const scores = new Map<string, number>();
  const firstSeen = new Map<string, number>();
  for (const ranking of rankings) {
    for (const [index, id] of ranking.entries()) {
      scores.set(id, (scores.get(id) ?? 0) + 1 / (k + index + 1));
      // Ties (the same places in different legs) keep the order of the first leg: the full-text one.
      if (!firstSeen.has(id)) firstSeen.set(id, firstSeen.size);
    }
  }
  return [...scores.entries()]
    .map(([id, score]) => ({ id, score }))
    .sort((a, b) => b.score - a.score || firstSeen.get(a.id)! - firstSeen.get(b.id)!);
}

/** Cosine similarity; 0 when either vector is all zeros or their lengths differ (a model changed: not comparable). */
export function cosineSimilarity(a: readonly number[], b: readonly number[]): number {
  if (a.length !== b.length || a.length === 0) return 0;
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    dot += x * y;
    na += x * x;
    nb += y * y;
  }
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb);
}
