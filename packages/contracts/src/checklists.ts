import { z } from 'zod';
import { ZId, ZPageQuery, zData, zList } from './common';
import { optionalText, requiredText, ZContentOwner, ZContentStatus, ZPosition } from './content';

/**
 * Checklists (issue 4, `/checklist`, `/checkLists`): checklists in categories (content.ts), each a list of
 * items a person completes; completion is kept per person and location (content-progress.ts), and a person can
 * reset a checklist (`POST /checklists/:id/reset`).
 */

export const ZChecklist = z.object({
  _id: ZId,
  categoryId: ZId,
  title: z.string(),
  /** Sanitised rich text. */
  description: z.string().nullable(),
  position: z.number().int(),
  status: ZContentStatus,
  owner: ZContentOwner,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TChecklist = z.infer<typeof ZChecklist>;
export const ZChecklistResponse = zData(ZChecklist);
export const ZChecklistList = zList(ZChecklist);
export const ZChecklistCreate = z
  .object({
    categoryId: ZId,
    title: requiredText('Title', 200),
    description: optionalText(10_000),
    position: ZPosition.optional(),
    status: ZContentStatus.optional(),
  })
  .strict();
export type TChecklistCreate = z.input<typeof ZChecklistCreate>;
export const ZChecklistUpdate = ZChecklistCreate.partial().strict();
export const ZChecklistFilter = ZPageQuery.extend({
  limit: z.coerce.number().int().min(1).max(200).default(100),
  categoryId: ZId.optional(),
  status: ZContentStatus.optional(),
});

export const ZChecklistItem = z.object({
  _id: ZId,
  checklistId: ZId,
  title: z.string(),
  /** Sanitised rich text: how to do it, with links. */
  details: z.string().nullable(),
  position: z.number().int(),
  owner: ZContentOwner,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TChecklistItem = z.infer<typeof ZChecklistItem>;
export const ZChecklistItemResponse = zData(ZChecklistItem);
export const ZChecklistItemList = zList(ZChecklistItem);
export const ZChecklistItemCreate = z
  .object({ checklistId: ZId, title: requiredText('Title', 300), details: optionalText(5_000), position: ZPosition.optional() })
  .strict();
export type TChecklistItemCreate = z.input<typeof ZChecklistItemCreate>;
export const ZChecklistItemUpdate = ZChecklistItemCreate.omit({ checklistId: true }).partial().strict();
export const ZChecklistItemFilter = ZPageQuery.extend({
  limit: z.coerce.number().int().min(1).max(200).default(200),
  checklistId: ZId.optional(),
});

/** `POST /checklists/:id/reset`: how many of my completions were cleared. */
export const ZChecklistResetResponse = zData(z.object({ cleared: z.number().int().nonnegative() }));
