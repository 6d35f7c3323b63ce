/**
 * Checklists (issue 4, `/checklist`, `/checkLists`): the area's lists of steps (content.ts) in categories;
 * people complete the items one by one, per location, and can reset a checklist
 * (`POST /api/v1/checklists/:id/reset`). Paths: /api/v1/checklist-categories, /api/v1/checklists,
 * /api/v1/checklist-items.
 */
export {
  type TContentList as TChecklist,
  type TContentStep as TChecklistItem,
  ZContentList as ZChecklist,
  ZContentListList as ZChecklistList,
  ZContentStep as ZChecklistItem,
  ZContentStepList as ZChecklistItemList,
} from './content';
