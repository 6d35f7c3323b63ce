import type { Sql } from '../../crm/sandbox/sql';
import { invalidRequest } from './errors';
import { PLATFORM_ACCOUNT_ID } from './keys';

/** Stripe expands four levels deep at most. */
const MAX_EXPAND_DEPTH = 4;

async function load(sql: Sql, id: string, account: string): Promise<unknown> {
  // An object of the account, else of the platform (a connected charge's application fee lives there).
  const { rows } = await sql.query<{ data: unknown }>(
    `SELECT data FROM stripe_sandbox.objects WHERE id = $1 AND account = ANY($2) ORDER BY (account = $3) DESC LIMIT 1`,
    [id, [account, PLATFORM_ACCOUNT_ID], account],
  );
  return rows[0]?.data;
}

async function expandPath(sql: Sql, account: string, node: unknown, path: string[], full: string): Promise<unknown> {
  if (path.length === 0 || node === null || typeof node !== 'object') return node;
  if (Array.isArray(node)) return Promise.all(node.map((item) => expandPath(sql, account, item, path, full)));
  const [head, ...rest] = path as [string, ...string[]];
  const record = node as Record<string, unknown>;
  if (!(head in record)) throw invalidRequest(`This property cannot be expanded (${full}).`, 'expand');
  let value = record[head];
  if (typeof value === 'string') {
    const loaded = await load(sql, value, account);
    if (loaded !== undefined) value = loaded;
  }
  return { ...record, [head]: await expandPath(sql, account, value, rest, full) };
}

/** Replaces ids with their objects along each `expand[]` path (`latest_charge`, `data.customer`, `a.b.c`). */
export async function expandJson(sql: Sql, account: string, json: unknown, paths: readonly string[]): Promise<unknown> {
  let out = json;
  for (const path of paths) {
    const parts = path.split('.');
    if (parts.length > MAX_EXPAND_DEPTH) {
      throw invalidRequest(`You cannot expand more than ${MAX_EXPAND_DEPTH} levels of a property. Property: ${path}`, 'expand');
    }
    out = await expandPath(sql, account, out, parts, path);
  }
  return out;
}
