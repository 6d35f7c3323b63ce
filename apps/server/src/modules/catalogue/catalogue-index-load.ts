import type { Queryable } from '../../db/pg-client';
import { type RawCardRow, toCardFromRaw } from '../apps/app-cards';
import { packPosition } from './catalogue-index-text';
import { trigramsInOrder } from './catalogue-index-trigram';

/**
 * One live app as the in-memory index keeps it (docs/decisions/007): its card, already serialised; the
 * filter and sort keys; its `search` tsvector (sorted lexemes, each with packed positions); and the
 * trigrams of its lowercased name, in order, for the typo path.
 */
export interface IndexedApp {
  id: string;
  /** The card as JSON, encoded (UTF-8): a page is these bytes joined, with no encoding per request. */
  cardBytes: Buffer;
  type: string;
  categories: readonly string[];
  isFree: boolean;
  ratingCount: number;
  ratingSum: number;
  ratingScore: number;
  /** updated_at in microseconds since the epoch, for the safety net's fingerprint. */
  updatedMicros: number;
  installTarget: string;
  partnerId: string;
  installCount: number;
  /** listed_at in microseconds since the epoch (exact: below 2^53), and as PostgreSQL prints it. */
  listedMicros: number;
  listedText: string;
  /** Sorted (bytewise) distinct lexemes; positions of lexemes[i] are positions[offsets[i] .. offsets[i + 1]). */
  lexemes: readonly string[];
  offsets: Uint32Array;
  positions: Uint16Array;
  /** What the lexemes and the name were built from: unchanged means the text postings can be reused. */
  textKey: string;
  nameTrigrams: readonly string[];
  /** The browse facets it is in: everything (''), each category (`c:Name`) and its type (`t:type`). */
  facets: readonly string[];
}

interface LoadRow extends RawCardRow {
  lower_name: string;
  rating_score: number;
  is_free: boolean;
  listed_micros: string;
  updated_micros: string;
  listed_text: string;
  search: string | null;
}

/** Every live app (or only those of `ids` that are live): one statement, cards, keys and the tsvector as text. */
const LOAD_SQL = `select a.id, a.name, lower(a.name) as lower_name, a.tagline, a.icon_url, a.type, a.categories,
  a.install_target, a.rating_count, a.rating_sum, a.rating_score, a.install_count, a.published_at, a.is_free,
  (extract(epoch from a.listed_at) * 1000000)::int8::text as listed_micros,
  (extract(epoch from a.updated_at) * 1000000)::int8::text as updated_micros, a.listed_at::text as listed_text,
  pa.id as partner_id, pa.name as partner_name, pa.slug as partner_slug,
  (select coalesce(json_agg(json_build_array(pl.model, pl.price_cents, pl.currency, pl.trial_days) order by pl.position), '[]')
     from app_plans pl where pl.app_id = a.id) as plans,
  a.search::text as search
from apps a join partners pa on pa.id = a.partner_id
where a.status = 'live'`;

export async function loadIndexedApps(db: Queryable, ids?: readonly string[]): Promise<IndexedApp[]> {
  const { rows } = ids
    ? await db.query<LoadRow>(`${LOAD_SQL} and a.id = any($1::uuid[])`, [ids])
    : await db.query<LoadRow>(LOAD_SQL);
  const interned = new Map<string, string>();
  return rows.map((r) => toIndexedApp(r, interned));
}

function toIndexedApp(r: LoadRow, interned: Map<string, string>): IndexedApp {
  const card = toCardFromRaw(r);
  const vector = inJsOrder(parseTsVector(r.search ?? '', interned));
  return {
    id: r.id,
    cardBytes: Buffer.from(JSON.stringify(card)),
    type: r.type,
    categories: r.categories,
    isFree: r.is_free,
    ratingCount: r.rating_count,
    ratingSum: r.rating_sum,
    ratingScore: r.rating_score,
    updatedMicros: Number(r.updated_micros),
    installTarget: r.install_target,
    partnerId: r.partner_id,
    installCount: r.install_count,
    listedMicros: Number(r.listed_micros),
    listedText: r.listed_text,
    ...vector,
    textKey: `${r.lower_name}\u0000${r.search ?? ''}`,
    nameTrigrams: trigramsInOrder(r.lower_name),
    facets: [...new Set(['', ...r.categories.map((c) => `c:${c}`), `t:${r.type}`])],
  };
}

/**
 * Parses a tsvector as PostgreSQL prints it: `'lexeme':1A,5 'other':3B`, lexemes sorted, quotes doubled and
 * backslashes escaped inside them, weight D not printed.
 */
export function parseTsVector(
  text: string,
  interned = new Map<string, string>(),
): { lexemes: string[]; offsets: Uint32Array; positions: Uint16Array } {
  const lexemes: string[] = [];
  const offsets: number[] = [0];
  const positions: number[] = [];
  let i = 0;
  const n = text.length;
  while (i < n) {
    while (text[i] === ' ') i++;
    if (i >= n) break;
    if (text[i] !== "'") throw new Error(`unexpected tsvector text at ${i}`);
    i++;
    let start = i;
    let lexeme = '';
    for (;;) {
      const c = text.charCodeAt(i);
      if (c === 39 /* ' */) {
        if (text.charCodeAt(i + 1) === 39) {
          lexeme += `${text.slice(start, i)}'`;
          i += 2;
          start = i;
          continue;
        }
        lexeme += text.slice(start, i);
        i++;
        break;
      }
      if (c === 92 /* \ */) {
        lexeme += text.slice(start, i) + text[i + 1];
        i += 2;
        start = i;
        continue;
      }
      if (i >= n) throw new Error('unterminated lexeme in tsvector text');
      i++;
    }
    let shared = interned.get(lexeme);
    if (shared === undefined) {
      interned.set(lexeme, lexeme);
      shared = lexeme;
    }
    lexemes.push(shared);
    if (text[i] === ':') {
      i++;
      for (;;) {
        let pos = 0;
        while (i < n && text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57) pos = pos * 10 + text.charCodeAt(i++) - 48;
        let weight = 'D';
        if (i < n && /[A-D]/.test(text[i]!)) weight = text[i++]!;
        positions.push(packPosition(pos, weight));
        if (text[i] !== ',') break;
        i++;
      }
    }
    offsets.push(positions.length);
  }
  return { lexemes, offsets: Uint32Array.from(offsets), positions: Uint16Array.from(positions) };
}

/** The packed positions of `lexeme` in the app's tsvector, or undefined (binary search over its sorted lexemes). */
export function positionsOf(app: IndexedApp, lexeme: string): Uint16Array | undefined {
  const { lexemes } = app;
  let lo = 0;
  let hi = lexemes.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const m = lexemes[mid]!;
    if (m === lexeme) return app.positions.subarray(app.offsets[mid]!, app.offsets[mid + 1]!);
    if (m < lexeme) lo = mid + 1;
    else hi = mid - 1;
  }
  return undefined;
}

/**
 * PostgreSQL sorts a tsvector's lexemes bytewise, JavaScript compares UTF-16 code units: the same order but
 * for rare characters. Lookups use JavaScript's order, so a vector that is not in it is re-sorted.
 */
function inJsOrder(v: { lexemes: string[]; offsets: Uint32Array; positions: Uint16Array }) {
  const { lexemes, offsets, positions } = v;
  if (lexemes.every((l, i) => i === 0 || lexemes[i - 1]! < l)) return v;
  const order = lexemes.map((_, i) => i).sort((a, b) => (lexemes[a]! < lexemes[b]! ? -1 : 1));
  const out = { lexemes: [] as string[], offsets: new Uint32Array(offsets.length), positions: new Uint16Array(positions.length) };
  let at = 0;
  order.forEach((i, j) => {
    out.lexemes.push(lexemes[i]!);
    out.positions.set(positions.subarray(offsets[i]!, offsets[i + 1]!), at);
    at += offsets[i + 1]! - offsets[i]!;
    out.offsets[j + 1] = at;
  });
  return out;
}

/**
 * A one-row summary of the live catalogue: how many apps, the latest `updated_at`, and the sums of installs and
 * ratings. `snapshotPrint` computes the same from what the index holds, so a difference means some write did
 * not call catalogueChanged() (the safety net in catalogue-index.ts). Plan and partner edits are not in it.
 */
export async function fingerprint(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ print: string }>(
    `select concat_ws('/', count(*), coalesce(max((extract(epoch from updated_at) * 1000000)::int8), 0),
       coalesce(sum(install_count), 0), coalesce(sum(rating_count), 0), coalesce(sum(rating_sum), 0)) as print
     from apps where status = 'live'`,
  );
  return rows[0]?.print ?? '';
}

export function snapshotPrint(apps: readonly IndexedApp[]): string {
  let updated = 0;
  let installs = 0;
  let ratingCount = 0;
  let ratingSum = 0;
  for (const app of apps) {
    updated = Math.max(updated, app.updatedMicros);
    installs += app.installCount;
    ratingCount += app.ratingCount;
    ratingSum += app.ratingSum;
  }
  return [apps.length, updated, installs, ratingCount, ratingSum].join('/');
}
