import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PersonaName } from '../../test/demo-personas';
import { faqCategories, faqs } from '../education/faqs.tables';
import { knowledgePassages, knowledgeTermStats } from './ai-knowledge.tables';
import { actorOf, useKnowledgeDemo } from './knowledge-fixtures';
import { reindexSource } from './knowledge-index';
import { retrieve } from './retrieve';
import { PASSAGE_COUNT_LEXEME, readerScopes, refreshAllTermStats } from './term-stats';

const knowledgeDemo = useKnowledgeDemo();

const stat = async (scope: string, lexeme: string) => {
  const [row] = await knowledgeDemo()
    .t.db.select({ passages: knowledgeTermStats.passages })
    .from(knowledgeTermStats)
    .where(and(eq(knowledgeTermStats.scope, scope), eq(knowledgeTermStats.lexeme, lexeme)));
  return row?.passages ?? 0;
};

const QUESTION = 'how do I send an invoice to a client';
const ranks = async (persona: PersonaName) =>
  (
    await retrieve({ db: knowledgeDemo().t.db, actor: actorOf(knowledgeDemo().personas[persona]), query: QUESTION, limit: 10 })
  ).map((p) => [p.id, p.textRank]);

describe('term statistics', () => {
  it("count each scope's passages and lexemes as indexing left them", async () => {
    const { db } = knowledgeDemo().t;
    const scope = `agency:${knowledgeDemo().personas.summitAdmin.agencyId}`;
    const passages = await db.$count(knowledgePassages, eq(knowledgePassages.termScope, scope));
    expect(passages).toBeGreaterThan(0);
    expect(await stat(scope, PASSAGE_COUNT_LEXEME)).toBe(passages);
    const [{ n }] = (
      await db.execute<{ n: number }>(
        sql`select count(*)::int as n from ${knowledgePassages} where term_scope = ${scope} and search @@ 'invoic'::tsquery`,
      )
    ).rows as [{ n: number }];
    expect(await stat(scope, 'invoic')).toBe(n);
    // A full rebuild agrees with what indexing kept.
    await refreshAllTermStats(db);
    expect(await stat(scope, PASSAGE_COUNT_LEXEME)).toBe(passages);
  });

  it('are read over the scopes the reader reads: the platform, the catalogue and its own agency', () => {
    const { dentalStaff, harborAdmin } = knowledgeDemo().personas;
    expect(readerScopes(actorOf(dentalStaff))).toEqual(['platform', 'catalogue', `agency:${dentalStaff.agencyId}`]);
    expect(readerScopes(actorOf(harborAdmin))).toEqual(['platform', 'catalogue', `agency:${harborAdmin.agencyId}`]);
  });

  it("never let one agency's words shift another's ranking, while its own readers' ranking follows them", async () => {
    const { db } = knowledgeDemo().t;
    const summit = knowledgeDemo().personas.summitAdmin.agencyId!;
    const [category] = await db.select().from(faqCategories).where(eq(faqCategories.agencyId, summit)).limit(1);
    const harborBefore = await ranks('harborAdmin');
    const summitBefore = await ranks('summitAdmin');
    expect(harborBefore.length).toBeGreaterThan(0);
    // Summit writes a dozen answers full of the question's words: they are common in Summit's knowledge now.
    for (let i = 0; i < 12; i++) {
      const [faq] = await db
        .insert(faqs)
        .values({
          agencyId: summit,
          categoryId: category!._id,
          question: `Client invoice question ${i}`,
          answer: `<p>Send the invoice to the client from the billing page; every client gets an invoice each month (${i}).</p>`,
        })
        .returning({ id: faqs._id });
      await reindexSource({ db }, 'faq', faq!.id);
    }
    expect(await ranks('harborAdmin')).toEqual(harborBefore);
    const summitAfter = new Map((await ranks('summitAdmin')).map(([id, rank]) => [id, rank]));
    // The passages Summit's admin got before are weighed anew now that the words are common in Summit's knowledge.
    const kept = summitBefore.filter(([id]) => summitAfter.has(id));
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.some(([id, rank]) => summitAfter.get(id) !== rank)).toBe(true);
  });
});
