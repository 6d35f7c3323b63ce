import { z } from 'zod';
import { ZId, ZIdParams, zData, zText } from './common';
import { endpoint } from './endpoint';

/**
 * One person's progress through one item of education content (issue 4): a video watched, a checklist item
 * done, an onboarding step completed. Kept per user and per location (the location the person acts for).
 */
export const PROGRESS_STATUSES = ['not_started', 'in_progress', 'completed'] as const;
export const ZProgressStatus = z.enum(PROGRESS_STATUSES);
export type TProgressStatus = z.infer<typeof ZProgressStatus>;

export const ZProgress = z.object({
  itemId: ZId,
  status: ZProgressStatus,
  /** How much of it, 0 to 100 (a video's watched share; 100 when completed). */
  percent: z.number().int().min(0).max(100),
  completedAt: zText().nullable(),
  updatedAt: zText(),
});
export type TProgress = z.infer<typeof ZProgress>;
export const ZProgressResponse = zData(ZProgress);
/** The actor's progress on every item of one group that has any. */
export const ZProgressList = zData(z.array(ZProgress));

/** `PUT /x/:id/complete`. */
export const ZCompleteBody = z.object({ completed: z.boolean('completed must be true or false') }).strict();
/** `PUT /x/:id/task-status`. */
export const ZTaskStatusBody = z.object({ status: ZProgressStatus }).strict();
/** `PUT /x/:id/progress`: how far along; reaching 100 completes it. Progress never goes back by itself. */
export const ZProgressBody = z
  .object({ percent: z.number('percent is required').int().min(0, 'percent is 0 to 100').max(100, 'percent is 0 to 100') })
  .strict();

// The path is generic here, so the params check of `endpoint()` cannot see `:id`: the schema is given untyped.
const idParams = ZIdParams as never;

/**
 * The progress endpoints of a resource group with `progress` (decision 009): `GET <path>/progress` (mine) and per
 * item `PUT <path>/:id/complete | task-status | progress`, all for the signed-in person at their location.
 */
export function progressEndpoints<const P extends string>(group: { path: P; tag: string; label: string }) {
  const { path, tag } = group;
  const name = group.label.toLowerCase();
  const put = <const S extends string, B extends z.ZodType>(segment: S, summary: string, body: B) =>
    endpoint({
      method: 'PUT',
      path: `${path}/:id/${segment}` as `${P}/:id/${S}`,
      tag,
      summary,
      auth: 'user',
      params: idParams,
      body,
      data: ZProgress,
    });
  return {
    mine: endpoint({
      method: 'GET',
      path: `${path}/progress` as `${P}/progress`,
      tag,
      summary: `My progress on every ${name}`,
      auth: 'user',
      data: z.array(ZProgress),
    }),
    complete: put('complete', `Mark a ${name} complete or not, for me at my location`, ZCompleteBody),
    taskStatus: put('task-status', `Set my status on a ${name}`, ZTaskStatusBody),
    percent: put('progress', `Record how much of a ${name} I have done (0-100; it never goes back)`, ZProgressBody),
  };
}
