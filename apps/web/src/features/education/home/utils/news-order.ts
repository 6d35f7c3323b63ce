import type { TNewsPost } from '@atrium/contracts/education-home';

/** Pinned posts first, then newest first (the date each was published, which is when it was created). */
export function orderNews(posts: readonly TNewsPost[]): TNewsPost[] {
  return [...posts].sort(
    (a, b) => Number(b.pinned) - Number(a.pinned) || b.createdAt.localeCompare(a.createdAt) || b._id.localeCompare(a._id),
  );
}
