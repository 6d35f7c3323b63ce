import type { TProgress } from '@atrium/contracts/content-progress';
import { describe, expect, it } from 'vitest';
import { LAUNCH, LAUNCH_STEPS, MARKETING, PLAN, STEP_CATEGORIES, STEP_LISTS, STEPS } from '@/features/education/step-fixtures';
import { buildCatalog, completedIds, progressOf, withCompletion, withTicks } from './step-progress';

const row = (itemId: string, status: TProgress['status']): TProgress => ({
  itemId,
  status,
  percent: status === 'completed' ? 100 : 40,
  completedAt: null,
  updatedAt: '2026-01-01T00:00:00.000Z',
});

describe('step progress', () => {
  it('sorts categories, lists and steps by position and groups steps by list', () => {
    const catalog = buildCatalog(STEP_CATEGORIES, STEP_LISTS, STEPS);
    expect(catalog.categories.map((c) => c._id)).toEqual([LAUNCH._id, MARKETING._id]);
    expect(catalog.lists[0]?._id).toBe(PLAN._id);
    expect(catalog.stepsByList.get(PLAN._id)?.map((s) => s.title)).toEqual(LAUNCH_STEPS.map((s) => s.title));
  });

  it('counts only completed steps of the list', () => {
    const [a, b, c] = LAUNCH_STEPS;
    const done = completedIds([row(a!._id, 'completed'), row(b!._id, 'in_progress'), row('elsewhere', 'completed')]);
    expect(progressOf(LAUNCH_STEPS, done)).toEqual({ done: 1, total: 3, percent: 33 });
    expect(progressOf([], done)).toEqual({ done: 0, total: 0, percent: 0 });
    expect(progressOf([a!, c!], new Set([a!._id, c!._id])).percent).toBe(100);
  });

  it('ticks and unticks a step in a copy of my rows', () => {
    const id = LAUNCH_STEPS[0]!._id;
    const ticked = withCompletion([], id, true, 'now');
    expect(ticked).toEqual([{ itemId: id, status: 'completed', percent: 100, completedAt: 'now', updatedAt: 'now' }]);
    expect(completedIds(withCompletion(ticked, id, false, 'later')).has(id)).toBe(false);
  });

  it('lays ticks in flight over my completed steps', () => {
    const done = new Set(['a', 'b']);
    expect(withTicks(done, new Map())).toBe(done);
    expect(
      [
        ...withTicks(
          done,
          new Map([
            ['b', false],
            ['c', true],
          ]),
        ),
      ].sort(),
    ).toEqual(['a', 'c']);
  });
});
