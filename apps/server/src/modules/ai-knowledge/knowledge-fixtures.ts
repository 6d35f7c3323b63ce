import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../../db/client';
import type { UserActor } from '../../platform/tenancy/actor';
import { createDemoPersonas, type DemoPersonas, type Persona } from '../../test/demo-personas';
import { knowledgePassages, type TKnowledgeSourceKind } from './ai-knowledge.tables';
import { indexAllKnowledge } from './knowledge-progress';

/** A persona as the actor its session resolves to. */
export const actorOf = (persona: Persona): UserActor => ({
  kind: 'user',
  userId: persona.userId!,
  sessionId: 'test',
  email: persona.email,
  role: persona.role as UserActor['role'],
  agencyId: persona.agencyId,
  locationId: persona.locationId,
});

/** The passages of one source, in order. */
export const passagesOf = (db: Db, kind: TKnowledgeSourceKind, sourceId: string) =>
  db
    .select()
    .from(knowledgePassages)
    .where(and(eq(knowledgePassages.sourceKind, kind), eq(knowledgePassages.sourceId, sourceId)))
    .orderBy(knowledgePassages.position);

/** The id of the source whose passages carry this title. */
export async function sourceIdOf(db: Db, kind: TKnowledgeSourceKind, title: string): Promise<string> {
  const [row] = await db
    .select({ id: knowledgePassages.sourceId })
    .from(knowledgePassages)
    .where(and(eq(knowledgePassages.sourceKind, kind), eq(knowledgePassages.title, title)))
    .limit(1);
  if (!row) throw new Error(`no passages for ${kind} “${title}”`);
  return row.id;
}

/** Waits for work queued after a response (the index runs in the process when the job queue is off). */
export async function eventually<T>(check: () => Promise<T>, ms = 10_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

/** The demo with its people signed in and everyone's knowledge indexed: where the knowledge tests start. */
export async function createKnowledgeDemo() {
  const demo = await createDemoPersonas();
  await indexAllKnowledge({ db: demo.t.db });
  return demo;
}

/** The knowledge demo for one test file: made before its tests, closed after them. */
export function useKnowledgeDemo(): () => DemoPersonas {
  let demo: DemoPersonas | undefined;
  beforeAll(async () => {
    demo = await createKnowledgeDemo();
  }, 90_000);
  afterAll(async () => {
    await demo?.t.close();
  });
  return () => demo!;
}
