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
  const textIds = trigramsInOrder(text).map(idOf);
  const isQuery = new Uint8Array(ids.size);
  for (const id of queryIds) isQuery[id] = 1;
  return wordSimilarityIds(new Set(queryIds).size, isQuery, textIds, new Int32Array(ids.size).fill(-1));
}

/**
 * The same walk over trigram ids, allocation-free for the index's typo path: `ulen1` is the number of
 * distinct query trigrams, `isQuery[id]` marks them, `text` is the text's trigram ids in order, and `lastpos`
 * is scratch space, -1 for every id on entry and again on return. Any one-to-one numbering of trigrams gives
 * the C code's result: it only compares them for equality.
 */
export function wordSimilarityIds(ulen1: number, isQuery: Uint8Array, text: ArrayLike<number>, lastpos: Int32Array): number {
  const len2 = text.length;
  let ulen2 = 0;
  let count = 0;
  let upper = -1;
  let lower = -1;
  let smlrMax = f(0);
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
      let smlrCur = calcSml(count, ulen1, ulen2);
      let tmpCount = count;
      let tmpUlen2 = ulen2;
      const prevLower = lower;
      for (let tmpLower = lower; tmpLower <= upper; tmpLower++) {
        const smlrTmp = calcSml(tmpCount, ulen1, tmpUlen2);
        if (smlrTmp > smlrCur) {
          smlrCur = smlrTmp;
          ulen2 = tmpUlen2;
          lower = tmpLower;
          count = tmpCount;
        }
        const tmpTrgindex = text[tmpLower]!;
        if (lastpos[tmpTrgindex] === tmpLower) {
          tmpUlen2--;
          if (isQuery[tmpTrgindex] === 1) tmpCount--;
        }
      }
      smlrMax = Math.max(smlrMax, smlrCur);
      for (let tmpLower = prevLower; tmpLower < lower; tmpLower++) {
        const tmpTrgindex = text[tmpLower]!;
        if (lastpos[tmpTrgindex] === tmpLower) lastpos[tmpTrgindex] = -1;
      }
    }
  }
  for (let i = 0; i < len2; i++) lastpos[text[i]!] = -1;
  return smlrMax;
}
