import type { TAppSort } from '@atrium/contracts/app-values';
import { positionsOf } from './catalogue-index-load';
import type { Snapshot } from './catalogue-index-snapshot';
import { matches, queryLexemes, type TsQuery, tsRank } from './catalogue-index-text';
import { createStretchMemo, similarityTable, trigramsInOrder } from './catalogue-index-trigram';
import { TYPO_SIMILARITY } from './catalogue-query';

/**
 * Which apps a text query matches, with their scores (docs/decisions/007): full text through the lexeme
 * postings, typos through the trigram postings, each memoised per snapshot where it depends only on text.
 * `test` is the search's filters.
 */

function intersect(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(Math.min(a.length, b.length));
  let n = 0;
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    if (a[i]! < b[j]!) i++;
    else if (a[i]! > b[j]!) j++;
    else {
      out[n++] = a[i]!;
      i++;
      j++;
    }
  }
  return out.subarray(0, n);
}

function union(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(a.length + b.length);
  let n = 0;
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (j >= b.length || (i < a.length && a[i]! < b[j]!)) out[n++] = a[i++]!;
    else if (i >= a.length || b[j]! < a[i]!) out[n++] = b[j++]!;
    else {
      out[n++] = a[i++]!;
      j++;
    }
  }
  return out.subarray(0, n);
}

/**
 * Slots that may match, from the postings (sorted slot lists): AND intersects, OR unites. Exact for trees of
 * words, AND and OR; a superset where NOT (everything) or a phrase (checked by position afterwards) is in it.
 */
function candidates(snap: Snapshot, node: TsQuery): Int32Array | 'all' {
  switch (node.kind) {
    case 'term':
      return snap.lexemePostings.get(node.lexeme) ?? new Int32Array(0);
    case 'not':
      return 'all';
    case 'or': {
      const left = candidates(snap, node.left);
      const right = candidates(snap, node.right);
      return left === 'all' || right === 'all' ? 'all' : union(left, right);
    }
    default: {
      const left = candidates(snap, node.left);
      const right = candidates(snap, node.right);
      if (left === 'all') return right;
      if (right === 'all') return left;
      return intersect(left, right);
    }
  }
}

const needsCheck = (node: TsQuery): boolean =>
  node.kind === 'not' || node.kind === 'phrase' || (node.kind !== 'term' && (needsCheck(node.left) || needsCheck(node.right)));

/** Matches (slots) with their scores (ts_rank for full text, word similarity for typos), in no particular order. */
type Scored = { slots: Int32Array; scores: Float32Array };
/** No match (one shared value: many texts find none). */
const NONE: Scored = { slots: new Int32Array(0), scores: new Float32Array(0) };

/**
 * The memos' bounds. Each is a first-in first-out map bounded by entries and by the total size of what it
 * holds. A typo query's answer is kept as name groups and scores (8 bytes a group, often none): with the
 * earlier 1,000 entries, fewer than the distinct typo texts of a long-tailed mix (thousands, a few hundred
 * groups each at 10,000 apps), the memo thrashed and most typo searches walked the trigram postings again
 * (about 1 ms each). A kept text query holds at most 2,000 matches (8 bytes each).
 */
const TERM_MEMO = { entries: 5_000, size: 4_000_000 }; // ranks (4 bytes each): at most 16 MB
const TEXT_MEMO = { entries: 10_000, size: 2_000_000 }; // matches: at most 16 MB
const TYPO_MEMO = { entries: 20_000, size: 2_000_000 }; // name groups (8 bytes each): at most 16 MB
const MEMO_MAX_MATCHES = 2_000;
const memoSizes = new WeakMap<Map<unknown, unknown>, number>();
function remember<K, V>(
  map: Map<K, V>,
  key: K,
  value: V,
  bounds: { entries: number; size: number },
  sizeOf: (value: V) => number = () => 1,
): V {
  let total = (memoSizes.get(map as Map<unknown, unknown>) ?? 0) + sizeOf(value);
  for (const [oldest, kept] of map) {
    if (map.size < bounds.entries && total <= bounds.size) break;
    map.delete(oldest);
    total -= sizeOf(kept);
  }
  map.set(key, value);
  memoSizes.set(map as Map<unknown, unknown>, total);
  return value;
}

/** A one-word query: its posting list, each entry's rank computed once per snapshot text. */
function oneWord(snap: Snapshot, lexeme: string): Scored {
  const posting = snap.lexemePostings.get(lexeme);
  if (!posting) return NONE;
  const query: TsQuery = { kind: 'term', lexeme };
  const ranks =
    snap.memo.termRanks.get(lexeme) ??
    remember(
      snap.memo.termRanks,
      lexeme,
      Float32Array.from(posting, (slot) => tsRank(query, [lexeme], (l) => positionsOf(snap.apps[slot]!, l))),
      TERM_MEMO,
      (ranks) => ranks.length + 1,
    );
  return { slots: posting, scores: ranks };
}

/** Full-text matches, with their ts_rank. */
function fullText(snap: Snapshot, q: string, query: TsQuery): Scored {
  if (query.kind === 'term') return oneWord(snap, query.lexeme);
  let all = snap.memo.textMatches.get(q);
  if (!all) {
    all = allMatches(snap, query);
    // Broad queries (an OR, a NOT) are recomputed rather than kept: the memo stays small.
    if (all.slots.length <= MEMO_MAX_MATCHES) remember(snap.memo.textMatches, q, all, TEXT_MEMO, (m) => m.slots.length + 1);
  }
  return all;
}

/** Every app a query of several words matches, with its ts_rank. */
function allMatches(snap: Snapshot, query: TsQuery): Scored {
  const found = candidates(snap, query);
  const check = needsCheck(query);
  const lexemes = queryLexemes(query);
  const out: { slot: number; score: number }[] = [];
  const consider = (slot: number) => {
    const app = snap.apps[slot]!;
    const at = (lexeme: string) => positionsOf(app, lexeme);
    if (check && !matches(query, at)) return;
    out.push({ slot, score: tsRank(query, lexemes, at, app.lexemes.length === 0) });
  };
  if (found === 'all') for (let slot = 0; slot < snap.apps.length; slot++) consider(slot);
  else for (const slot of found) consider(slot);
  return { slots: Int32Array.from(out, (m) => m.slot), scores: Float32Array.from(out, (m) => m.score) };
}

/** Names whose pg_trgm word similarity with the query reaches TYPO_SIMILARITY (per name group, memoised). */
function typos(snap: Snapshot, q: string): Scored {
  const near =
    snap.memo.typoGroups.get(q) ?? remember(snap.memo.typoGroups, q, typoGroups(snap, q), TYPO_MEMO, (n) => n.groups.length + 1);
  let count = 0;
  for (let i = 0; i < near.groups.length; i++) count += snap.nameGroups[near.groups[i]!]!.slots.length;
  const slots = new Int32Array(count);
  const scores = new Float32Array(count);
  let at = 0;
  for (let i = 0; i < near.groups.length; i++) {
    const group = snap.nameGroups[near.groups[i]!]!.slots;
    slots.set(group, at);
    scores.fill(near.scores[i]!, at, at + group.length);
    at += group.length;
  }
  return { slots, scores };
}

/** No name near the query (one shared value: many typo texts find none). */
const NO_NAMES = { groups: new Int32Array(0), scores: new Float32Array(0) };

/** The name groups near the query, found through the trigram postings. */
function typoGroups(snap: Snapshot, q: string): { groups: Int32Array; scores: Float32Array } {
  const queryTrigrams = new Set(trigramsInOrder(q));
  if (queryTrigrams.size === 0) return NO_NAMES;
  const { isQuery, lastpos, shared, touched } = snap.scratch;
  // Trigrams no name has count in the query's size, and match nothing.
  const known: number[] = [];
  for (const trigram of queryTrigrams) {
    const id = snap.trigramIds.get(trigram);
    if (id !== undefined) known.push(id);
  }
  let touchedCount = 0;
  // word_similarity <= (query trigrams in the name) / (query trigrams): most candidates stop there.
  const needed = TYPO_SIMILARITY * queryTrigrams.size;
  const groups: number[] = [];
  const scores: number[] = [];
  const similarity = createStretchMemo(similarityTable(queryTrigrams.size, snap.longestName), isQuery, lastpos);
  // The scratch arrays are shared by every search of this snapshot: zero again on the way out, whatever happens.
  try {
    for (const id of known) {
      isQuery[id] = 1;
      const posting = snap.trigramPostings[id]!;
      for (let i = 0; i < posting.length; i++) {
        const g = posting[i]!;
        if (shared[g] === 0) touched[touchedCount++] = g;
        shared[g] = shared[g]! + 1;
      }
    }
    for (let i = 0; i < touchedCount; i++) {
      const g = touched[i]!;
      if (shared[g]! < needed) continue;
      const score = similarity(snap.nameGroups[g]!.trigrams);
      if (score < TYPO_SIMILARITY) continue;
      groups.push(g);
      scores.push(score);
    }
  } finally {
    for (const id of known) isQuery[id] = 0;
    for (let i = 0; i < touchedCount; i++) shared[touched[i]!] = 0;
  }
  // The scores are float4 values already (the similarity table's): Float32Array keeps them exactly.
  return groups.length === 0 ? NO_NAMES : { groups: Int32Array.from(groups), scores: Float32Array.from(scores) };
}

/**
 * A text's matches before filters, in one sort's order (see Snapshot.ordered). `scores` (ts_rank or word
 * similarity) are there in relevance order only: no other sort's cursor shows them.
 */
export type OrderedMatches = { slots: Int32Array; scores?: Float32Array };
const ORDERED_MEMO = { entries: 20_000, size: 4_000_000 }; // 8 bytes a match at most: at most 32 MB
const NO_MATCHES: OrderedMatches = { slots: new Int32Array(0), scores: new Float32Array(0) };

/**
 * The matches of `q` in the order of `sort`, memoised per snapshot: full text (`source` 't') or typos ('y').
 * A browse sort's order is the relevance order's matches sorted again by their place in that sort's order of
 * the whole catalogue (one native sort of integers); the next pages, and the same text with other filters,
 * are then a binary search and a short scan (catalogue-index-search.ts).
 */
export function orderedMatches(
  snap: Snapshot,
  source: 't' | 'y',
  q: string,
  query: TsQuery | null,
  sort: TAppSort,
): OrderedMatches {
  const key = `${source}:${q}`;
  if (sort === 'relevance') {
    return rankedOf(snap, key, () => (source === 't' ? fullText(snap, q, query!) : typos(snap, q)));
  }
  const sortedKey = `${sort}\u0000${key}`;
  const known = snap.ordered.get(sortedKey);
  if (known) return known;
  const { slots } = orderedMatches(snap, source, q, query, 'relevance');
  const rank = snap.ranks[sort];
  const order = snap.orders[sort].get('')!;
  const sorted = Int32Array.from(slots, (slot) => rank[slot]!)
    .sort()
    .map((place) => order[place]!);
  return remember(snap.ordered, sortedKey, { slots: sorted }, ORDERED_MEMO, (m) => m.slots.length + 1);
}

// A score's float32 bits: for the non-negative scores here (ts_rank, similarity), they sort as the scores do.
const f32 = new Float32Array(1);
const u32 = new Uint32Array(f32.buffer);
const bitsOf = (score: number) => {
  f32[0] = score;
  return u32[0]!;
};
const scoreOf = (bits: number) => {
  u32[0] = bits;
  return f32[0]!;
};
/** Room for the install rank below the score in one sort key: (2^32 - 1) * 2^21 + 2^21 - 1 = 2^53 - 1, exact in a double. */
const RANK_SPAN = 2 ** 21;

/**
 * Sorts the matches by relevance with one numeric key each, sorted natively: the score's bits inverted
 * (higher first), then the install rank (installs, then id, both descending: relevanceOrder's tie-break).
 */
function rankedOf(snap: Snapshot, key: string, matches: () => Scored): OrderedMatches {
  const known = snap.ordered.get(key);
  if (known) return known;
  // Two million live apps is far past what a snapshot per process is for (decision 007): the SQL path answers.
  if (snap.apps.length > RANK_SPAN) throw new Error('catalogue too large for the in-memory relevance order');
  const found = matches();
  if (found.slots.length === 0) return remember(snap.ordered, key, NO_MATCHES, ORDERED_MEMO, () => 1);
  const installs = snap.ranks.installs;
  const sorted = new Float64Array(found.slots.length);
  for (let i = 0; i < sorted.length; i++) {
    sorted[i] = (0xffffffff - bitsOf(found.scores[i]!)) * RANK_SPAN + installs[found.slots[i]!]!;
  }
  sorted.sort();
  const byRank = snap.orders.installs.get('')!;
  const slots = new Int32Array(sorted.length);
  const scores = new Float32Array(sorted.length);
  for (let i = 0; i < sorted.length; i++) {
    const k = sorted[i]!;
    const rank = k % RANK_SPAN;
    slots[i] = byRank[rank]!;
    scores[i] = scoreOf(0xffffffff - (k - rank) / RANK_SPAN);
  }
  return remember(snap.ordered, key, { slots, scores }, ORDERED_MEMO, (r) => r.slots.length + 1);
}
