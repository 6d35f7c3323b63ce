/** Who is looking: a visitor, or a signed-in person (whose location may hide some items). */
export type MediaViewer = string;

/**
 * Query keys of the media library. Every key starts with 'education', so the education feature's
 * `['education']` invalidation (a visibility change, say) reaches them too.
 */
export const mediaKeys = {
  all: ['education', 'media'] as const,
  categories: (viewer: MediaViewer) => ['education', 'media', 'categories', viewer] as const,
  items: (viewer: MediaViewer) => ['education', 'media', 'items', viewer] as const,
  /** My watched progress: per person (and the location they act for, which follows from the session). */
  progress: (viewer: MediaViewer) => ['education', 'media', 'progress', viewer] as const,
};
