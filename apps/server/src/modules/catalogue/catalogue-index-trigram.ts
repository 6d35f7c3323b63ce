/**
 * pg_trgm's trigrams and `word_similarity`, re-created for the in-memory catalogue index (docs/decisions/007)
 * from trgm_op.c step by step, in single precision where the C code is, so similarities are the same `real`
 * values PostgreSQL gives.
 */

const f = Math.fround;

const WORD_CHAR = /[\p{L}\p{N}]/u;

/**
 * pg_trgm's trigrams of a text, in order and with repeats (generate_trgm_only): every word (a run of
 * letters and digits, lowercased) padded with two spaces before and one after, then each run of three
 * characters. Characters are compared as characters, where pg_trgm hashes multibyte trigrams (equal
 * either way, but for a hash collision).
 */
export function trigramsInOrder(text: string): string[] {
  const out: string[] = [];
  const chars = [...text.toLowerCase()];
  let i = 0;
  while (i < chars.length) {
    while (i < chars.length && !WORD_CHAR.test(chars[i]!)) i++;
    if (i >= chars.length) break;
    const start = i;
    while (i < chars.length && WORD_CHAR.test(chars[i]!)) i++;
    const padded = [' ', ' ', ...chars.slice(start, i), ' '];
    for (let j = 0; j + 2 < padded.length; j++) out.push(padded[j]! + padded[j + 1]! + padded[j + 2]!);
  }
  return out;
}

/** pg_trgm CALCSML: float4 division. */
const calcSml = (count: number, len1: number, len2: number) => f(f(count) / f(len1 + len2 - count));

/**
 * CALCSML(count, ulen1, ulen2) for one query (ulen1, its distinct trigrams) and every count <= ulen1 and
 * ulen2 <= maxLen2, computed once: the walk's inner loop reads a float4 here instead of dividing (about a
 * fifth less time scoring the bench's typo texts). Texts scored with it have at most maxLen2 trigrams.
 */
export interface SimilarityTable {
  values: Float32Array;
  stride: number;
}

export function similarityTable(ulen1: number, maxLen2: number): SimilarityTable {
  const stride = maxLen2 + 1;
  const values = new Float32Array((ulen1 + 1) * stride);
  for (let count = 0; count <= ulen1; count++) {
    for (let ulen2 = 0; ulen2 <= maxLen2; ulen2++) values[count * stride + ulen2] = calcSml(count, ulen1, ulen2);
  }
  return { values, stride };
}

/**
 * `word_similarity(query, text)` as pg_trgm computes it (calc_word_similarity + iterate_word_similarity,
 * plain, not strict): the greatest similarity between the query's trigram set and a continuous extent of
 * the text's trigrams, found by pg_trgm's own heuristic walk, so the value is the same float4.
 */
export function wordSimilarity(query: string, text: string): number {
  const ids = new Map<string, number>();
  const idOf = (t: string) => {
    let id = ids.get(t);
    if (id === undefined) {
      id = ids.size;
      ids.set(t, id);
    }
    return id;
  };
  const queryIds = trigramsInOrder(query).map(idOf);
  const textIds = Int32Array.from(trigramsInOrder(text), idOf);
  const isQuery = new Uint8Array(ids.size);
  for (const id of queryIds) isQuery[id] = 1;
  const table = similarityTable(new Set(queryIds).size, textIds.length);
  return wordSimilarityIds(table, isQuery, textIds, new Int32Array(ids.size).fill(-1));
}

/**
 * The same walk over trigram ids, allocation-free for the index's typo path: `sml` is the query's table
 * (its ulen1, the number of distinct query trigrams), `isQuery[id]` marks them, `text` is the text's trigram
 * ids in order (no longer than the table was built for), and `lastpos` is scratch space, -1 for every id on entry and again on
 * return. Any one-to-one numbering of trigrams gives the C code's result: it only compares them for equality.
 */
export function wordSimilarityIds(sml: SimilarityTable, isQuery: Uint8Array, text: Int32Array, lastpos: Int32Array): number {
  const { values, stride } = sml;
  const len2 = text.length;
  let ulen2 = 0;
  let count = 0;
  let upper = -1;
  let lower = -1;
  let smlrMax = 0;
  for (let i = 0; i < len2; i++) {
    const trgindex = text[i]!;
    const found = isQuery[trgindex] === 1;
    if (lower >= 0 || found) {
      if (lastpos[trgindex]! < 0) {
        ulen2++;
        if (found) count++;
      }
      lastpos[trgindex] = i;
    }
    if (found) {
      upper = i;
      if (lower === -1) {
        lower = i;
        ulen2 = 1;
      }
      let smlrCur = values[count * stride + ulen2]!;
      let tmpCount = count;
      let tmpUlen2 = ulen2;
      const prevLower = lower;
      for (let tmpLower = lower; tmpLower <= upper; tmpLower++) {
        const smlrTmp = values[tmpCount * stride + tmpUlen2]!;
        if (smlrTmp > smlrCur) {
          smlrCur = smlrTmp;
          ulen2 = tmpUlen2;
          lower = tmpLower;
          count = tmpCount;
        }
        const tmpTrgindex = text[tmpLower]!;
        if (lastpos[tmpTrgindex] === tmpLower) {
          tmpUlen2--;
          if (isQuery[tmpTrgindex] === 1) {
            tmpCount--;
            // Not in pg_trgm, and the same result: an extent with c query trigrams scores at most
            // CALCSML(c, ulen1, c) (ulen2 >= c), and c only falls from here, so no later extent can win.
            if (values[tmpCount * stride + tmpCount]! <= smlrCur) break;
          }
        }
      }
      if (smlrCur > smlrMax) smlrMax = smlrCur;
      for (let tmpLower = prevLower; tmpLower < lower; tmpLower++) {
        const tmpTrgindex = text[tmpLower]!;
        if (lastpos[tmpTrgindex] === tmpLower) lastpos[tmpTrgindex] = -1;
      }
    }
  }
  for (let i = 0; i < len2; i++) lastpos[text[i]!] = -1;
  return smlrMax;
}

/**
 * `wordSimilarityIds` for one query over many texts, each stretch walked once. The walk's score depends only on
 * the text's trigrams from the first query trigram to the last: before the first nothing is counted, and after
 * the last no extent is scored. Texts that share that stretch (names that differ only past it, such as a
 * product's edition or number) share the score. On the bench's 10,000 names a typo text has about 290
 * candidate names but about 7 distinct stretches: finding its near names took about a fifth less time in a
 * microbenchmark (finding the candidates is most of what is left). A stretch is found by its hash and compared
 * in full, so a collision only costs a walk. Texts passed must contain at least one query trigram.
 */
export function createStretchMemo(sml: SimilarityTable, isQuery: Uint8Array, lastpos: Int32Array) {
  const byHash = new Map<number, { text: Int32Array; first: number; last: number; score: number }>();
  return (text: Int32Array): number => {
    let first = -1;
    let last = -1;
    for (let i = 0; i < text.length; i++) {
      if (isQuery[text[i]!] !== 1) continue;
      if (first < 0) first = i;
      last = i;
    }
    let hash = last - first;
    for (let i = first; i <= last; i++) hash = Math.imul(hash ^ text[i]!, 0x01000193);
    // Kept within V8's small integers (31 bits): a larger key is a heap number, slower to hash and to compare.
    hash &= 0x3fffffff;
    const known = byHash.get(hash);
    if (known && sameStretch(known.text, known.first, known.last, text, first, last)) return known.score;
    const score = wordSimilarityIds(sml, isQuery, text, lastpos);
    if (!known) byHash.set(hash, { text, first, last, score });
    return score;
  };
}

function sameStretch(a: Int32Array, aFirst: number, aLast: number, b: Int32Array, bFirst: number, bLast: number): boolean {
  if (aLast - aFirst !== bLast - bFirst) return false;
  for (let i = 0; i <= aLast - aFirst; i++) if (a[aFirst + i] !== b[bFirst + i]) return false;
  return true;
}
