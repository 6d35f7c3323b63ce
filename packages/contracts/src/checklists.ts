import { stepGroups } from './content';

/**
 * Checklists (issue 4, `/checklist`, `/checkLists`): the area's lists of steps (content.ts) in categories;
 * people complete the items one by one, per location, and can reset a checklist
 * (`POST /api/v1/checklists/:id/reset`).
 */
export {
  type TContentList as TChecklist,
  type TContentStep as TChecklistItem,
  ZContentList as ZChecklist,
  ZContentListList as ZChecklistList,
  ZContentStep as ZChecklistItem,
  ZContentStepList as ZChecklistItemList,
} from './content';

/** The checklist groups' declarations: registered by checklists.resource.ts, called through `educationGroups`. */
export const checklistGroups = stepGroups({
  tag: 'Checklists',
  labels: { category: 'Checklist category', list: 'Checklist', step: 'Checklist item' },
  paths: { categories: '/api/v1/checklist-categories', lists: '/api/v1/checklists', steps: '/api/v1/checklist-items' },
});
