import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoApp } from '../../../test/demo-app';
import type { TestApp } from '../../../test/test-app';
import { indexAllKnowledge } from '../knowledge-progress';
import { EVAL_QUESTIONS, runRetrievalEval, TARGET_HIT_RATE } from './retrieval-eval';

let t: TestApp;

beforeAll(async () => {
  ({ t } = await createDemoApp());
  await indexAllKnowledge({ db: t.db });
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('the retrieval evaluation set', () => {
  it('holds at least 60 questions over every kind of source', () => {
    expect(EVAL_QUESTIONS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(EVAL_QUESTIONS.map((q) => q.source.kind))).toEqual(
      new Set(['faq', 'doc', 'media', 'changelog', 'app', 'snapshot']),
    );
  });

  it(`finds the answering source in the first three for at least ${TARGET_HIT_RATE * 100}% of questions (full text only)`, async () => {
    const result = await runRetrievalEval({ db: t.db });
    // The misses are printed so a failure says which questions to look at.
    if (result.misses.length > 0) console.log(JSON.stringify(result.misses, null, 1));
    console.log(`hit rate at 3: ${result.hitRate.toFixed(3)}`);
    expect(result.hitRate).toBeGreaterThanOrEqual(TARGET_HIT_RATE);
  }, 60_000);
});
