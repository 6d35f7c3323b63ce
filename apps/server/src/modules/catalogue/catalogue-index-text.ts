/**
 * PostgreSQL's full-text matching, re-created in TypeScript for the in-memory catalogue index
 * (docs/decisions/007): a tsquery's tree as PostgreSQL prints it and `ts_rank` with the default weights. Each follows PostgreSQL's C code (tsrank.c, trgm_op.c) step by
 * step, in single precision where the C code is, so ranks and similarities come out as the same `real`
 * values PostgreSQL gives, and cursors made by either side stay valid on the other.
 */

/** A parsed tsquery. A phrase's `distance` is N of `<N>` (`<->` is 1). */
export type TsQuery =
  | { kind: 'term'; lexeme: string }
  | { kind: 'not'; arg: TsQuery }
  | { kind: 'and' | 'or'; left: TsQuery; right: TsQuery }
  | { kind: 'phrase'; left: TsQuery; right: TsQuery; distance: number };

/**
 * Parses a tsquery as PostgreSQL prints it (`'calendar' & 'sync'`, `!'foo'`, `'a' <-> 'b'`, `'a' | 'b'`).
 * Returns null for the empty query (only stop words): it matches nothing, as in PostgreSQL.
 * Precedence as in PostgreSQL: `!` binds tightest, then `<->`, then `&`, then `|`.
 */
export function parseTsQuery(text: string): TsQuery | null {
  let i = 0;
  const skip = () => {
    while (text[i] === ' ') i++;
  };
  const fail = (): never => {
    throw new Error(`unexpected tsquery text at ${i}: ${text}`);
  };
  const operand = (): TsQuery => {
    skip();
    if (text[i] === '!') {
      i++;
      return { kind: 'not', arg: operand() };
    }
    if (text[i] === '(') {
      i++;
      const inner = or();
      skip();
      if (text[i] !== ')') fail();
      i++;
      return inner;
    }
    if (text[i] !== "'") fail();
    i++;
    let lexeme = '';
    for (;;) {
      if (i >= text.length) fail();
      const c = text[i]!;
      if (c === "'" && text[i + 1] === "'") {
        lexeme += "'";
        i += 2;
      } else if (c === '\\' && i + 1 < text.length) {
        lexeme += text[i + 1];
        i += 2;
      } else if (c === "'") {
        i++;
        break;
      } else {
        lexeme += c;
        i++;
      }
    }
    // Weights or prefix marks (`:*`, `:AB`) are never produced by websearch_to_tsquery; skip them if present.
    if (text[i] === ':') {
      i++;
      while (i < text.length && /[*a-dA-D]/.test(text[i]!)) i++;
    }
    return { kind: 'term', lexeme };
  };
  const phrase = (): TsQuery => {
    let left = operand();
    for (;;) {
      skip();
      const m = /^<(-|\d+)>/.exec(text.slice(i));
      if (!m) return left;
      i += m[0].length;
      left = { kind: 'phrase', left, right: operand(), distance: m[1] === '-' ? 1 : Number(m[1]) };
    }
  };
  const and = (): TsQuery => {
    let left = phrase();
    for (;;) {
      skip();
      if (text[i] !== '&') return left;
      i++;
      left = { kind: 'and', left, right: phrase() };
    }
  };
  const or = (): TsQuery => {
    let left = and();
    for (;;) {
      skip();
      if (text[i] !== '|') return left;
      i++;
      left = { kind: 'or', left, right: and() };
    }
  };
  skip();
  if (i >= text.length) return null;
  const tree = or();
  skip();
  if (i < text.length) fail();
  return tree;
}

/** Every operand's lexeme, negated ones included (ts_rank counts those too), sorted and unique as PostgreSQL does. */
export function queryLexemes(query: TsQuery): string[] {
  const out = new Set<string>();
  const walk = (q: TsQuery) => {
    if (q.kind === 'term') out.add(q.lexeme);
    else if (q.kind === 'not') walk(q.arg);
    else {
      walk(q.left);
      walk(q.right);
    }
  };
  walk(query);
  // tsCompareString: bytewise, a prefix before the longer string.
  return [...out].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
}

type Positions = (lexeme: string) => ArrayLike<number> | undefined;

/**
 * Whether a document matches. Phrases made of words (all websearch_to_tsquery makes from a quoted phrase:
 * `'a' <-> 'b'`, `'a' <2> 'b'` over a stop word) are checked by position as PostgreSQL does; a phrase
 * around anything else (`!`, `|`, `&` inside `<->`, which only hand-written tsqueries have) is matched as
 * AND of its sides, a superset of PostgreSQL's answer (docs/decisions/007).
 */
export function matches(query: TsQuery, positions: Positions): boolean {
  switch (query.kind) {
    case 'term':
      return positions(query.lexeme) !== undefined;
    case 'not':
      return !matches(query.arg, positions);
    case 'or':
      return matches(query.left, positions) || matches(query.right, positions);
    case 'and':
      return matches(query.left, positions) && matches(query.right, positions);
    default: {
      const ends = phraseEnds(query, positions);
      return ends === null ? matches(query.left, positions) && matches(query.right, positions) : ends.length > 0;
    }
  }
}

/** Where a phrase of words ends in the document (positions of its last word), or null when it is not only words. */
function phraseEnds(query: TsQuery, positions: Positions): number[] | null {
  if (query.kind === 'term') return Array.from(positions(query.lexeme) ?? [], (p) => p & 0x3fff);
  if (query.kind !== 'phrase') return null;
  const left = phraseEnds(query.left, positions);
  const right = phraseEnds(query.right, positions);
  if (left === null || right === null) return null;
  const starts = new Set(left);
  return right.filter((p) => starts.has(p - query.distance));
}

/**
 * A lexeme's positions in a tsvector, packed as PostgreSQL's WordEntryPos: the position in the low 14 bits,
 * the weight in the top two (3 = A, 2 = B, 1 = C, 0 = D).
 */
export const packPosition = (position: number, weight: 'A' | 'B' | 'C' | 'D' | string) =>
  (Math.min(position, 0x3fff) & 0x3fff) | ((weight === 'A' ? 3 : weight === 'B' ? 2 : weight === 'C' ? 1 : 0) << 14);

const f = Math.fround;
/** ts_rank's default weights, D, C, B, A (float4 in the C code). */
const WEIGHTS = [f(0.1), f(0.2), f(0.4), f(1.0)];
const wpos = (packed: number) => WEIGHTS[packed >>> 14]!;

/** tsrank.c word_distance: computed in double, returned as float4. */
function wordDistance(w: number): number {
  if (w > 100) return f(1e-30);
  return f(1.0 / (1.005 + 0.05 * Math.exp(f(w) / 1.5 - 2)));
}

/** tsrank.c calc_rank_or. `positions(lexeme)` is the packed positions of a lexeme in the document, or undefined. */
function rankOr(lexemes: readonly string[], positions: (lexeme: string) => ArrayLike<number> | undefined): number {
  let res = f(0);
  for (const lexeme of lexemes) {
    const post = positions(lexeme);
    if (!post) continue;
    let resj = f(0);
    let wjm = f(-1);
    let jm = 0;
    for (let j = 0; j < post.length; j++) {
      const w = wpos(post[j]!);
      resj = f(resj + f(w / ((j + 1) * (j + 1))));
      if (w > wjm) {
        wjm = w;
        jm = j;
      }
    }
    // (float) / double, added to a float in double, stored as float.
    res = f(res + f(f(wjm + resj) - f(wjm / ((jm + 1) * (jm + 1)))) / 1.64493406685);
  }
  if (lexemes.length > 0) res = f(res / lexemes.length);
  return res;
}

/** tsrank.c calc_rank_and: every pair of positions of two different query lexemes, by their distance. */
function rankAnd(lexemes: readonly string[], positions: (lexeme: string) => ArrayLike<number> | undefined): number {
  if (lexemes.length < 2) return rankOr(lexemes, positions);
  let res = f(-1);
  const pos: (ArrayLike<number> | undefined)[] = [];
  for (let i = 0; i < lexemes.length; i++) {
    const post = positions(lexemes[i]!);
    if (!post) continue;
    pos[i] = post;
    for (let k = 0; k < i; k++) {
      const ct = pos[k];
      if (!ct) continue;
      for (let l = 0; l < post.length; l++) {
        for (let p = 0; p < ct.length; p++) {
          // Positions are always stored here, so the C code's POSNULL case (dist 0) never arises.
          const dist = Math.abs((post[l]! & 0x3fff) - (ct[p]! & 0x3fff));
          if (dist) {
            const curw = f(Math.sqrt(f(f(wpos(post[l]!) * wpos(ct[p]!)) * wordDistance(dist))));
            res = res < 0 ? curw : f(1.0 - (1.0 - res) * (1.0 - curw));
          }
        }
      }
    }
  }
  return res;
}

/**
 * `ts_rank(search, query)` with the default weights and no normalisation (tsrank.c calc_rank): AND and
 * phrase roots rank by term proximity, anything else by term frequency. Returns a float4 value.
 */
export function tsRank(
  query: TsQuery,
  lexemes: readonly string[],
  positions: (lexeme: string) => ArrayLike<number> | undefined,
  documentIsEmpty = false,
): number {
  if (documentIsEmpty || lexemes.length === 0) return 0;
  let res = query.kind === 'and' || query.kind === 'phrase' ? rankAnd(lexemes, positions) : rankOr(lexemes, positions);
  if (res < 0) res = f(1e-20);
  return res;
}

/**
 * A float4 as PostgreSQL prints it (shortest text that reads back as the same float4; exponent form below
 * 1e-4 or from 1e6 on, as `%g` would), for cursors whose keys are `real` values.
 */
export function formatReal(value: number): string {
  if (value === 0) return '0';
  if (!Number.isFinite(value)) return value > 0 ? 'Infinity' : value < 0 ? '-Infinity' : 'NaN';
  let digits = '';
  let exponent = 0;
  for (let p = 1; p <= 9; p++) {
    const s = value.toExponential(p - 1);
    if (f(Number(s)) === value) {
      const [mantissa, exp] = s.split('e');
      digits = mantissa!.replace('-', '').replace('.', '');
      exponent = Number(exp);
      break;
    }
  }
  const sign = value < 0 ? '-' : '';
  if (exponent < -4 || exponent >= 6) {
    const mantissa = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
    const e = Math.abs(exponent);
    return `${sign}${mantissa}e${exponent < 0 ? '-' : '+'}${e < 10 ? `0${e}` : e}`;
  }
  if (exponent < 0) return `${sign}0.${'0'.repeat(-exponent - 1)}${digits}`;
  const whole = digits.padEnd(exponent + 1, '0');
  const intPart = whole.slice(0, exponent + 1);
  const frac = whole.slice(exponent + 1);
  return `${sign}${intPart}${frac ? `.${frac}` : ''}`;
}
