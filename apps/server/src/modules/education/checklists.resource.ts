import { checklistCategories, checklistItems, checklists } from './checklists.tables';
import { stepGroup } from './content-lists';

/** Checklists (`/checklist`, `/checkLists`): items people complete per location, and a reset. */
export const checklistGroup = stepGroup({
  labels: { category: 'Checklist category', list: 'Checklist', step: 'Checklist item' },
  tag: 'Checklists',
  paths: { categories: '/api/v1/checklist-categories', lists: '/api/v1/checklists', steps: '/api/v1/checklist-items' },
  key: 'checklist',
  tables: { categories: checklistCategories, lists: checklists, steps: checklistItems },
});
