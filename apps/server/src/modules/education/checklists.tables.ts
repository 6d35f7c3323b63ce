import { contentCategoryTable, contentListTable, contentStepTable } from './content.tables';

/** Checklists: categories, checklists and their items (the area's lists of steps, content-lists.ts). */
export const checklistCategories = contentCategoryTable('checklist_categories');
export const checklists = contentListTable('checklists', checklistCategories);
export const checklistItems = contentStepTable('checklist_items', checklists);
