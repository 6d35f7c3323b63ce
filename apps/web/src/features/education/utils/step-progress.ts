import type { TContentCategory, TContentList, TContentStep } from '@atrium/contracts/content';
import type { TProgress } from '@atrium/contracts/content-progress';
import { byPosition } from './position';

export interface ListProgress {
  done: number;
  total: number;
  /** Whole percent, 0 to 100. */
  percent: number;
}

/** The steps I completed (rows exist only for steps I touched; in progress is not done). */
export const completedIds = (rows: readonly TProgress[] | undefined): ReadonlySet<string> =>
  new Set((rows ?? []).filter((r) => r.status === 'completed').map((r) => r.itemId));

export function progressOf(steps: readonly TContentStep[], done: ReadonlySet<string>): ListProgress {
  const count = steps.filter((s) => done.has(s._id)).length;
  return { done: count, total: steps.length, percent: steps.length ? Math.round((count / steps.length) * 100) : 0 };
}

/** My progress rows with one step ticked or unticked: the optimistic copy shown before the server answers. */
export function withCompletion(rows: readonly TProgress[], stepId: string, completed: boolean, now: string): TProgress[] {
  const row: TProgress = completed
    ? { itemId: stepId, status: 'completed', percent: 100, completedAt: now, updatedAt: now }
    : { itemId: stepId, status: 'not_started', percent: 0, completedAt: null, updatedAt: now };
  return [...rows.filter((r) => r.itemId !== stepId), row];
}

/** My completed steps with the ticks still on their way to the server laid over them. */
export function withTicks(done: ReadonlySet<string>, ticking: ReadonlyMap<string, boolean>): ReadonlySet<string> {
  if (ticking.size === 0) return done;
  const out = new Set(done);
  for (const [id, completed] of ticking) {
    if (completed) out.add(id);
    else out.delete(id);
  }
  return out;
}

export interface StepCatalog {
  categories: TContentCategory[];
  lists: TContentList[];
  /** Each list's steps in order, by list id. */
  stepsByList: ReadonlyMap<string, TContentStep[]>;
}

/** Sorts everything once and groups the steps by list, so cards and the opened list read the same data. */
export function buildCatalog(categories: TContentCategory[], lists: TContentList[], steps: TContentStep[]): StepCatalog {
  const stepsByList = new Map<string, TContentStep[]>();
  for (const step of byPosition(steps)) {
    const group = stepsByList.get(step.listId);
    if (group) group.push(step);
    else stepsByList.set(step.listId, [step]);
  }
  return { categories: byPosition(categories), lists: byPosition(lists), stepsByList };
}
