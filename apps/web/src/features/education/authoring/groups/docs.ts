import { ZDocCreate, ZDocsCategoryCreate, ZDocsCategoryUpdate, ZDocUpdate } from '@atrium/contracts/docs';
import { educationGroups } from '@atrium/contracts/education-groups';
import type { AuthoringGroup } from '@/features/education/authoring/descriptor/group-descriptor';
import { CATEGORY_FIELDS } from './categories';

/** The knowledge base: categories with one level of sub-categories, and articles made of sections. */
export const DOCS_GROUPS: AuthoringGroup[] = [
  {
    key: 'docs-categories',
    api: educationGroups['docs-categories'],
    area: 'docs',
    icon: 'list',
    create: ZDocsCategoryCreate,
    update: ZDocsCategoryUpdate,
    // Only a top category can hold sub-categories (one level), so the choice lists top categories alone.
    fields: [
      { name: 'parentId', label: 'topCategory', kind: 'parent', group: 'docs-categories', topOnly: true, hint: true },
      ...CATEGORY_FIELDS,
    ],
    titleField: 'name',
    // Sub-categories are ordered among their top category's, top categories among themselves.
    parent: { field: 'parentId', group: 'docs-categories' },
    ordered: true,
    readerPath: '/knowledgebase',
    // Hiding a top category hides its sub-categories and their articles.
    hides: 'category',
  },
  {
    key: 'docs',
    api: educationGroups.docs,
    area: 'docs',
    icon: 'book',
    create: ZDocCreate,
    update: ZDocUpdate,
    fields: [
      { name: 'categoryId', label: 'category', kind: 'parent', group: 'docs-categories', required: true },
      { name: 'title', kind: 'text', required: true },
      { name: 'summary', kind: 'textarea' },
      { name: 'sections', kind: 'sections', required: true },
      { name: 'status', kind: 'status' },
    ],
    titleField: 'title',
    parent: { field: 'categoryId', group: 'docs-categories' },
    ordered: true,
    readerPath: '/knowledgebase',
    hides: 'item',
  },
];
