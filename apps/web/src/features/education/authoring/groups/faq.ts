import { educationGroups } from '@atrium/contracts/education-groups';
import { ZFaqCreate, ZFaqUpdate } from '@atrium/contracts/faqs';
import type { AuthoringGroup } from '@/features/education/authoring/descriptor/group-descriptor';
import { categoryGroup } from './categories';

export const FAQ_GROUPS: AuthoringGroup[] = [
  categoryGroup('faq-categories', 'faq', '/faq'),
  {
    key: 'faqs',
    api: educationGroups.faqs,
    area: 'faq',
    icon: 'faq',
    create: ZFaqCreate,
    update: ZFaqUpdate,
    fields: [
      { name: 'categoryId', label: 'category', kind: 'parent', group: 'faq-categories', required: true },
      { name: 'question', kind: 'text', required: true },
      { name: 'answer', kind: 'richText', required: true },
      { name: 'status', kind: 'status' },
    ],
    titleField: 'question',
    parent: { field: 'categoryId', group: 'faq-categories' },
    ordered: true,
    readerPath: '/faq',
    hides: 'item',
  },
];
