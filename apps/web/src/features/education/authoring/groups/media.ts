import { educationGroups } from '@atrium/contracts/education-groups';
import { MEDIA_KINDS, ZMediaItemCreate, ZMediaItemUpdate } from '@atrium/contracts/media-library';
import type { AuthoringGroup } from '@/features/education/authoring/descriptor/group-descriptor';
import { categoryGroup } from './categories';

export const MEDIA_GROUPS: AuthoringGroup[] = [
  categoryGroup('medialibrary-categories', 'media', '/medialibraries'),
  {
    key: 'medialibrary',
    api: educationGroups.medialibrary,
    area: 'media',
    icon: 'video',
    create: ZMediaItemCreate,
    update: ZMediaItemUpdate,
    fields: [
      { name: 'categoryId', label: 'category', kind: 'parent', group: 'medialibrary-categories', required: true },
      { name: 'kind', kind: 'choice', options: MEDIA_KINDS, defaultValue: 'video', required: true },
      { name: 'title', kind: 'text', required: true },
      { name: 'description', kind: 'richText' },
      { name: 'transcript', kind: 'textarea', hint: true },
      { name: 'videoId', kind: 'videoId', hint: true, required: true, when: (v) => v.kind === 'video' },
      { name: 'documentUrl', kind: 'url', required: true, when: (v) => v.kind === 'document' },
      { name: 'thumbnailUrl', label: 'thumbnail', kind: 'image' },
      { name: 'durationSeconds', kind: 'number', min: 1, max: 86_400 },
      { name: 'status', kind: 'status' },
    ],
    titleField: 'title',
    parent: { field: 'categoryId', group: 'medialibrary-categories' },
    ordered: true,
    readerPath: '/medialibraries',
    hides: 'item',
  },
];
