import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type Actor, isSuperAdmin } from '../../platform/tenancy/actor';
import { knowledgePassages, knowledgeTermStats } from './ai-knowledge.tables';

const p = knowledgePassages;
const stats = knowledgeTermStats;

/** The lexeme under which a scope's passage count is kept (a tsvector never holds an empty lexeme). */
export const PASSAGE_COUNT_LEXEME = '';

/**
 * The term-statistics scopes whose content the actor may read some of (knowledge_passages.term_scope): the platform,
 * the public catalogue and its own agency; null for the super admin, who reads everything. Partners' own education
 * content is left out: it is read by the partner's team only, and counting it for everyone would leak its words.
 */
export function readerScopes(actor: Actor): string[] | null {
  if (isSuperAdmin(actor)) return null;
  const agencyId = actor.kind === 'user' ? actor.agencyId : null;
  return ['platform', 'catalogue', ...(agencyId ? [`agency:${agencyId}`] : [])];
}

/**
 * Rebuilds the term statistics of these scopes from their passages (after indexing changed them): one transaction
 * per scope under a lock on it, so two runs for a scope take turns and readers see the old or the new counts whole.
 * A scope of a few hundred passages takes a few milliseconds, the platform's thousands well under a second.
 */
export async function refreshTermStats(db: Db, scopes: Iterable<string>): Promise<void> {
  for (const scope of new Set(scopes)) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`knowledge-terms:${scope}`}, 0))`);
      await tx.delete(stats).where(eq(stats.scope, scope));
      await tx.execute(sql`
        insert into ${stats} (scope, lexeme, passages)
        select ${scope}, lexeme, count(*) from ${p}, unnest(tsvector_to_array(${p.search})) lexeme
        where ${p.termScope} = ${scope} group by lexeme
        union all
        select ${scope}, ${PASSAGE_COUNT_LEXEME}, count(*) from ${p} where ${p.termScope} = ${scope} having count(*) > 0`);
    });
  }
}

/** Scopes whose recorded passage count is not what they have now (passages removed by a cascade, not the index). */
export async function staleScopes(db: Db): Promise<string[]> {
  const { rows } = await db.execute<{ scope: string }>(sql`
    select ${stats.scope} as scope from ${stats} where ${stats.lexeme} = ${PASSAGE_COUNT_LEXEME}
      and ${stats.passages} <> (select count(*) from ${p} where ${p.termScope} = ${stats.scope})`);
  return rows.map((r) => r.scope);
}

/** Every scope that has passages or statistics: a full rebuild, which also drops the statistics of emptied scopes. */
export async function refreshAllTermStats(db: Db): Promise<void> {
  const { rows } = await db.execute<{ scope: string }>(
    sql`select distinct ${p.termScope} as scope from ${p} union select distinct ${stats.scope} from ${stats}`,
  );
  await refreshTermStats(
    db,
    rows.map((r) => r.scope),
  );
}
