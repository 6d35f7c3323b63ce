import { and, eq, exists, isNull, type SQL } from 'drizzle-orm';
import { type AnyPgColumn, QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { AppError } from '../errors';
import { isUuid } from '../ids';
import type { Actor } from '../tenancy/actor';
import type { ResourceDefinition } from './resource-definition';
import { readScope, writeScope } from './resource-scope';

const qb = new QueryBuilder();

/**
 * Rows whose parent (through `parentId`) the actor can read, by the parent group's own rules (scope, read
 * filter, location hides): a checklist item is seen only where its checklist is, and so on up the chain.
 */
export function parentReadable(parent: ResourceDefinition, parentId: AnyPgColumn, actor: Actor): SQL {
  return exists(
    qb
      .select({ one: parent.table._id })
      .from(parent.table as never)
      .where(and(eq(parent.table._id, parentId), readScope(parent, actor), parent.readFilter?.(actor))),
  );
}

type Row = Record<string, unknown>;

const sameValue = (column: AnyPgColumn, value: unknown): SQL => (typeof value === 'string' ? eq(column, value) : isNull(column));

/** Parent rows with the written row's owner: the same agency (or none) and, where partners own rows, the same partner. */
function sameOwner(parent: ResourceDefinition, owner: Row): SQL {
  const agency = sameValue(parent.table.agencyId, owner.agencyId);
  return parent.partners && parent.table.partnerId
    ? (and(agency, sameValue(parent.table.partnerId, owner.partnerId)) as SQL)
    : agency;
}

/**
 * Every parent a write names must be one the writer may change and owned as the written row is (`owner`: the new
 * row's owner columns, or the stored row's on an update). Reading a parent is not enough: the super admin reads
 * every agency's categories, and an agency reads the platform's, but platform content goes into platform parents
 * and an agency's into its own. Anything else is a 404 for the parent, which says nothing about whether it
 * exists elsewhere. A parent the update leaves as it was is not checked again (rows written before this rule).
 */
export async function assertParents(opts: {
  db: Db;
  actor: Actor;
  def: ResourceDefinition;
  values: Row;
  owner: Row;
  current?: Row;
}) {
  const { db, actor, values, owner, current } = opts;
  for (const ref of opts.def.parents ?? []) {
    const id = values[ref.field];
    if (typeof id !== 'string' || (current && current[ref.field] === id)) continue;
    const parent = ref.of();
    const [row] = isUuid(id)
      ? await db
          .select({ _id: parent.table._id })
          .from(parent.table as never)
          .where(and(eq(parent.table._id, id), writeScope(parent, actor), sameOwner(parent, owner)))
          .limit(1)
      : [];
    if (!row) throw new AppError(404, 'not_found', `${parent.group.label} not found`, [{ path: [ref.field], message: ref.hint }]);
  }
}
