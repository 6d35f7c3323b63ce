import { and, eq, exists, type SQL } from 'drizzle-orm';
import { type AnyPgColumn, QueryBuilder } from 'drizzle-orm/pg-core';
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

/** The condition a parent row must meet for the actor to hang a child on it: readable, or writable too. */
export const parentCondition = (parent: ResourceDefinition, actor: Actor, mode: 'read' | 'write') =>
  mode === 'read' ? readScope(parent, actor) : writeScope(parent, actor);
