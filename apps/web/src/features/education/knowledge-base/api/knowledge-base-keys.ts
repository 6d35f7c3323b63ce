import type { Viewer } from '@/features/education/api/education-keys';

/** Query keys of the knowledge base; under `education`, so the area's invalidation reaches them. */
export const knowledgeBaseKeys = {
  categories: (viewer: Viewer) => ['education', 'docs-categories', viewer] as const,
  docs: (viewer: Viewer) => ['education', 'docs', viewer] as const,
};
