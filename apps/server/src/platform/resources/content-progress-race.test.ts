import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoApp } from '../../test/demo-app';

/**
 * A person's progress written while a reset of the same list deletes it: the update finds no row any more and
 * must write it afresh (before, `row!` was undefined and the answer a 500, about one race in five here).
 */
describe('content progress under a concurrent reset', () => {
  let demo: Awaited<ReturnType<typeof createDemoApp>>;
  beforeAll(async () => {
    demo = await createDemoApp();
  }, 60_000);
  afterAll(async () => demo?.t.close());

  it('never answers 500', async () => {
    const headers = await demo.signIn('olivia@summitgrowth.test');
    const { rows } = await demo.t.pool.query<{ id: string; list_id: string }>(
      'select id, list_id from onboarding_steps where agency_id is null order by id limit 1',
    );
    const { id, list_id: listId } = rows[0]!;
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const answers = await Promise.all([
        demo.http.put(`/api/v1/onboarding-steps/${id}/complete`, { completed: i % 2 === 0 }, headers),
        demo.http.post(`/api/v1/onboarding-lists/${listId}/reset`, {}, headers),
        demo.http.put(`/api/v1/onboarding-steps/${id}/progress`, { percent: 50 }, headers),
      ]);
      statuses.push(...answers.map((r) => r.statusCode));
    }
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
  });
});
