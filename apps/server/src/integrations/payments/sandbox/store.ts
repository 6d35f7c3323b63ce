import type { Sql } from '../../crm/sandbox/sql';
import { resourceMissing } from './errors';

/** An object's API JSON: what Stripe answers. */
export type StripeJson = Record<string, unknown> & { id: string; object: string };

export interface StoredObject<T extends StripeJson = StripeJson> {
  id: string;
  object: string;
  account: string;
  data: T;
  hidden: Record<string, unknown>;
  created: number;
}

interface Row {
  id: string;
  object: string;
  account: string;
  data: StripeJson;
  hidden: Record<string, unknown>;
  created: string;
}

const toStored = <T extends StripeJson>(row: Row): StoredObject<T> => ({
  id: row.id,
  object: row.object,
  account: row.account,
  data: row.data as T,
  hidden: row.hidden,
  created: Number(row.created),
});

export async function insertObject<T extends StripeJson>(
  sql: Sql,
  input: { account: string; data: T; hidden?: Record<string, unknown>; created: number },
): Promise<StoredObject<T>> {
  const { rows } = await sql.query<Row>(
    `INSERT INTO stripe_sandbox.objects (id, object, account, data, hidden, created) VALUES ($1, $2, $3, $4, $5, $6)
     RETURNING id, object, account, data, hidden, created`,
    [input.data.id, input.data.object, input.account, input.data, input.hidden ?? {}, input.created],
  );
  return toStored<T>(rows[0]!);
}

/**
 * One object of `account` (a connected account never sees the platform's objects, nor another account's), or null.
 * `forUpdate` locks the row for the rest of the transaction: state changes read, decide and write under it.
 */
export async function findObject<T extends StripeJson>(
  sql: Sql,
  where: { id: string; account: string; object: string | readonly string[]; includeDeleted?: boolean },
  forUpdate = false,
): Promise<StoredObject<T> | null> {
  const objects = typeof where.object === 'string' ? [where.object] : [...where.object];
  const { rows } = await sql.query<Row>(
    `SELECT id, object, account, data, hidden, created FROM stripe_sandbox.objects
     WHERE id = $1 AND account = $2 AND object = ANY($3) ${where.includeDeleted ? '' : 'AND NOT deleted'}
     ${forUpdate ? 'FOR UPDATE' : ''}`,
    [where.id, where.account, objects],
  );
  return rows[0] ? toStored<T>(rows[0]) : null;
}

/** As findObject, or Stripe's 404 `No such <label>: '<id>'`. */
export async function requireObject<T extends StripeJson>(
  sql: Sql,
  where: { id: string; account: string; object: string | readonly string[]; label: string; param?: string },
  forUpdate = false,
): Promise<StoredObject<T>> {
  const found = await findObject<T>(sql, where, forUpdate);
  if (!found) throw resourceMissing(where.label, where.id, where.param);
  return found;
}

/** Writes an object's new JSON (and hidden state when given). */
export async function saveObject<T extends StripeJson>(
  sql: Sql,
  stored: { id: string; data: T; hidden?: Record<string, unknown> },
): Promise<T> {
  await sql.query(`UPDATE stripe_sandbox.objects SET data = $2, hidden = COALESCE($3, hidden) WHERE id = $1`, [
    stored.id,
    stored.data,
    stored.hidden ?? null,
  ]);
  return stored.data;
}

/** Deleted objects answer 404 from then on (Stripe keeps nothing retrievable of a deleted customer or endpoint). */
export async function markDeleted(sql: Sql, id: string): Promise<void> {
  await sql.query('UPDATE stripe_sandbox.objects SET deleted = true WHERE id = $1', [id]);
}

export interface ListQuery {
  account: string;
  object: string;
  /** Equality on the object's JSON (`{ customer: 'cus_1' }`), as jsonb containment. */
  where?: Record<string, unknown>;
  /** Further filters as SQL over `data` (already bound to `$n` by the caller through `values`). */
  created?: { gt?: number; gte?: number; lt?: number; lte?: number };
  limit: number;
  startingAfter?: string;
  endingBefore?: string;
  includeDeleted?: boolean;
}

/**
 * A page of objects, newest first as Stripe lists them. `starting_after` pages towards older ones, `ending_before`
 * towards newer ones (the page still reads newest first). Answers one more than `limit` to tell `has_more`.
 */
export async function listObjects<T extends StripeJson>(sql: Sql, query: ListQuery): Promise<{ data: T[]; hasMore: boolean }> {
  const values: unknown[] = [query.account, query.object, query.where ?? {}];
  const conditions = ['account = $1', 'object = $2', 'data @> $3'];
  if (!query.includeDeleted) conditions.push('NOT deleted');
  const bound = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  const { created } = query;
  if (created?.gt !== undefined) conditions.push(`created > ${bound(created.gt)}`);
  if (created?.gte !== undefined) conditions.push(`created >= ${bound(created.gte)}`);
  if (created?.lt !== undefined) conditions.push(`created < ${bound(created.lt)}`);
  if (created?.lte !== undefined) conditions.push(`created <= ${bound(created.lte)}`);
  let ascending = false;
  if (query.startingAfter) {
    conditions.push(`seq < (SELECT seq FROM stripe_sandbox.objects WHERE id = ${bound(query.startingAfter)})`);
  } else if (query.endingBefore) {
    conditions.push(`seq > (SELECT seq FROM stripe_sandbox.objects WHERE id = ${bound(query.endingBefore)})`);
    ascending = true;
  }
  const { rows } = await sql.query<{ data: T }>(
    `SELECT data FROM stripe_sandbox.objects WHERE ${conditions.join(' AND ')}
     ORDER BY seq ${ascending ? 'ASC' : 'DESC'} LIMIT ${bound(query.limit + 1)}`,
    values,
  );
  const page = rows.slice(0, query.limit).map((r) => r.data);
  return { data: ascending ? page.reverse() : page, hasMore: rows.length > query.limit };
}

/** Whether an object exists on `account` at all (the cursor of a list must). */
export async function objectExists(sql: Sql, id: string, account: string): Promise<boolean> {
  const { rowCount } = await sql.query('SELECT 1 FROM stripe_sandbox.objects WHERE id = $1 AND account = $2', [id, account]);
  return (rowCount ?? 0) > 0;
}
